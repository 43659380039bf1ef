import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getRankList } from '@/lib/api/content';
import type { RankName } from '@/lib/api/contract/kinds';
import type { Channel } from '@/lib/channel/hosts';
import { itemHref } from '@/lib/content/item-href';
import { isListKind, isRankName, KIND_LABELS, LIST_KINDS, RANK_LABELS, ranksOf, type ListKind } from '@/lib/content/kinds';
import { pageCount, pagePath, parsePageSegment } from '@/lib/content/pagination';
import { loadOr404, pagedRoute } from '@/lib/route/page-params';
import { breadcrumbList, itemList, JsonLd, pageMetadata } from '@/lib/seo';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { ChipNav } from '@/components/content/chip-nav';
import { PageHead } from '@/components/content/page-head';
import { PagedWaterfall } from '@/components/list';
import { ErrorState } from '@/components/states/error-state';
import content from '@/components/content/content.module.css';

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';

type Props = { params: Promise<{ channel: string; type: string; rankName: string; page?: string[] }> };
type Route = { channel: Channel; kind: ListKind; rank: RankName; page: number; base: string };

/** /listPage/{kind}/{rank}[/{page ≥ 2}]: known kinds and ranks only (download only for downloadable kinds). */
const resolve = (props: Props): Promise<Route> =>
  pagedRoute(props, (p) => (isListKind(p.type) && isRankName(p.rankName) && ranksOf(p.type).includes(p.rankName) ? { kind: p.type, rank: p.rankName, page: parsePageSegment(p.page), base: `/listPage/${p.type}/${p.rankName}` } : null));

const titleOf = (r: Route) => `${KIND_LABELS[r.kind]}${RANK_LABELS[r.rank]}${r.page > 1 ? `（第 ${r.page} 页）` : ''}`;

function crumbs(r: Route) {
  const list = [
    { name: '首页', path: '/' },
    { name: `${KIND_LABELS[r.kind]}${RANK_LABELS[r.rank]}`, path: r.base },
  ];
  return r.page > 1 ? [...list, { name: `第 ${r.page} 页`, path: pagePath(r.base, r.page) }] : list;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const r = await resolve(props);
  return pageMetadata({
    channel: r.channel,
    path: pagePath(r.base, r.page),
    title: titleOf(r),
    description: `${KIND_LABELS[r.kind]}${RANK_LABELS[r.rank]}${r.page > 1 ? `第 ${r.page} 页` : ''}：按${RANK_LABELS[r.rank].replace('榜', '')}排列的${KIND_LABELS[r.kind]}，每日更新。`,
  });
}

export default async function ListPage(props: Props) {
  const r = await resolve(props);
  return (
    <div className={`container ${content.page}`} data-testid="list-page">
      <JsonLd data={breadcrumbList(r.channel, crumbs(r))} />
      <Breadcrumbs crumbs={crumbs(r)} />
      <PageHead title={titleOf(r)} />
      <div className={content.toolbar}>
        <ChipNav label="榜单" chips={ranksOf(r.kind).map((rank) => ({ key: rank, label: RANK_LABELS[rank], href: `/listPage/${r.kind}/${rank}`, current: rank === r.rank }))} />
      </div>
      <ChipNav
        label="类型"
        chips={LIST_KINDS.filter((k) => ranksOf(k).includes(r.rank)).map((k) => ({ key: k, label: KIND_LABELS[k], href: `/listPage/${k}/${r.rank}`, current: k === r.kind }))}
      />
      {/* Awaited, not behind a Suspense boundary: see the classify screen. */}
      <RankResults r={r} />
    </div>
  );
}

async function RankResults({ r }: { r: Route }) {
  const data = await loadOr404(getRankList({ kind: r.kind, rank: r.rank, page: r.page, audience: r.channel }));
  if (!data) return <ErrorState retryHref={pagePath(r.base, r.page)} />;
  const pages = pageCount(data.total);
  if (r.page > pages) notFound();
  const label = titleOf(r);
  return (
    <div className={content.section}>
      <JsonLd data={itemList(r.channel, label, data.list.map((i) => ({ name: i.title, path: itemHref(i) })))} />
      <PagedWaterfall
        label={label}
        items={data.list}
        source={{ type: 'rank', kind: r.kind, rank: r.rank, audience: r.channel }}
        page={r.page}
        totalPages={pages}
        href={(n) => pagePath(r.base, n)}
        empty={{ text: '榜单还在统计中，稍后再来看看。', actions: [{ href: '/', label: '返回首页' }] }}
      />
    </div>
  );
}
