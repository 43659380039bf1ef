import { AUDIENCES, ARCHITECTURE_CASE_ORDER, LANDSCAPE_CASE_ORDER } from '@/lib/api/contract/audience';
import type { Channel } from './hosts';

export { ARCHITECTURE_CASE_ORDER, LANDSCAPE_CASE_ORDER };

/**
 * The case-category order of a channel (lib/api/contract/audience.ts `caseOrder`). SPEC §3: "on
 * architecture and landscape hosts, when the URL contains caseNewHome, the case category list is
 * reordered" — so the order applies on the caseNewHome screens only
 * (components/case-new-home, the one caller); category pages and the rest keep the API's order.
 * On the other three hosts caseNewHome leads with their audience too (our reading: the SPEC is
 * silent there, and the same screen ordering by its channel is what a reader of it expects).
 */
export function caseCategoryOrder(channel: Channel): readonly string[] {
  return AUDIENCES[channel].caseOrder;
}

/**
 * Listed names first in the channel's order; unlisted names follow in their original order.
 * Always a new array; stable for duplicate names. For caseNewHome screens only (above).
 */
export function reorderCaseCategories<T extends { name: string }>(items: readonly T[], channel: Channel): T[] {
  const rank = new Map(caseCategoryOrder(channel).map((name, i) => [name, i]));
  const listed = items.filter((item) => rank.has(item.name));
  const unlisted = items.filter((item) => !rank.has(item.name));
  listed.sort((a, b) => rank.get(a.name)! - rank.get(b.name)!);
  return [...listed, ...unlisted];
}
