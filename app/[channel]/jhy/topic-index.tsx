import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTopicIndex } from '@/lib/api/seo';
import type { TopicIndex } from '@/lib/api/contract/seo';
import type { Channel } from '@/lib/channel/hosts';
import { topicHref, topicListHref, TOPICS_HOME } from '@/lib/content/topics';
import { TOPIC_PAGE_SIZE } from '@/lib/policy';
import { pageCount } from '@/lib/content/pagination';
import { parseNumberParts } from '@/lib/route/params';
import { pagedRoute } from '@/lib/route/page-params';
import { isMissing } from '@/lib/editorial/result';
import { breadcrumbList, itemList, JsonLd, pageMetadata } from '@/lib/seo';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { ChipNav } from '@/components/content/chip-nav';
import { PageHead } from '@/components/content/page-head';
import { Pagination } from '@/components/list';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import content from '@/components/content/content.module.css';
import { areaAttrs, trackAttrs } from '@/components/tracking/server';


interface TopicIndexRoute {
  channel: Channel;
  classifyId: number;
  page: number;
}

/** /jhy is page 1 of all families; /jhy/list/{classifyId}_{page} the rest (page 1 of all redirects nowhere: it 404s, one URL per page). */
export async function topicIndexRoute(params: Promise<{ channel: string; slug?: string }>): Promise<TopicIndexRoute> {
  return pagedRoute({ params }, (p) => {
    if (p.slug === undefined) return { classifyId: 0, page: 1 };
    const parts = parseNumberParts(p.slug, 2);
    if (!parts || parts[1]! < 1 || (parts[0] === 0 && parts[1] === 1)) return null;
    return { classifyId: parts[0]!, page: parts[1]! };
  });
}

const loadIndex = (r: TopicIndexRoute) => getTopicIndex(r.classifyId, r.page, TOPIC_PAGE_SIZE);

function familyName(data: TopicIndex, classifyId: number): string | undefined {
  return classifyId === 0 ? undefined : data.classifies.find((c) => c.id === classifyId)?.name;
}

function titleOf(data: TopicIndex, r: TopicIndexRoute): string {
  const family = familyName(data, r.classifyId);
  return `${family ? `${family}专题` : '设计专题'}${r.page > 1 ? `（第 ${r.page} 页）` : ''}`;
}

export async function topicIndexMetadata(r: TopicIndexRoute): Promise<Metadata> {
  const res = await loadIndex(r);
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return { title: '设计专题', robots: { index: false, follow: true } };
  }
  if (r.page > pageCount(res.data.total, TOPIC_PAGE_SIZE)) notFound();
  const sample = res.data.list.slice(0, 6).map((t) => t.title).join('、');
  return pageMetadata({
    channel: r.channel,
    path: topicListHref(r.classifyId, r.page),
    title: titleOf(res.data, r),
    description: `${familyName(res.data, r.classifyId) ?? '室内、建筑、景观、软装与装修'}设计专题，共 ${res.data.total} 个：${sample}等，每个专题精选相关案例与灵感图片。`,
    keywords: ['设计专题', ...res.data.classifies.map((c) => c.name)],
  });
}

/** The topics index: family chips with counts, the topics of this page as links, pagination. */
export async function TopicIndexScreen({ route: r }: { route: TopicIndexRoute }) {
  const res = await loadIndex(r);
  const path = topicListHref(r.classifyId, r.page);
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return (
      <div className={`container ${content.page}`}>
        <ErrorState retryHref={path} />
      </div>
    );
  }
  const data = res.data;
  const pages = pageCount(data.total, TOPIC_PAGE_SIZE);
  if (r.page > pages) notFound();
  const title = titleOf(data, r);
  const crumbs = [
    { name: '首页', path: '/' },
    ...(r.classifyId === 0 && r.page === 1 ? [] : [{ name: '设计专题', path: TOPICS_HOME }]),
    { name: title, path },
  ];
  const chips = [
    { key: 0, label: '全部', href: TOPICS_HOME, current: r.classifyId === 0, count: data.classifies.reduce((n, c) => n + c.count, 0) },
    ...data.classifies.map((c) => ({ key: c.id, label: c.name, href: topicListHref(c.id), current: c.id === r.classifyId, count: c.count })),
  ];
  return (
    <div className={`container ${content.page}`} data-testid="topic-index">
      <JsonLd data={[breadcrumbList(r.channel, crumbs), itemList(r.channel, title, data.list.map((t) => ({ name: t.title, path: topicHref(t.id) })))]} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHead title={title} sub={`按主题整理的案例与灵感合集，共 ${data.total.toLocaleString('zh-CN')} 个专题${pages > 1 ? `，第 ${r.page} / ${pages} 页` : ''}。`} />
      <ChipNav label="专题分类" chips={chips} testId="topic-families" />
      {data.list.length ? (
        <ul className={`${content.topicLinks} ${content.topicIndexList}`} data-testid="topic-list" {...areaAttrs('专题列表')}>
          {data.list.map((t) => (
            <li key={t.id}>
              <Link href={topicHref(t.id)} prefetch={false} {...trackAttrs({ kind: 'jhy', id: t.id })}>
                {t.title}
                {r.classifyId === 0 && <span className="visually-hidden">（{t.classifyName}）</span>}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="暂无专题" text="这个分类的专题正在整理中。" actions={[{ href: TOPICS_HOME, label: '查看全部专题' }]} />
      )}
      <Pagination page={r.page} totalPages={pages} href={(p) => topicListHref(r.classifyId, p)} />
    </div>
  );
}
