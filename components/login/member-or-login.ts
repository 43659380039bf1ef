import { getDefaultStore } from 'jotai';
import { NOT_LOGGED_IN_CODE } from '@/lib/api/contract/account';
import { loginStatusAtom } from './state';
import { openLoginModal } from './open-login';

type Store = ReturnType<typeof getDefaultStore>;

/**
 * The visitor step of an action only members can take (collect, gather): a visitor gets the
 * login modal and `remember` keeps what was asked for, which the action's host completes once the
 * login lands; false then. While the login check is still running the action goes through (the
 * API answers 请先登录 if it must).
 */
export function memberOrLogin(remember: () => void, store: Store = getDefaultStore()): boolean {
  if (store.get(loginStatusAtom) !== 'guest') return true;
  remember();
  openLoginModal('code', store);
  return false;
}

/**
 * The other half of the race above: an action that went through during the login check and got
 * 请先登录 takes the visitor step after all (login modal, then the action completes) instead of
 * showing the refusal. True when it did.
 */
export function loginAfterRefusal(res: { ok: boolean; code?: number }, remember: () => void, store: Store = getDefaultStore()): boolean {
  if (res.ok || res.code !== NOT_LOGGED_IN_CODE) return false;
  remember();
  openLoginModal('code', store);
  return true;
}
