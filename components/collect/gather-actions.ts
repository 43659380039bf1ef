import { getDefaultStore } from 'jotai';
import { messageOf } from '@/lib/api/load';
import { addGatherTask, cancelGatherTask, checkGatherTask } from './gather-api';
import { notify } from './collect-actions';
import { gatheredAtom, pendingGatherAtom } from './state';
import { loginAfterRefusal, memberOrLogin, loginStatusAtom } from '@/components/login';

type Store = ReturnType<typeof getDefaultStore>;

const setGathered = (store: Store, itemId: number, pictures: number[]) => store.set(gatheredAtom, (m) => ({ ...m, [itemId]: pictures }));

/**
 * Gathers pictures of an item into the member's task for it (`pictures` undefined: every
 * picture); the page's notice says how many and offers 撤销. A visitor logs in first and the
 * gather completes after the login (GatherHost).
 */
export async function gather(itemId: number, pictures?: number[], store: Store = getDefaultStore()): Promise<void> {
  const remember = () => store.set(pendingGatherAtom, { itemId, pictures });
  if (!memberOrLogin(remember, store)) return;
  const before = store.get(gatheredAtom)[itemId] ?? [];
  const res = await addGatherTask({ itemId, pictures });
  if (!res.ok) {
    if (loginAfterRefusal(res, remember, store)) return;
    notify(messageOf(res, '采集失败，请稍后重试'), 'error', undefined, store);
    return;
  }
  const now = res.data.pictures.map((p) => p.index);
  setGathered(store, itemId, now);
  const added = now.filter((i) => !before.includes(i));
  if (!added.length) {
    notify('这些图片已在你的采集中', 'ok', undefined, store);
    return;
  }
  notify(`已采集 ${added.length} 张图片，可在个人中心「我的采集」查看`, 'ok', () => void cancelGather(itemId, added, store), store);
}

/** Takes pictures (or, without `pictures`, every picture) of an item out of the member's task. */
export async function cancelGather(itemId: number, pictures?: number[], store: Store = getDefaultStore()): Promise<void> {
  const res = await cancelGatherTask({ itemId, pictures });
  if (!res.ok) {
    notify(messageOf(res, '取消采集失败，请稍后重试'), 'error', undefined, store);
    return;
  }
  setGathered(store, itemId, res.data.remaining);
  notify(res.data.deleted ? '已取消采集' : '已移除这张图片', 'ok', undefined, store);
}

/** After a login: the gather the visitor asked for (what was gathered before is said so, not toggled). */
export async function completePendingGather(store: Store = getDefaultStore()): Promise<void> {
  const pending = store.get(pendingGatherAtom);
  if (!pending || store.get(loginStatusAtom) !== 'user') return;
  store.set(pendingGatherAtom, null);
  const check = await checkGatherTask(pending.itemId);
  if (check.ok) setGathered(store, pending.itemId, check.data.pictures);
  await gather(pending.itemId, pending.pictures, store);
}

const asked = new Set<number>();
/** What the member gathered from an item, asked once per item and page life. */
export function requestGatherStatus(itemId: number, store: Store = getDefaultStore()): void {
  if (store.get(loginStatusAtom) !== 'user' || store.get(gatheredAtom)[itemId] !== undefined || asked.has(itemId)) return;
  asked.add(itemId);
  void checkGatherTask(itemId).then((res) => {
    asked.delete(itemId);
    if (res.ok) store.set(gatheredAtom, (m) => (m[itemId] === undefined ? { ...m, [itemId]: res.data.pictures } : m));
  });
}
