import { getDefaultStore } from 'jotai';
import { openLoginModal } from '@/lib/login/account-store';
import { loginStatusAtom } from '@/lib/state/account';
import { payModalAtom, type PayModalState } from '@/lib/state/modals';

type Store = ReturnType<typeof getDefaultStore>;

/** Opens the VIP centre; a visitor logs in first (buying needs an account). */
export function openCheckout(opts: Omit<PayModalState, 'open'> = {}, store: Store = getDefaultStore()): void {
  if (store.get(loginStatusAtom) !== 'user') {
    openLoginModal('code', store);
    return;
  }
  store.set(payModalAtom, { open: true, ...opts });
}
