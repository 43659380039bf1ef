import { idBatcher } from '@/lib/api/id-batcher';
import { getDefaultStore } from 'jotai';
import { messageOf } from '@/lib/api/load';
import { FOLLOW_SELF_CODE } from '@/lib/api/contract/follow';
import { loginAfterRefusal, loginStatusAtom, memberOrLogin } from '@/components/login';
import { trackItem } from '@/components/tracking';
import { followDesigner, getFollowStatus, unfollowDesigner } from './api';
import { followAtom, pendingFollowAtom } from './state';

type Store = ReturnType<typeof getDefaultStore>;

/** What a follow click came to: done, waiting for a login, or refused with a message for the member. */
export type FollowOutcome = { done: true } | { done: false; login: true } | { done: false; login: false; message: string };

const inFlight = new Set<number>();

function setState(store: Store, designerId: number, following: boolean, followers: number): void {
  store.set(followAtom, (m) => ({ ...m, [designerId]: { following, followers } }));
}

/**
 * Follows or unfollows a designer: at once on screen (optimistic, the count moves by one), then
 * the API, whose answer holds the true count; a failure puts the old state back and says why.
 * A visitor logs in first and the follow completes after the login (pendingFollowAtom). One
 * request per designer at a time: a click while one is under way does nothing.
 * `shown`: what the page shows when the live state is not known yet (the count, and whether it
 * says followed: 我的关注 lists only followed designers).
 */
export async function toggleFollow(designerId: number, shown: { followers: number; following?: boolean }, store: Store = getDefaultStore()): Promise<FollowOutcome> {
  const remember = () => store.set(pendingFollowAtom, designerId);
  if (!memberOrLogin(remember, store)) return { done: false, login: true };
  if (inFlight.has(designerId)) return { done: true };
  const before = store.get(followAtom)[designerId] ?? { following: !!shown.following, followers: shown.followers };
  const following = !before.following;
  setState(store, designerId, following, Math.max(0, before.followers + (following ? 1 : -1)));
  inFlight.add(designerId);
  const res = await (following ? followDesigner(designerId) : unfollowDesigner(designerId)).finally(() => inFlight.delete(designerId));
  if (!res.ok) {
    setState(store, designerId, before.following, before.followers);
    if (loginAfterRefusal(res, remember, store)) return { done: false, login: true };
    const fallback = following ? '关注失败，请稍后重试' : '取消关注失败，请稍后重试';
    return { done: false, login: false, message: res.code === FOLLOW_SELF_CODE ? '不能关注自己' : messageOf(res, fallback) };
  }
  setState(store, designerId, res.data.following, res.data.followers);
  // SPEC §3 follow: about the designer (doc_type -4), sent once the API confirmed a new follow.
  if (following) trackItem('follow', designerId, { kind: 'designer', doc_id: designerId, author_id: designerId }, 'designer');
  return { done: true };
}

/** After a login: the follow the visitor asked for (already followed on another visit: kept, not toggled off). */
export async function completePendingFollow(store: Store = getDefaultStore()): Promise<FollowOutcome | null> {
  const designerId = store.get(pendingFollowAtom);
  if (designerId === null || store.get(loginStatusAtom) !== 'user') return null;
  store.set(pendingFollowAtom, null);
  const status = await getFollowStatus([designerId]);
  const known = status.ok ? status.data[designerId] : undefined;
  if (known) setState(store, designerId, known.following, known.followers);
  if (known?.following) return { done: true };
  return toggleFollow(designerId, { followers: known?.followers ?? 0 }, store);
}

const followStatusOf = idBatcher<Store>(
  (batch, store) =>
    void getFollowStatus(batch).then((res) => {
      if (!res.ok) return;
      // A click made meanwhile wins over the older status.
      store.set(followAtom, (m) => ({ ...m, ...Object.fromEntries(batch.filter((id) => m[id] === undefined && res.data[id]).map((id) => [id, { following: res.data[id]!.following, followers: res.data[id]!.followers }])) }));
    }),
  { max: 100 },
);

/**
 * Asks for the follow state and live count of the designers on screen, batched (lib/api/id-batcher):
 * one status call a moment later covers every button that asked (at most 100 per call).
 */
export function requestFollowStatus(designerId: number, store: Store = getDefaultStore()): void {
  if (store.get(loginStatusAtom) !== 'user' || store.get(followAtom)[designerId] !== undefined) return;
  followStatusOf(designerId, store);
}
