import type { Metadata } from 'next';
import { homeOfItem } from '@/lib/channel/audience';
import { notFound } from 'next/navigation';
import { getJhy } from '@/lib/api/seo';
import type { Channel } from '@/lib/channel/hosts';
import { itemHref } from '@/lib/content/item-href';
import { topicHref, TOPICS_HOME } from '@/lib/content/topics';
import { chinaDate } from '@/lib/time/days';
import { parseId } from '@/lib/route/params';
import { loadOr404, pagedRoute } from '@/lib/route/page-params';
import { isMissing } from '@/lib/editorial/result';
import { breadcrumbList, itemList, JsonLd, pageMetadata } from '@/lib/seo';
import { documentKeywords, documentWork } from '@/lib/content/detail-seo';
import { CoverImage } from '@/components/media/oss-img';
import { Paragraphs } from '@/components/detail';
import { CardGrid } from '@/components/content/card-grid';
import { PageHeading, pageClass } from '@/components/content/page-head';
import { Section } from '@/components/content/section';
import { TopicLinks } from '@/components/content/related-topics';
import { BkHotPanel } from '@/components/bk/bk-hot';
import { Deferred } from '@/components/editorial/deferred';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import styles from './jhy.module.css';

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';

type Props = { params: Promise<{ channel: string; seoId: string }> };
type Route = { channel: Channel; id: number };

const route = (props: Props): Promise<Route> => pagedRoute(props, (p) => ({ id: parseId(p.seoId) }));

const pathOf = topicHref;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { channel, id } = await route(props);
  const data = await loadOr404(getJhy(id));
  if (!data) return { title: '设计专题' };
  const { topic, items } = data;
  const sample = items.slice(0, 4).map((i) => i.title).join('、');
  return pageMetadata({
    channel,
    home: homeOfItem(topic, channel),
    path: pathOf(id),
    title: topic.title,
    description: `${topic.description.join('')}${sample ? ` 精选：${sample}等 ${items.length} 个作品。` : ''}`,
    image: { ...topic.cover, alt: topic.title },
    keywords: topic.seo?.keywords ?? topic.facts.keywords,
  });
}

function TopicContent({ channel, id, res }: Route & { res: Awaited<ReturnType<typeof getJhy>> }) {
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return <ErrorState retryHref={pathOf(id)} />;
  }
  const { topic, items, relatedTopics } = res.data;
  const path = pathOf(id);
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '设计专题', path: TOPICS_HOME },
    { name: topic.title, path },
  ];
  const keywords = documentKeywords(topic);
  return (
    <>
      <JsonLd
        data={[
          breadcrumbList(channel, crumbs),
          documentWork(channel, path, 'CollectionPage', topic),
          itemList(channel, topic.title, items.map((i) => ({ name: i.title, path: itemHref(i) }))),
        ]}
      />
      <PageHeading crumbs={crumbs} title={topic.title} lead={`${topic.classifyName} · 更新于 ${chinaDate(topic.updatedAt)}`} />
      <div className={styles.intro}>
        <CoverImage className={styles.hero} src={topic.cover.url} alt={topic.title} ratio={16 / 9} sizes="(max-width: 900px) 100vw, 560px" widths={[480, 720, 960, 1280]} priority />
        <div>
          <Paragraphs text={topic.description} />
          {keywords.length ? (
            <ul className={styles.keywords} aria-label="关键词">
              {keywords.map((k) => (
                <li key={k}>{k}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <Section title={`${topic.title}精选`} id="topic-items">
        {items.length ? (
          <CardGrid items={items} label={`${topic.title}精选`} eager={4} />
        ) : (
          <EmptyState title="专题内容更新中" text="这个专题的精选作品正在整理，先看看相关专题吧。" actions={[{ href: '/news', label: '浏览全球案例' }]} />
        )}
      </Section>
      {relatedTopics.length ? (
        <Section title="相关专题" id="related-topics">
          <TopicLinks topics={relatedTopics} className={styles.topics} area="相关专题" />
        </Section>
      ) : null}
    </>
  );
}

export default async function JhyPage(props: Props) {
  const r = await route(props);
  // Main content awaited before render: inline in the HTML, readable without JavaScript.
  const res = await getJhy(r.id);
  return (
    <div className={pageClass}>
      <TopicContent {...r} res={res} />
      <Section title="设计百科" id="bk-hot">
        <Deferred label="正在加载百科词条" count={2}>
          <BkHotPanel limit={12} />
        </Deferred>
      </Section>
    </div>
  );
}
