import type { Channel } from './hosts';

/** SPEC §3 architecture-host order of the case categories. */
export const ARCHITECTURE_CASE_ORDER = [
  '建筑',
  '家居空间',
  '酒店民宿',
  '商业',
  '餐饮',
  '娱乐',
  '教育',
  '医疗',
  '办公',
  '公共',
  '微空间',
  '临时空间',
  '改造空间',
  '景观',
] as const;

/** Landscape host: the same with landscape first and architecture last. */
export const LANDSCAPE_CASE_ORDER = ['景观', ...ARCHITECTURE_CASE_ORDER.filter((n) => n !== '景观' && n !== '建筑'), '建筑'] as const;

/** The order for a channel and URL, or null when the rule does not apply. */
export function caseCategoryOrder(channel: Channel, url: string): readonly string[] | null {
  if (!url.includes('caseNewHome')) return null;
  if (channel === 'architecture') return ARCHITECTURE_CASE_ORDER;
  if (channel === 'landscape') return LANDSCAPE_CASE_ORDER;
  return null;
}

/**
 * SPEC §3: on architecture and landscape hosts, when the URL contains caseNewHome, listed names
 * come first in the channel's order; unlisted names follow in their original order. Otherwise
 * the list is unchanged. Always a new array; stable for duplicate names.
 */
export function reorderCaseCategories<T extends { name: string }>(items: readonly T[], channel: Channel, url: string): T[] {
  const order = caseCategoryOrder(channel, url);
  if (!order) return [...items];
  const rank = new Map(order.map((name, i) => [name, i]));
  const listed = items.filter((item) => rank.has(item.name));
  const unlisted = items.filter((item) => !rank.has(item.name));
  listed.sort((a, b) => rank.get(a.name)! - rank.get(b.name)!);
  return [...listed, ...unlisted];
}
