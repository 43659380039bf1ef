import { getDefaultStore } from 'jotai';
import { loginStatusAtom } from '@/lib/state/account';
import { openLoginModal } from './account-store';

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
