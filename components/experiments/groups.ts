import type { AbStorageKey } from '@/lib/storage';
import { PRODUCT_FRAMEWORK } from '@/lib/api/group-entry';
import { HOME_EXPERIMENT } from '@/lib/api/contract/home-experiment.cjs';

/** The A-B areas of SPEC §3: case, home, detail, search, VIP and AI drawing. */
export const AB_AREAS = ['case', 'home', 'detail', 'search', 'vip', 'aiDraw'] as const;
export type AbArea = (typeof AB_AREAS)[number];

/** One experiment group the site knows: how it is looked up, what it drives, whether it is reported. */
interface GroupSpec {
  /** The name the site looks it up by (SPEC §3). */
  readonly name: string;
  /** Named in SPEC §3's list of groups. */
  readonly spec?: true;
  /** Looked up under `{product}ProductFramework` (SPEC §3: "the first three groups share one lookup name"). */
  readonly sharedLookup?: true;
  /** SPEC §3 inversion: a stored '1' answers '0', anything else '1'. */
  readonly inverted?: true;
  /**
   * The SPEC §3 A-B area it decides: the channel of its entry (the product, or 'ai') and, for the
   * two areas SPEC keeps in local storage, the key that remembers the last server assignment.
   * SPEC names the areas and the keys but not the mapping; this is our reading.
   */
  readonly ab?: { readonly area: AbArea; readonly channel: string; readonly storageKey?: AbStorageKey };
  /** Shown by a variant: `experiment_id` carries it and the editors' report names it so (with the name after it). */
  readonly report?: string;
  /**
   * Bucketed at the edge (./edge.ts): the value is `bucket(deviceId, name, variants)`
   * (lib/api/contract/bucket.ts, the API's own function), known before the first page renders,
   * and it wins over any later answer for the visit. `variants` must match the API's table.
   */
  readonly edge?: { readonly variants: number };
}

/**
 * The one table of experiment groups; the name lists below, the A-B areas (./ab-groups), the
 * lookup rules (./lookup), `experiment_id` (./client-groups), the groups call's question
 * (./device-groups) and the report's labels derive from it. A row with a `report` label drives a
 * visible variant (the comment before it says which and where) and is fetched; a row without one
 * is a SPEC §3 name the site only lists: no screen reads it, so it is not fetched (its lookup
 * answers the default) — docs/experiments.md "Groups the SPEC only lists" says why for each.
 * The reported groups come first, in the fixed order of `experiment_id`.
 */
const TABLE = [
  // The home layout, bucketed at the edge and chosen in proxy.ts (./edge.ts, ./home-variant).
  { name: HOME_EXPERIMENT.group, ab: { area: 'home', channel: 'home', storageKey: 'newerHomeCutUser' }, report: '首页布局', edge: { variants: HOME_EXPERIMENT.variants } },
  // The transfer page (/tranferPage): '1' leaves after the countdown, '0' holds the visitor on the
  // hop page with the way back (components/experiments/transfer-hold.tsx). Bucketed from the
  // device id, so the browser knows it at hydration.
  { name: 'transferCutUser', ab: { area: 'detail', channel: 'detail', storageKey: 'transferCutUser' }, report: '跳转页分流', edge: { variants: 2 } },
  // Listed only: the three share one lookup name (./lookup) and no screen has a product-framework variant.
  { name: 'field', spec: true, sharedLookup: true, inverted: true },
  { name: 'upgradeField', spec: true, sharedLookup: true, inverted: true },
  { name: PRODUCT_FRAMEWORK, spec: true, sharedLookup: true },
  // The upgraded similar-image search (components/search/similar).
  { name: 'upgradeSimilarSearch', spec: true, inverted: true, report: '以图搜图升级' },
  { name: 'fieldNavigation', spec: true },
  { name: 'imageSearchConversion', spec: true, ab: { area: 'search', channel: 'search' } },
  { name: 'allSiteExperience', spec: true },
  { name: 'allSiteVip', spec: true },
  { name: 'allSiteVipV3', spec: true, ab: { area: 'vip', channel: 'vip' } },
  // The timed VIP offer (./vip-order-pop.tsx).
  { name: 'vipOrderPop', spec: true, report: 'VIP 限时优惠弹窗' },
  { name: 'caseDrive', spec: true, ab: { area: 'case', channel: 'case' } },
  { name: 'modelResource', spec: true },
  { name: 'lossWarning', spec: true },
  { name: 'userDiverse', spec: true },
  { name: 'aiDraw', ab: { area: 'aiDraw', channel: 'ai' } },
] as const satisfies readonly GroupSpec[];

export const GROUPS: readonly GroupSpec[] = TABLE;

/** Group names SPEC §3 lists ("and others" are looked up the same way). */
export const GROUP_NAMES = GROUPS.filter((g) => g.spec).map((g) => g.name);

/** The experiments a variant shows, in `experiment_id` order. */
export type ReportedExperiment = Extract<(typeof TABLE)[number], { report: string }>['name'];
export const REPORTED_EXPERIMENTS = GROUPS.filter((g) => g.report).map((g) => g.name as ReportedExperiment);

/** An experiment's name as editors read it. */
export function experimentLabel(name: string): string {
  const label = GROUPS.find((g) => g.name === name)?.report;
  return label ? `${label}（${name}）` : name;
}
