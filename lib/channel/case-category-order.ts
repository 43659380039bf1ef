import { AUDIENCES, ARCHITECTURE_CASE_ORDER, LANDSCAPE_CASE_ORDER } from '@/lib/api/contract/audience';
import type { Channel } from './hosts';

export { ARCHITECTURE_CASE_ORDER, LANDSCAPE_CASE_ORDER };

/**
 * The case-category order of a channel (lib/api/contract/audience.ts `caseOrder`). SPEC §3 asks
 * for the architecture and landscape orders on caseNewHome URLs of those hosts; the site applies
 * each channel's own order on every list of case categories (case home, caseNewHome, category
 * pages), so the SPEC's rule holds and the other channels lead with their audience too.
 */
export function caseCategoryOrder(channel: Channel): readonly string[] {
  return AUDIENCES[channel].caseOrder;
}

/**
 * Listed names first in the channel's order; unlisted names follow in their original order.
 * Always a new array; stable for duplicate names.
 */
export function reorderCaseCategories<T extends { name: string }>(items: readonly T[], channel: Channel): T[] {
  const rank = new Map(caseCategoryOrder(channel).map((name, i) => [name, i]));
  const listed = items.filter((item) => rank.has(item.name));
  const unlisted = items.filter((item) => !rank.has(item.name));
  listed.sort((a, b) => rank.get(a.name)! - rank.get(b.name)!);
  return [...listed, ...unlisted];
}
