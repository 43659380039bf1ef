import type { VipKind } from '@/lib/api/contract/pay';
import { PLAN_KINDS, PLAN_NAMES, PLAN_SCOPE, type LockedAccess } from '@/lib/api/contract/rights';

/** The VIP kinds as the site names them, in the order the VIP centre offers them. */
export const VIP_KIND_LABELS: Record<VipKind, string> = Object.fromEntries(PLAN_KINDS.map((k) => [k, PLAN_NAMES[k]])) as Record<VipKind, string>;

/**
 * Why the plans a member holds do not open this item (null when none is held): a priced item is
 * only sold on its own; otherwise each held plan's scope, and what does unlock it.
 */
export function heldNote(access: LockedAccess): string | null {
  if (!access.held.length) return null;
  if (!access.needs.length) return `你已开通${access.held.map((k) => PLAN_NAMES[k]).join('、')}，设计币资源不在会员权益内，需单独购买`;
  const held = access.held.map((k) => `${PLAN_NAMES[k]}（${PLAN_SCOPE[k]}）`).join('、');
  return `你已开通${held}，但${access.held.length > 1 ? '都' : ''}不含此资源；开通${access.needs.map((k) => PLAN_NAMES[k]).join(' / ')}可免费下载，或单独购买`;
}
