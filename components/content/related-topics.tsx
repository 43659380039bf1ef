import Link from 'next/link';
import { getRelatedTopics, type TopicsOf } from '@/lib/api/seo';
import { topicHref, TOPICS_HOME } from '@/lib/content/topics';
import { InlineWhenQuick } from './inline-when-quick';
import { Section } from './section';
import styles from './content.module.css';
import { areaAttrs, trackAttrs } from '@/components/tracking/server';

/**
 * 相关专题: the SEO topics an item, a category page or a search belongs to, as plain links, so
 * readers and crawlers reach the topic pages from the content they collect. Nothing when none.
 * Below the page's own content: in the HTML itself when the call answers quickly, else streamed
 * (InlineWhenQuick), so it never holds the page; laid out and hydrated as the reader nears it.
 */
export function RelatedTopics({ of, title = '相关专题' }: { of: TopicsOf; title?: string }) {
  const load = getRelatedTopics(of);
  return (
    <InlineWhenQuick wait={load} fallback={null}>
      <TopicsSection load={load} title={title} />
    </InlineWhenQuick>
  );
}

async function TopicsSection({ load, title }: { load: ReturnType<typeof getRelatedTopics>; title: string }) {
  const res = await load;
  if (!res.ok || res.data.topics.length === 0) return null;
  return (
    <Section id="related-topics" title={title} moreHref={TOPICS_HOME} moreLabel="全部专题" testId="related-topics" deferRender>
      <TopicLinks topics={res.data.topics} className={styles.topicLinks} area={title} />
    </Section>
  );
}

/** Topics as a list of plain links to their pages, each tracked as its topic in the spm area `area`. */
export function TopicLinks({ topics, className, area }: { topics: readonly { id: number; title: string }[]; className: string; area: string }) {
  return (
    <ul className={className} {...areaAttrs(area)}>
      {topics.map((t) => (
        <li key={t.id}>
          <Link href={topicHref(t.id)} prefetch={false} {...trackAttrs({ kind: 'jhy', id: t.id })}>
            {t.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
