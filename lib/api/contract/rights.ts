/**
 * The rights table (issue 35): which items have a file, which VIP plan unlocks which item, and
 * what the item's own purchase costs. The API's rights check (services/downloads), its order
 * check (services/pay/orders) and the site's paywall and pay result all read this file, and
 * nothing else decides. Pure data and functions: the backend imports it too.
 */
import type { ContentKind } from './kinds';
import type { DownloadAccess, VipKind, VipPlan } from './pay';

/** An item as far as rights go. `price` is in 设计币 (1 = 1 yuan): a priced item is sold on its own, never through a plan. */
export interface RightsItem {
  kind: ContentKind;
  vip: boolean;
  price: number;
}

/** The plan kinds in the order the VIP centre shows them, and their names. */
export const PLAN_KINDS: readonly VipKind[] = ['joint', 'case', 'ins'];
export const PLAN_NAMES: Record<VipKind, string> = { joint: '联合会员', case: '案例 VIP', ins: '灵感 VIP' };

/**
 * The kinds whose items have a file (a case, a picture or a picture set: its pictures), and for
 * a VIP item of the kind the plans that unlock it and its single-purchase price in fen.
 */
const FILES = {
  case: { plans: ['case', 'joint'], single: 990 },
  pin: { plans: ['ins', 'joint'], single: 990 },
  pics: { plans: ['ins', 'joint'], single: 990 },
  '3d': { plans: ['joint'], single: 1990 },
  su: { plans: ['joint'], single: 1990 },
  tietu: { plans: ['joint'], single: 590 },
  sgt: { plans: ['joint'], single: 2990 },
  wenben: { plans: ['joint'], single: 2990 },
  periodical: { plans: ['joint'], single: 990 },
} as const satisfies Partial<Record<ContentKind, { plans: readonly VipKind[]; single: number }>>;

type FileKind = keyof typeof FILES;

/** What each plan's free downloads cover, in words (the paywall says why a plan the member holds does not unlock an item). */
export const PLAN_SCOPE: Record<VipKind, string> = { case: '可免费下载 VIP 案例', ins: '可免费下载 VIP 灵感图片与图集', joint: '可免费下载全站 VIP 资源，设计币资源除外' };

/** Kinds whose items can be downloaded (docs/api.md "Downloads"). */
export const FILE_KINDS = Object.keys(FILES) as readonly ContentKind[];

export function hasFile(kind: ContentKind): kind is FileKind {
  return Object.prototype.hasOwnProperty.call(FILES, kind);
}

/**
 * Plan `a` includes plan `b`'s rights: `a` unlocks every kind `b` does (联合会员 includes 案例 VIP
 * and 灵感 VIP). Read from the table above, so it follows any change to it.
 */
export function planIncludes(a: VipKind, b: VipKind): boolean {
  if (a === b) return false;
  const lists = Object.values(FILES).map((f) => f.plans as readonly VipKind[]);
  return lists.every((plans) => !plans.includes(b) || plans.includes(a));
}

/** The plans held, from the account's live flags (the API's `liveVip`, the site's vipInfo `caseAccountInfo`). */
export function plansHeld(flags: Readonly<Record<`${VipKind}Vip`, boolean>>): VipKind[] {
  return PLAN_KINDS.filter((k) => flags[`${k}Vip`]);
}

/** The plan held that already includes `plan`'s rights (buying `plan` would add nothing), or null. Renewing a held plan is not covered. */
export function heldCover(plan: VipKind, held: readonly VipKind[]): VipKind | null {
  return held.find((h) => planIncludes(h, plan)) ?? null;
}

/** free: a login is enough; vip: a plan of `plansFor` or the single purchase; priced (设计币): only its own purchase. */
type Gate = 'free' | 'vip' | 'priced';

export function gateOf(item: RightsItem): Gate {
  return item.price > 0 ? 'priced' : item.vip ? 'vip' : 'free';
}

/** The plans that unlock the item (none for a free or a priced one, or a kind without a file). */
export function plansFor(item: RightsItem): readonly VipKind[] {
  return gateOf(item) === 'vip' && hasFile(item.kind) ? FILES[item.kind].plans : [];
}

export function planUnlocks(plan: VipKind, item: RightsItem): boolean {
  return plansFor(item).includes(plan);
}

/** Fen: the item's own purchase — a priced item costs its 设计币 in yuan; null when there is nothing to buy. */
export function singlePrice(item: RightsItem): number | null {
  if (!hasFile(item.kind)) return null;
  const gate = gateOf(item);
  return gate === 'priced' ? Math.round(item.price * 100) : gate === 'vip' ? FILES[item.kind].single : null;
}

/** Fen: what downloading the item costs someone without a plan — 0 when free, its own purchase otherwise; null for a kind without a file. AI search's budgets filter by it. */
export function downloadCost(item: RightsItem): number | null {
  return hasFile(item.kind) ? singlePrice(item) ?? 0 : null;
}

/**
 * The rights check for a member who has not bought or downloaded the item before (the API adds
 * those): free, covered by a plan held, or locked with what unlocks it — the plans (never one
 * held), the single purchase — and the plans held, which do not.
 */
export function accessFor(item: RightsItem, held: readonly VipKind[]): Exclude<DownloadAccess, { state: 'login' } | { state: 'restricted' }> {
  if (gateOf(item) === 'free') return { state: 'allowed', reason: 'free' };
  const plans = plansFor(item);
  if (plans.some((p) => held.includes(p))) return { state: 'allowed', reason: 'vip' };
  return { state: 'locked', needs: plans.filter((p) => !held.includes(p)), price: singlePrice(item), held: PLAN_KINDS.filter((p) => held.includes(p)) };
}

export type LockedAccess = Extract<DownloadAccess, { state: 'locked' }>;

/** One way into a locked item: a plan kind (from its cheapest term) or the item's own purchase. */
interface Offer {
  key: VipKind | 'item';
  /** Fen: the least it costs. */
  from: number;
}

/**
 * What a locked item's paywall offers: only what unlocks it and never a plan the member holds,
 * cheapest first (the item's own purchase first at an equal price). Plan kinds without a plan on
 * sale are left out.
 */
export function paywallOffers(access: LockedAccess, plans: readonly VipPlan[]): Offer[] {
  const offers: Offer[] = access.price !== null ? [{ key: 'item', from: access.price }] : [];
  for (const kind of PLAN_KINDS) {
    if (!access.needs.includes(kind) || access.held.includes(kind)) continue;
    const prices = plans.filter((p) => p.kind === kind).map((p) => p.price);
    if (prices.length) offers.push({ key: kind, from: Math.min(...prices) });
  }
  return offers.sort((a, b) => a.from - b.from || Number(b.key === 'item') - Number(a.key === 'item'));
}
