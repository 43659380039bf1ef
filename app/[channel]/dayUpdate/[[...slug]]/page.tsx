import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDayUpdate } from '@/lib/api/content';
import type { DayUpdate } from '@/lib/api/contract/content';
import type { Channel } from '@/lib/channel/hosts';
import { dayLabel, dayUpdatePath, isWithinDays, parseDayUpdateSlug, type DayUpdateParams } from '@/lib/content/day-update';
import { itemHref } from '@/lib/content/item-href';
import { pageCount } from '@/lib/content/pagination';
import { loadOr404, pagedRoute } from '@/lib/route/page-params';
import { breadcrumbList, itemList, JsonLd, pageMetadata } from '@/lib/seo';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { ChipNav } from '@/components/content/chip-nav';
import { PageHead } from '@/components/content/page-head';
import { PagedWaterfall } from '@/components/list';
import { ErrorState } from '@/components/states/error-state';
import content from '@/components/content/content.module.css';

export const revalidate = 300;

// The optional catch-all keeps /dayUpdate out of the build (the API is not running then); ISR after.
export { generateStaticParams } from '@/lib/route/on-demand';

type Props = { params: Promise<{ channel: string; slug?: string[] }> };

const resolve = (props: Props) =>
  pagedRoute(props, (p) => {
    const q = parseDayUpdateSlug(p.slug);
    return q && (!q.date || isWithinDays(q.date)) ? { q } : null;
  });

/** The day's page; a date outside the 30-day list, or a page past the end, is a 404. null: unavailable. */
async function load(q: DayUpdateParams, channel: Channel): Promise<DayUpdate | null> {
  // The day's list favours the channel's audience (the day counts are the whole catalogue's).
  const data = await loadOr404(getDayUpdate({ date: q.date ?? undefined, page: q.page, audience: channel }));
  if (!data) return null;
  if (q.date && !data.days.some((d) => d.date === q.date)) notFound();
  if (q.page > pageCount(data.list.total)) notFound();
  return data;
}

function titleOf(q: DayUpdateParams, data: DayUpdate | null): string {
  const day = data ? `${dayLabel(data.date, data.days[0]?.date ?? data.date)}（${data.date}）` : (q.date ?? '今日');
  return `每日更新 · ${day}${q.page > 1 ? ` 第 ${q.page} 页` : ''}`;
}

/** The day's whole count (the chips' figure) and, when the channel's list is narrower, its share. */
function daySummary(data: DayUpdate): string {
  const all = data.days.find((d) => d.date === data.date)?.count ?? data.list.total;
  return data.list.total < all ? `全站当天更新 ${all} 个作品，本频道精选 ${data.list.total} 个` : `当天更新 ${all} 个作品`;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { channel, q } = await resolve(props);
  const data = await load(q, channel);
  return pageMetadata({
    channel,
    path: dayUpdatePath(q.date, q.page),
    title: titleOf(q, data),
    description: data ? `${data.date} 更新的设计案例、灵感图片、模型、贴图与施工图，共 ${data.list.total} 个。近 30 天每日更新一览。` : '近 30 天每日更新的设计案例、灵感图片、模型与素材。',
    noindex: !data,
  });
}

export default async function DayUpdatePage(props: Props) {
  const { channel, q } = await resolve(props);
  // Awaited before render (no Suspense boundary): see the classify screen.
  const data = await load(q, channel);
  return (
    <div className={`container ${content.page}`} data-testid="day-update">
      {data ? <DayUpdateContent channel={channel} q={q} data={data} /> : <ErrorState retryHref={dayUpdatePath(q.date, q.page)} />}
    </div>
  );
}

function DayUpdateContent({ channel, q, data }: { channel: Channel; q: DayUpdateParams; data: DayUpdate }) {
  const today = data.days[0]?.date ?? data.date;
  const title = titleOf(q, data);
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '每日更新', path: '/dayUpdate' },
    ...(q.date ? [{ name: data.date, path: dayUpdatePath(q.date, q.page) }] : []),
  ];
  return (
    <>
      <JsonLd data={[breadcrumbList(channel, crumbs), itemList(channel, title, data.list.list.map((i) => ({ name: i.title, path: itemHref(i) })))]} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHead title={title} sub={daySummary(data)} />
      <ChipNav
        label="近 30 天"
        testId="day-list"
        chips={data.days.map((d) => ({ key: d.date, label: dayLabel(d.date, today), href: dayUpdatePath(d.date), current: d.date === data.date, count: d.count }))}
      />
      <div className={content.section}>
        <PagedWaterfall
          label={title}
          items={data.list.list}
          source={{ type: 'dayUpdate', date: data.date, audience: channel }}
          page={q.page}
          totalPages={pageCount(data.list.total)}
          href={(n) => (n === 1 && !q.date ? '/dayUpdate' : dayUpdatePath(data.date, n))}
          showTime
          empty={{ title: '这一天没有更新', text: '换一天看看，或浏览最新上传。', actions: [{ href: '/listPage/case/new', label: '最新案例' }] }}
        />
      </div>
    </>
  );
}
