import { idBatcher } from '@/lib/api/id-batcher';
import { getDefaultStore } from 'jotai';
import { messageOf } from '@/lib/api/load';
import { loginAfterRefusal, memberOrLogin, loginStatusAtom } from '@/components/login';
import { collectItem, getCollectStatus, uncollectItem } from './api';
import { collectNoticeAtom, collectedAtom, pendingCollectAtom, type CollectNotice } from './state';
import { trackItem } from '@/components/tracking';
import { defaultCollectNotice } from './default-collect';

type Store = ReturnType<typeof getDefaultStore>;

let noticeId = 0;
export function notify(text: string, tone: CollectNotice['tone'] = 'ok', undo?: () => void, store: Store = getDefaultStore()): void {
  store.set(collectNoticeAtom, { id: ++noticeId, text, tone, undo });
}

function setFolders(store: Store, itemId: number, folders: number[]): void {
  store.set(collectedAtom, (m) => ({ ...m, [itemId]: folders }));
}

/**
 * Collects or uncollects an item from a card or a detail: at once on screen (optimistic), then
 * the API; a failure puts the old state back and says why; a success offers 撤销. A visitor logs
 * in first and the collect completes after the login (pendingCollectAtom, CollectHost).
 */
export async function toggleCollect(itemId: number, store: Store = getDefaultStore()): Promise<void> {
  const remember = () => store.set(pendingCollectAtom, itemId);
  if (!memberOrLogin(remember, store)) return;
  const before = store.get(collectedAtom)[itemId] ?? [];
  const collecting = before.length === 0;
  // -1: "in a folder the server will name" until the answer arrives.
  setFolders(store, itemId, collecting ? [-1] : []);
  const res = collecting ? await collectItem(itemId) : await uncollectItem(itemId);
  if (!res.ok) {
    setFolders(store, itemId, before);
    if (loginAfterRefusal(res, remember, store)) return;
    notify(messageOf(res, collecting ? '收藏失败，请稍后重试' : '取消收藏失败，请稍后重试'), 'error', undefined, store);
    return;
  }
  setFolders(store, itemId, res.data.folderIds);
  if (collecting) trackCollect(itemId);
  notify(collecting ? defaultCollectNotice() : '已取消收藏', 'ok', () => void undo(itemId, collecting, before, store), store);
}

/**
 * SPEC §3 favorite / single_favorite: collecting a single picture (an inspiration image, one
 * picture of a case) is single_favorite, anything else favorite. Sent once the API confirmed.
 */
export function trackCollect(itemId: number): void {
  const kind = document.querySelector(`[data-tk-detail="${itemId}"],[data-tk-id="${itemId}"]`)?.getAttribute('data-tk-kind');
  trackItem(kind === 'pin' || kind === 'caseImage' ? 'single_favorite' : 'favorite', itemId);
}

/** Undo: uncollect what was just collected, or put the item back into the folders it was in. */
async function undo(itemId: number, collected: boolean, before: number[], store: Store): Promise<void> {
  if (collected) {
    const res = await uncollectItem(itemId);
    if (res.ok) setFolders(store, itemId, res.data.folderIds);
    notify(res.ok ? '已撤销收藏' : messageOf(res, '撤销失败，请稍后重试'), res.ok ? 'ok' : 'error', undefined, store);
    return;
  }
  let folders: number[] = [];
  for (const folderId of before.length ? before : [undefined]) {
    const res = await collectItem(itemId, folderId);
    if (!res.ok) {
      notify(messageOf(res, '撤销失败，请稍后重试'), 'error', undefined, store);
      return;
    }
    folders = res.data.folderIds;
  }
  setFolders(store, itemId, folders);
  notify('已恢复收藏', 'ok', undefined, store);
}

/** After a login: the collect the visitor asked for. */
export async function completePendingCollect(store: Store = getDefaultStore()): Promise<void> {
  const itemId = store.get(pendingCollectAtom);
  if (itemId === null || store.get(loginStatusAtom) !== 'user') return;
  store.set(pendingCollectAtom, null);
  // Already collected on another visit: say so instead of toggling it off.
  const status = await getCollectStatus([itemId]);
  const folders = status.ok ? (status.data[itemId] ?? []) : [];
  if (folders.length) {
    setFolders(store, itemId, folders);
    notify('已在你的收藏中', 'ok', undefined, store);
    return;
  }
  await toggleCollect(itemId, store);
}

const collectStatusOf = idBatcher<Store>(
  (batch, store) =>
    void getCollectStatus(batch).then((res) => {
      if (!res.ok) return;
      store.set(collectedAtom, (m) => ({ ...m, ...Object.fromEntries(batch.map((id) => [id, m[id] ?? res.data[id] ?? []])) }));
    }),
  { max: 200 },
);

/**
 * Asks for the collect state of the items on screen, batched (lib/api/id-batcher): one status
 * call a moment later covers every button that asked (at most 200 per call).
 */
export function requestCollectStatus(itemId: number, store: Store = getDefaultStore()): void {
  if (store.get(loginStatusAtom) !== 'user' || store.get(collectedAtom)[itemId] !== undefined) return;
  collectStatusOf(itemId, store);
}
