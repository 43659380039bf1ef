import { z } from 'zod';
import { AUDIENCES, SITE_CHANNELS, type SiteChannel } from '../../../lib/api/contract/audience';
import type { ClassifyNode } from '../../../lib/api/contract/classify';
import type { Banner, HomeChannel, HomeFeed, HomeSection } from '../../../lib/api/contract/content';
import type { ContentKind, SortOrder } from '../../../lib/api/contract/kinds';
import { KINDS } from '../domain/kinds';
import type { Ctx } from '../services/context';

export const homeChannelSchema = z.enum(['discover', 'news', '3d', 'su', 'pin', 'tietu', 'sgt', 'wenben'], { error: 'channel 只能是 discover、news、3d、su、pin、tietu、sgt、wenben' });
export const audienceSchema = z.enum(SITE_CHANNELS, { error: `audience 只能是 ${SITE_CHANNELS.join('、')}` });

const CHANNEL_KIND: Record<Exclude<HomeChannel, 'discover'>, ContentKind> = { news: 'case', '3d': '3d', su: 'su', pin: 'pin', tietu: 'tietu', sgt: 'sgt', wenben: 'wenben' };
const SORT_TITLES: Record<SortOrder, string> = { new: '最新上传', hot: '热门推荐', download: '下载排行', collect: '收藏最多' };
const HERO_SIZE = 5;

function section(ctx: Ctx, key: string, title: string, kind: ContentKind, sort: SortOrder, size: number, audience: SiteChannel | undefined, classifyId?: number): HomeSection {
  return { key, title, kind, sort, list: ctx.content.favoured(kind, sort, size, audience, classifyId) };
}

/** The audience's top categories first (SPEC §3 orders for cases), then the others in tree order. */
function orderedTops(ctx: Ctx, kind: ContentKind, tree: ClassifyNode[], audience: SiteChannel | undefined): ClassifyNode[] {
  if (!audience) return tree;
  if (kind === 'case') {
    const rank = new Map(AUDIENCES[audience].caseOrder.map((n, i) => [n, i]));
    return [...tree].sort((a, b) => (rank.get(a.name) ?? 99) - (rank.get(b.name) ?? 99));
  }
  const mine = new Set(tree.filter((t) => ctx.content.audiences.channelsOf(kind, t.slug).includes(audience)).map((t) => t.id));
  return [...tree.filter((t) => mine.has(t.id)), ...tree.filter((t) => !mine.has(t.id))];
}

/**
 * A home feed. `channel` is the area (discover = the site home, else an area home such as /3d);
 * `audience` the sub-domain's channel whose audience the hero, the sections and the category
 * order favour (lib/api/contract/audience.ts). Sections never come back short: a list the
 * audience cannot fill is topped up with the kind's other items.
 */
export function homeFeed(ctx: Ctx, channel: HomeChannel, audience?: SiteChannel): HomeFeed {
  const spec = audience ? AUDIENCES[audience] : null;
  const kind: ContentKind = channel === 'discover' ? (spec?.hero.kind ?? 'case') : CHANNEL_KIND[channel];
  const heroSort: SortOrder = channel === 'discover' ? (spec?.hero.sort ?? 'hot') : 'hot';
  const hot = ctx.content.favoured(kind, heroSort, HERO_SIZE, audience);
  const banners: Banner[] = hot.map((item) => ({
    id: item.id,
    title: item.title,
    subtitle: `${item.topClassifyName} · ${item.viewCount.toLocaleString('en')} 次浏览`,
    image: item.cover,
    path: `/detail/${item.id}/${item.kind}`,
  }));
  const tree = orderedTops(ctx, kind, ctx.catalog.tree(KINDS[kind].tree, [kind], kind), audience);
  const classifies = tree.map((t) => ({ id: t.id, name: t.name, itemCount: t.itemCount }));
  let sections: HomeSection[];
  if (channel === 'discover' && spec) {
    sections = spec.sections.map((s) => section(ctx, `${s.kind}-${s.key}`, s.title, s.kind, s.sort, s.size, audience));
  } else if (channel === 'discover') {
    sections = [
      section(ctx, 'case-hot', '精选案例', 'case', 'hot', 12, undefined),
      section(ctx, 'pin-new', '最新灵感', 'pin', 'new', 12, undefined),
      section(ctx, '3d-hot', '热门3D模型', '3d', 'hot', 8, undefined),
      section(ctx, 'su-hot', '热门SU模型', 'su', 'hot', 8, undefined),
      section(ctx, 'tietu-download', '热门贴图', 'tietu', 'download', 8, undefined),
      section(ctx, 'sgt-download', '施工图下载榜', 'sgt', 'download', 8, undefined),
      section(ctx, 'wenben-new', '最新方案文本', 'wenben', 'new', 8, undefined),
    ];
  } else {
    const third: SortOrder = KINDS[kind].downloadable ? 'download' : 'collect';
    sections = [
      section(ctx, `${kind}-new`, `${KINDS[kind].name}·${SORT_TITLES.new}`, kind, 'new', 12, audience),
      section(ctx, `${kind}-hot`, `${KINDS[kind].name}·${SORT_TITLES.hot}`, kind, 'hot', 12, audience),
      section(ctx, `${kind}-${third}`, `${KINDS[kind].name}·${SORT_TITLES[third]}`, kind, third, 12, audience),
      ...tree.slice(0, 4).map((t) => section(ctx, `${kind}-c${t.id}`, t.name, kind, 'hot', 8, undefined, t.id)),
    ];
  }
  return { channel, audience: audience ?? null, banners, classifies, sections };
}
