import type { Metadata } from 'next';
import { listArtDesigns, listProductDesigns } from '@/lib/api/art-design';
import type { Channel } from '@/lib/channel/hosts';
import { classifyTabs } from '@/lib/editorial/classify-tree';
import { artDesignPath, artDevicePath, parseArtDesignId, type ArtDesignRoute } from '@/lib/editorial/list-paths';
import { loadCategory, pagedRoute } from '@/lib/route/page-params';
import { pageMetadata } from '@/lib/seo';
import { CategoryListScreen } from '@/app/[channel]/_controllers/category-list-page';
import { ItemsSection } from '@/components/editorial/deferred';
import { PAGE_SIZE } from '@/lib/policy';

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';

const TAB_KIND = { art: 'art', product: 'product' } as const;
const TAB_NAME = { art: '艺术设计', product: '产品设计' } as const;
type Props = { params: Promise<{ channel: string; artDesignId: string }> };
type Route = ArtDesignRoute & { channel: Channel };

const route = (props: Props): Promise<Route> => pagedRoute(props, (p) => parseArtDesignId(p.artDesignId));
const category = (r: ArtDesignRoute) => loadCategory(TAB_KIND[r.tab], r.classifyId);

function titleOf(r: ArtDesignRoute, name: string | null): string {
  return `${name ? `${name} - ` : ''}${TAB_NAME[r.tab]}${r.page > 1 ? `（第 ${r.page} 页）` : ''}`;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const r = await route(props);
  const { name } = await category(r);
  const about = r.tab === 'art' ? '雕塑、装置、绘画、摄影、数字艺术与陶艺作品' : '家具、灯具、家居用品、电子产品、交通工具与文创包装设计';
  return pageMetadata({
    channel: r.channel,
    path: artDesignPath(r),
    title: titleOf(r, name),
    description: `${name ? `${name}：` : ''}精选${about}，查看作品图片、创作者与设计说明。`,
    keywords: [name ?? TAB_NAME[r.tab], TAB_NAME[r.tab], '设计灵感'],
  });
}

export default async function ArtDesignPage(props: Props) {
  const r = await route(props);
  const query = { classifyId: r.classifyId, page: r.page, pageSize: PAGE_SIZE, sort: 'new' as const };
  const list = r.tab === 'art' ? listArtDesigns : listProductDesigns;
  // Main content awaited before render: inline HTML, and 404 before the first byte.
  const [{ tree, name }, res] = await Promise.all([category(r), list(query)]);
  const crumbs = [
    { name: '首页', path: '/' },
    { name: TAB_NAME[r.tab], path: artDesignPath({ tab: r.tab, classifyId: 0, page: 1 }) },
    ...(name || r.page > 1 ? [{ name: titleOf(r, name), path: artDesignPath(r) }] : []),
  ];
  const kinds = [
    { key: 'art', label: '艺术设计', href: artDesignPath({ tab: 'art', classifyId: 0, page: 1 }), current: r.tab === 'art' },
    { key: 'product', label: '产品设计', href: artDesignPath({ tab: 'product', classifyId: 0, page: 1 }), current: r.tab === 'product' },
    { key: 'device', label: '艺术装置', href: artDevicePath(1), current: false },
  ];
  const cats = tree ? classifyTabs(tree, r.classifyId, (classifyId) => artDesignPath({ tab: r.tab, classifyId, page: 1 })) : null;
  return (
    <CategoryListScreen
      channel={r.channel}
      crumbs={crumbs}
      title={titleOf(r, name)}
      lead="艺术与产品设计作品精选：从雕塑、装置到家具与灯具，按分类浏览。"
      rows={[
        { label: '设计类型', chips: kinds, showLabel: true },
        { label: '分类', chips: cats ? cats.tops : null, showLabel: true },
        { label: '细分类别', chips: cats?.children.length ? cats.children : null, showLabel: true },
      ]}
      list={{
        res,
        page: r.page,
        pathOf: (page) => artDesignPath({ ...r, page }),
        unit: '件作品',
        empty: { title: '暂无作品', text: '这个分类还没有收录作品。', href: artDesignPath({ ...r, classifyId: 0, page: 1 }), label: `查看全部${TAB_NAME[r.tab]}` },
      }}
      more={{
        label: '正在加载热门作品',
        section: <ItemsSection title={`热门${name ?? TAB_NAME[r.tab]}`} load={list({ classifyId: r.classifyId, sort: 'hot', pageSize: 32 })} exclude={res.ok ? res.data.list.map((i) => i.id) : []} />,
      }}
    />
  );
}
