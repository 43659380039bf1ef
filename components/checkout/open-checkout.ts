import { getDefaultStore } from 'jotai';
import { openLoginModal, loginStatusAtom } from '@/components/login';
import type { VipKind } from '@/lib/api/contract/pay';
import { payModalAtom, type PayModalState } from './state';

type Store = ReturnType<typeof getDefaultStore>;

/** The VIP kinds as the site names them, in the order the VIP centre offers them. */
export const VIP_KIND_LABELS: Record<VipKind, string> = { joint: '联合会员', case: '案例 VIP', ins: '灵感 VIP' };

/** Opens the VIP centre; a visitor logs in first (buying needs an account). */
export function openCheckout(opts: Omit<PayModalState, 'open'> = {}, store: Store = getDefaultStore()): void {
  if (store.get(loginStatusAtom) !== 'user') {
    openLoginModal('code', store);
    return;
  }
  store.set(payModalAtom, { open: true, ...opts });
}
