import { AUDIENCES, SITE_CHANNELS, audienceHas, itemHome, type SiteChannel } from '../../../lib/api/contract/audience';
import type { ContentKind } from '../../../lib/api/contract/kinds';
import type { Catalog } from '../db/repo/catalog';
import { KIND_NAMES, KINDS } from '../domain/kinds';

/** A WHERE fragment over `items i` with its parameters. */
interface SqlScope {
  sql: string;
  params: (string | number)[];
}

/**
 * The channel table of lib/api/contract/audience.ts turned into SQL over the catalogue's top
 * category ids: which items a channel is the home of (sitemaps, canonical URLs) and which its
 * lists draw on (home feeds, ranks, day update). Built once per app from the in-memory catalog.
 */
export class AudienceScopes {
  /** kind → top-category id → slug. */
  private readonly tops = new Map<ContentKind, Map<number, string>>();

  constructor(catalog: Catalog) {
    for (const kind of KIND_NAMES) {
      const tree = KINDS[kind].tree;
      const ids = new Map<number, string>();
      for (const c of catalog.categories.values()) if (c.tree === tree && c.parentId === 0) ids.set(c.id, c.slug);
      this.tops.set(kind, ids);
    }
  }

  /** The home channel of an item of `kind` under top category id `topId`. */
  homeOf(kind: ContentKind, topId: number): SiteChannel {
    return itemHome(kind, this.tops.get(kind)?.get(topId) ?? '');
  }

  /** Items whose home is `channel`, over the given kinds (all when omitted). Never null: every item has a home. */
  homeScope(channel: SiteChannel, kinds: readonly ContentKind[] = KIND_NAMES): SqlScope | null {
    return this.build(kinds, (kind, slug) => itemHome(kind, slug) === channel, false);
  }

  /**
   * What the channel's lists draw on among `kinds` (all when omitted): its home and `also`
   * slices, plus free downloads where the audience wants them. null when the audience has
   * nothing of these kinds (the caller then lists the kinds unscoped).
   */
  listScope(channel: SiteChannel, kinds: readonly ContentKind[] = KIND_NAMES): SqlScope | null {
    return this.build(kinds, (kind, slug) => audienceHas(channel, kind, slug), AUDIENCES[channel].free);
  }

  /** The channels whose lists draw on this top category (for the site's channel switch). */
  channelsOf(kind: ContentKind, slug: string): SiteChannel[] {
    return SITE_CHANNELS.filter((c) => audienceHas(c, kind, slug));
  }

  private build(kinds: readonly ContentKind[], has: (kind: ContentKind, slug: string) => boolean, free: boolean): SqlScope | null {
    const parts: string[] = [];
    const params: (string | number)[] = [];
    for (const kind of kinds) {
      const all = this.tops.get(kind) ?? new Map<number, string>();
      const ids = [...all].filter(([, slug]) => has(kind, slug)).map(([id]) => id);
      // Items outside every known top (none in the seed) follow the kind's default rule.
      const whole = ids.length === all.size && has(kind, '');
      if (whole) {
        parts.push('i.kind = ?');
        params.push(kind);
      } else if (ids.length) {
        parts.push(`(i.kind = ? AND i.top_classify_id IN (${ids.map(() => '?').join(',')}))`);
        params.push(kind, ...ids);
      }
      if (free && !whole && KINDS[kind].downloadable) {
        parts.push('(i.kind = ? AND i.vip = 0 AND i.price = 0)');
        params.push(kind);
      }
    }
    return parts.length ? { sql: `(${parts.join(' OR ')})`, params } : null;
  }
}
