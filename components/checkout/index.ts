// The checkout (VIP centre / payment) feature's public face. The modal itself is not here: it
// loads on its first open, through PayModalHost.
export { openCheckout } from './open-checkout';
export { heldNote, VIP_KIND_LABELS } from './paywall';
export { payModalAtom, rightsVersionAtom, type PaywallItem } from './state';
export { PayModalHost } from './pay-modal-host';
export { useVipPlans } from './use-vip-plans';
export { useOrders } from './use-orders';
export { closeOrder } from './api';
