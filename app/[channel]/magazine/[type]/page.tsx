import type { Metadata } from 'next';
import { listMagazines, listPeriodicals } from '@/lib/api/magazines';
import type { Channel } from '@/lib/channel/hosts';
import { classifyTabs } from '@/lib/editorial/classify-tree';
import { MAGAZINE_HOME, magazinePath, parseMagazineType, type MagazineRoute } from '@/lib/editorial/list-paths';
import { loadCategory, pagedRoute } from '@/lib/route/page-params';
import { pageMetadata } from '@/lib/seo';
import { CategoryListScreen } from '@/app/[channel]/_controllers/category-list-page';
import { ItemsSection } from '@/components/editorial/deferred';
import { PAGE_SIZE } from '@/lib/policy';

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';

const COVER_RATIO = 5 / 7;
type Props = { params: Promise<{ channel: string; type: string }> };
type Route = MagazineRoute & { channel: Channel };

const route = (props: Props): Promise<Route> => pagedRoute(props, (p) => parseMagazineType(p.type));
const category = (classifyId: number) => loadCategory('magazine', classifyId);

function titleOf(r: MagazineRoute, name: string | null): string {
  const what = r.view === 'magazines' ? (name ?? '设计杂志') : `${name ?? ''}最新期刊`;
  const order = r.sort === 'new' ? '最新' : '热门';
  return `${what}${r.view === 'magazines' ? `（${order}）` : ''}${r.page > 1 ? ` 第 ${r.page} 页` : ''}`;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const r = await route(props);
  const { name } = await category(r.classifyId);
  return pageMetadata({
    channel: r.channel,
    path: magazinePath(r),
    title: titleOf(r, name),
    description: `${name ?? '建筑、室内、景观、设计综合与艺术'}类设计杂志与期刊在线阅读：El Croquis、Domus、Interior Design 等国内外权威刊物的往期内容与专题。`,
    keywords: [name ?? '设计杂志', '建筑杂志', '室内设计杂志', '期刊'],
  });
}

export default async function MagazinePage(props: Props) {
  const r = await route(props);
  const query = { classifyId: r.classifyId, sort: r.sort, page: r.page, pageSize: PAGE_SIZE };
  // Main content awaited before render: inline HTML, and 404 before the first byte.
  const [{ tree, name }, res] = await Promise.all([category(r.classifyId), r.view === 'magazines' ? listMagazines(query) : listPeriodicals(query)]);
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '设计杂志', path: magazinePath(MAGAZINE_HOME) },
    ...(name || r.view === 'issues' || r.page > 1 ? [{ name: titleOf(r, name), path: magazinePath(r) }] : []),
  ];
  const views = [
    { key: 'magazines', label: '杂志', href: magazinePath({ ...r, view: 'magazines', page: 1 }), current: r.view === 'magazines' },
    { key: 'issues', label: '最新期刊', href: magazinePath({ ...r, view: 'issues', page: 1 }), current: r.view === 'issues' },
  ];
  const sorts = [
    { key: 'hot', label: '热门', href: magazinePath({ ...r, sort: 'hot', page: 1 }), current: r.sort === 'hot' },
    { key: 'new', label: '最新', href: magazinePath({ ...r, sort: 'new', page: 1 }), current: r.sort === 'new' },
  ];
  return (
    <CategoryListScreen
      channel={r.channel}
      crumbs={crumbs}
      title={titleOf(r, name)}
      lead="国内外建筑、室内、景观与艺术设计杂志，按期在线阅读。"
      rows={[
        { label: '浏览方式', chips: views, showLabel: true },
        { label: '杂志类型', chips: tree ? classifyTabs(tree, r.classifyId, (classifyId) => magazinePath({ ...r, classifyId, page: 1 })).tops : null, showLabel: true },
        { label: '排序', chips: sorts, showLabel: true },
      ]}
      list={{
        res,
        page: r.page,
        pathOf: (page) => magazinePath({ ...r, page }),
        ratio: COVER_RATIO,
        unit: r.view === 'magazines' ? '本杂志' : '期期刊',
        empty: { title: '暂无杂志', text: '这个类型还没有收录杂志。', href: magazinePath({ ...r, classifyId: 0, page: 1 }), label: '查看全部杂志' },
      }}
      more={{
        label: '正在加载推荐',
        section:
          r.view === 'magazines' ? (
            <ItemsSection title="最新一期" load={listPeriodicals({ classifyId: r.classifyId, sort: 'new', pageSize: 6 })} ratio={COVER_RATIO} limit={6} moreHref={magazinePath({ ...r, view: 'issues', sort: 'new', page: 1 })} moreLabel="全部期刊" />
          ) : (
            <ItemsSection title="热门杂志" load={listMagazines({ classifyId: r.classifyId, sort: 'hot', pageSize: 6 })} ratio={COVER_RATIO} limit={6} moreHref={magazinePath({ ...r, view: 'magazines', page: 1 })} moreLabel="全部杂志" />
          ),
      }}
    />
  );
}
