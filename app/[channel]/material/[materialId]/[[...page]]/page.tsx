import type { Metadata } from 'next';
import { listMaterials } from '@/lib/api/materials';
import type { Channel } from '@/lib/channel/hosts';
import { classifyTabs } from '@/lib/editorial/classify-tree';
import { pagePath, parseIdOrZero, parsePageSegment } from '@/lib/route/params';
import { loadCategory, pagedRoute } from '@/lib/route/page-params';
import { pageMetadata } from '@/lib/seo';
import { ItemsSection } from '@/components/editorial/deferred';
import { CategoryListScreen } from '@/app/[channel]/_controllers/category-list-page';
import { PAGE_SIZE } from '@/lib/policy';

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';

type Props = { params: Promise<{ channel: string; materialId: string; page?: string[] }> };
type Route = { channel: Channel; classifyId: number; page: number };

const route = (props: Props): Promise<Route> => pagedRoute(props, (p) => ({ classifyId: parseIdOrZero(p.materialId), page: parsePageSegment(p.page) }));

const pathOf = (classifyId: number, page = 1) => pagePath(`/material/${classifyId}`, page);

const category = (classifyId: number) => loadCategory('material', classifyId);

function titleOf(name: string | null, page: number): string {
  return `${name ? `${name} - 材料库` : '材料库'}${page > 1 ? `（第 ${page} 页）` : ''}`;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const r = await route(props);
  const { name } = await category(r.classifyId);
  return pageMetadata({
    channel: r.channel,
    path: pathOf(r.classifyId, r.page),
    title: titleOf(name, r.page),
    description: `${name ?? '石材、木材、金属、玻璃、陶瓷、涂料、织物与新型材料'}的规格、品牌与实景图片，为室内与建筑设计选材提供参考。`,
    keywords: [name ?? '材料库', '装饰材料', '建筑材料', '材料选型'],
  });
}

export default async function MaterialPage(props: Props) {
  const r = await route(props);
  // Main content awaited before render: inline HTML, and 404 before the first byte.
  const [{ tree, name }, res] = await Promise.all([category(r.classifyId), listMaterials({ classifyId: r.classifyId, page: r.page, pageSize: PAGE_SIZE, sort: 'new' })]);
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '材料库', path: pathOf(0) },
    ...(name ? [{ name, path: pathOf(r.classifyId, r.page) }] : []),
  ];
  const tabs = tree ? classifyTabs(tree, r.classifyId, (id) => pathOf(id)) : null;
  return (
    <CategoryListScreen
      channel={r.channel}
      crumbs={crumbs}
      title={titleOf(name, r.page)}
      lead="精选装饰与建筑材料：规格、品牌、材质与实景应用图片。"
      rows={[
        { label: '材料分类', chips: tabs ? tabs.tops : null },
        { label: '细分类别', chips: tabs?.children.length ? tabs.children : null },
      ]}
      list={{ res, page: r.page, pathOf: (p) => pathOf(r.classifyId, p), unit: '种材料', empty: { title: '暂无材料', text: '这个分类还没有收录材料。', href: pathOf(0), label: '查看全部材料' } }}
      more={{
        label: '正在加载热门材料',
        section: <ItemsSection title={name ? `热门${name}` : '热门材料'} load={listMaterials({ classifyId: r.classifyId, sort: 'hot', pageSize: 32 })} exclude={res.ok ? res.data.list.map((i) => i.id) : []} />,
      }}
    />
  );
}
