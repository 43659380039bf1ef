import type { Metadata } from 'next';
import { listArtDesigns, listArtDevices } from '@/lib/api/art-design';
import type { Channel } from '@/lib/channel/hosts';
import { ART_DESIGN_HOME, artDesignPath, artDevicePath, parseArtDevicePage } from '@/lib/editorial/list-paths';
import { pagedRoute } from '@/lib/route/page-params';
import { pageMetadata } from '@/lib/seo';
import { ItemsSection } from '@/components/editorial/deferred';
import { CategoryListScreen } from '@/app/[channel]/_controllers/category-list-page';
import { PAGE_SIZE } from '@/lib/policy';

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';

type Props = { params: Promise<{ channel: string; artDevicePage: string }> };
type Route = { channel: Channel; page: number };

const route = (props: Props): Promise<Route> => pagedRoute(props, (p) => ({ page: parseArtDevicePage(p.artDevicePage) }));

const titleOf = (page: number) => `艺术装置${page > 1 ? `（第 ${page} 页）` : ''}`;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { channel, page } = await route(props);
  return pageMetadata({
    channel,
    path: artDevicePath(page),
    title: titleOf(page),
    description: `户外、室内、灯光、互动与声音艺术装置作品精选${page > 1 ? `第 ${page} 页` : ''}：创作者、地点、年份与现场图片。`,
    keywords: ['艺术装置', '公共艺术', '灯光装置', '互动装置'],
  });
}

export default async function ArtDevicePage(props: Props) {
  const r = await route(props);
  // Main content awaited before render: inline HTML, and 404 before the first byte.
  const res = await listArtDevices({ page: r.page, pageSize: PAGE_SIZE, sort: 'new' });
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '艺术设计', path: artDesignPath(ART_DESIGN_HOME) },
    { name: titleOf(r.page), path: artDevicePath(r.page) },
  ];
  const kinds = [
    { key: 'art', label: '艺术设计', href: artDesignPath(ART_DESIGN_HOME), current: false },
    { key: 'product', label: '产品设计', href: artDesignPath({ ...ART_DESIGN_HOME, tab: 'product' }), current: false },
    { key: 'device', label: '艺术装置', href: artDevicePath(1), current: true },
  ];
  return (
    <CategoryListScreen
      channel={r.channel}
      crumbs={crumbs}
      title={titleOf(r.page)}
      lead="城市与自然中的光影、互动与声音装置，记录公共艺术的现场。"
      rows={[{ label: '设计类型', chips: kinds }]}
      list={{ res, page: r.page, pathOf: artDevicePath, unit: '件装置作品', empty: { title: '暂无艺术装置', text: '艺术装置作品正在整理中。', href: artDesignPath(ART_DESIGN_HOME), label: '浏览艺术设计' } }}
      more={{
        label: '正在加载艺术设计',
        section: <ItemsSection title="热门艺术设计" load={listArtDesigns({ sort: 'hot', pageSize: 8 })} moreHref={artDesignPath(ART_DESIGN_HOME)} moreLabel={'全部艺术设计'} />,
      }}
    />
  );
}
