import type { StoredCheckout } from '@/lib/storage';
import { getItem, removeItem, setItem } from '@/lib/storage';

/**
 * A phone pays on the cashier page in the same tab (the payment app's H5 page in production) and
 * is sent back to the page it came from, marked with the order: `?payOrder={orderId}`. The
 * checkout it left is kept meanwhile in local storage, so the page can show the payment's result
 * and continue the download that was waiting for it.
 */
const CASHIER_RETURN_PARAM = 'payOrder';

/** The address the cashier sends the phone back to: this page, marked with the order. */
export function cashierReturnUrl(href: string, orderId: string): string {
  const u = new URL(href);
  u.searchParams.set(CASHIER_RETURN_PARAM, orderId);
  u.hash = '';
  return u.href;
}

/** Keeps the checkout the phone is leaving for the cashier. */
export function rememberCheckout(checkout: StoredCheckout): void {
  setItem('payResume', checkout);
}

/**
 * On a page the cashier sent the browser back to: the checkout to resume, when it is the one kept
 * for that order. The marker comes off the address either way, so a reload or a shared link does
 * not resume it again.
 */
export function takeCashierReturn(): StoredCheckout | null {
  const u = new URL(window.location.href);
  const orderId = u.searchParams.get(CASHIER_RETURN_PARAM);
  if (orderId === null) return null;
  u.searchParams.delete(CASHIER_RETURN_PARAM);
  window.history.replaceState(window.history.state, '', `${u.pathname}${u.search}${u.hash}`);
  const kept = getItem('payResume');
  if (!kept || kept.order?.orderId !== orderId || typeof kept.url !== 'string') return null;
  removeItem('payResume');
  return kept;
}
