import { getDefaultStore } from 'jotai';
import { openLoginModal, loginStatusAtom } from '@/components/login';
import { payModalAtom, type PayModalState } from './state';

type Store = ReturnType<typeof getDefaultStore>;

/** Opens the VIP centre (or an item's paywall); a visitor logs in first (buying needs an account). */
export function openCheckout(opts: Omit<PayModalState, 'open'> = {}, store: Store = getDefaultStore()): void {
  if (store.get(loginStatusAtom) !== 'user') {
    openLoginModal('code', store);
    return;
  }
  store.set(payModalAtom, { open: true, ...opts });
}
