import { ITEM_HOMES, audienceHas, designerHome, itemHome } from '@/lib/api/contract/audience';
import type { ContentKind } from '@/lib/api/contract/kinds';
import { DEFAULT_CHANNEL, isChannel, type Channel } from './hosts';

/**
 * The site's side of the channel table (lib/api/contract/audience.ts, docs/channels.md): which
 * channel is the one canonical home of a page. Where the channel strip leads is
 * lib/channel/switch-path.ts, kept apart so the client bundle never carries the whole table.
 */
export { designerHome };

/** An item's home as the API names it; `fallback` (the current channel) when an answer lacks it. */
export function homeOfItem(item: { home?: unknown }, fallback: Channel): Channel {
  return isChannel(item.home) ? item.home : fallback;
}

/** The home of a category page: its top category's home, or the kind's default for "all categories". */
export function categoryHome(kind: ContentKind, topSlug?: string): Channel {
  return topSlug ? itemHome(kind, topSlug) : ITEM_HOMES[kind].default;
}

/**
 * Pages whose content is chosen per channel (the homes, area homes, day update, rank lists,
 * the case library's front page): each channel's copy is a page of its own and its own canonical.
 */
const PER_CHANNEL = /^\/(?:(?:news|3d|su|pin|tietu|sgt|wenben|dayUpdate|listPage)(?:\/.*)?|caseNewHome\/0)?$/;

/** Pages that are the same on every channel: one home each, by first path segment. */
const SITE_WIDE: Readonly<Record<string, Channel>> = {
  'bk.html': 'student',
  bk: 'student',
  magazine: 'student',
  jhy: 'interior',
  material: 'interior',
  artDesign: 'rendering',
  artDevice: 'rendering',
  similarimg: 'rendering',
  internationalAwards: 'architecture',
  designerEntrance: 'architecture',
  topTeacher: 'architecture',
  worldNav: 'architecture',
  fusePage: 'architecture',
  AISearch: 'architecture',
};

/**
 * The channel whose host is the canonical address of a page that is not one item's or one
 * category's (those pass their own home): the current channel for per-channel pages, the
 * table's home for site-wide pages, the default channel for anything else.
 */
export function pageHome(path: string, current: Channel): Channel {
  const clean = path.split(/[?#]/, 1)[0] || '/';
  if (PER_CHANNEL.test(clean)) return current;
  const first = clean.split('/').filter(Boolean)[0] ?? '';
  return SITE_WIDE[first] ?? DEFAULT_CHANNEL;
}

/** The channels whose audience covers a category (kind + top slug); every channel for "all". */
export function channelsHaving(kind: ContentKind, topSlug: string | undefined, all: readonly Channel[]): Channel[] {
  return topSlug ? all.filter((c) => audienceHas(c, kind, topSlug)) : [...all];
}
