import type { VipInfo } from '@/lib/api/contract/account';
import type { VipKind } from '@/lib/api/contract/pay';
import { heldCover, PLAN_KINDS, PLAN_NAMES, PLAN_SCOPE, plansHeld, type LockedAccess } from '@/lib/api/contract/rights';

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

/** The plan kinds the member holds now, from the account's VIP info. */
export function heldPlanKinds(vip: VipInfo | null): VipKind[] {
  return vip ? plansHeld(vip.caseAccountInfo) : [];
}

/**
 * The VIP centre's plan kinds for a member: never one whose rights a held plan already includes
 * (a 联合会员 holder is not sold 案例 VIP); renewing a held plan stays on offer. With the note
 * that says what was left out, or null.
 */
export function centreKinds(held: readonly VipKind[]): { kinds: VipKind[]; note: string | null } {
  const kinds = PLAN_KINDS.filter((k) => !heldCover(k, held));
  const left = PLAN_KINDS.filter((k) => !kinds.includes(k));
  if (!left.length) return { kinds, note: null };
  const cover = heldCover(left[0]!, held)!;
  // A space between Chinese and a Latin word (案例 VIP 与灵感 VIP 的…), none between Chinese words.
  const names = left.map((k) => PLAN_NAMES[k]).join(' 与');
  return { kinds, note: `你的${PLAN_NAMES[cover]}已包含${names}${/[A-Za-z]$/.test(names) ? ' ' : ''}的全部权益，可在此续费` };
}
