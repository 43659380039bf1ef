import { z } from 'zod';
import type { Banner, HomeChannel, HomeFeed, HomeSection } from '../../../lib/api/contract/content';
import type { ContentKind, SortOrder } from '../../../lib/api/contract/kinds';
import { KINDS } from '../domain/kinds';
import type { Ctx } from '../services/context';

export const homeChannelSchema = z.enum(['discover', 'news', '3d', 'su', 'pin', 'tietu', 'sgt', 'wenben'], { error: 'channel 只能是 discover、news、3d、su、pin、tietu、sgt、wenben' });

const CHANNEL_KIND: Record<Exclude<HomeChannel, 'discover'>, ContentKind> = { news: 'case', '3d': '3d', su: 'su', pin: 'pin', tietu: 'tietu', sgt: 'sgt', wenben: 'wenben' };
const SORT_TITLES: Record<SortOrder, string> = { new: '最新上传', hot: '热门推荐', download: '下载排行', collect: '收藏最多' };

function section(ctx: Ctx, kind: ContentKind, sort: SortOrder, limit: number, title?: string): HomeSection {
  return { key: `${kind}-${sort}`, title: title ?? `${KINDS[kind].name}·${SORT_TITLES[sort]}`, kind, sort, list: ctx.content.top(kind, sort, limit) };
}

/** Channel home feed: banners from the most viewed items, the kind's categories and a few sections. */
export function homeFeed(ctx: Ctx, channel: HomeChannel): HomeFeed {
  const kind: ContentKind = channel === 'discover' ? 'case' : CHANNEL_KIND[channel];
  const hot = ctx.content.top(kind, 'hot', 5);
  const banners: Banner[] = hot.map((item) => ({
    id: item.id,
    title: item.title,
    subtitle: `${item.topClassifyName} · ${item.viewCount.toLocaleString('en')} 次浏览`,
    image: item.cover,
    path: `/detail/${item.id}/${item.kind}`,
  }));
  const tree = ctx.catalog.tree(KINDS[kind].tree, [kind], kind);
  const classifies = tree.map((t) => ({ id: t.id, name: t.name, itemCount: t.itemCount }));
  const sections: HomeSection[] =
    channel === 'discover'
      ? [
          section(ctx, 'case', 'hot', 12, '精选案例'),
          section(ctx, 'pin', 'new', 12, '最新灵感'),
          section(ctx, '3d', 'hot', 8, '热门3D模型'),
          section(ctx, 'su', 'hot', 8, '热门SU模型'),
          section(ctx, 'tietu', 'download', 8, '热门贴图'),
          section(ctx, 'sgt', 'download', 8, '施工图下载榜'),
          section(ctx, 'wenben', 'new', 8, '最新方案文本'),
        ]
      : [
          section(ctx, kind, 'new', 12),
          section(ctx, kind, 'hot', 12),
          section(ctx, kind, KINDS[kind].downloadable ? 'download' : 'collect', 12),
          ...tree.slice(0, 4).map((t) => ({ key: `${kind}-c${t.id}`, title: t.name, kind, sort: 'hot' as const, list: ctx.content.top(kind, 'hot', 8, t.id) })),
        ];
  return { channel, banners, classifies, sections };
}
