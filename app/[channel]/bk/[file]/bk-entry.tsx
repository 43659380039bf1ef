import type { Metadata } from 'next';
import { homeOfItem } from '@/lib/channel/audience';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getBkEntry } from '@/lib/api/seo';
import type { Channel } from '@/lib/channel/hosts';
import { BK_HOME_PATH, bkEntryPath, bkListPath } from '@/lib/editorial/bk-path';
import { chinaDate } from '@/lib/time/days';
import { isMissing } from '@/lib/editorial/result';
import { loadOr404 } from '@/lib/route/page-params';
import { breadcrumbList, JsonLd, pageMetadata } from '@/lib/seo';
import { documentKeywords, documentWork } from '@/lib/content/detail-seo';
import { BkRankList, bkStyles as styles } from '@/components/bk/bk-entry-list';
import { BkHotPanel } from '@/components/bk/bk-hot';
import { CoverImage } from '@/components/media/oss-img';
import { Deferred } from '@/components/editorial/deferred';
import { PageHeading } from '@/components/content/page-head';
import { ErrorState } from '@/components/states/error-state';

export async function bkEntryMetadata(channel: Channel, id: number): Promise<Metadata> {
  const data = await loadOr404(getBkEntry(id));
  if (!data) return { title: '设计百科' };
  const { entry } = data;
  return pageMetadata({
    channel,
    home: homeOfItem(entry, channel),
    path: bkEntryPath(id),
    title: `${entry.title} - ${entry.classifyName}百科`,
    description: entry.description.join(''),
    image: { ...entry.cover, alt: entry.title },
    type: 'article',
    keywords: entry.seo?.keywords ?? entry.facts.keywords,
  });
}

export function BkEntryContent({ channel, id, res }: { channel: Channel; id: number; res: Awaited<ReturnType<typeof getBkEntry>> }) {
  if (!res.ok) {
    if (isMissing(res)) notFound();
    return <ErrorState retryHref={bkEntryPath(id)} />;
  }
  const { entry, related } = res.data;
  const path = bkEntryPath(id);
  const keywords = documentKeywords(entry);
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '设计百科', path: BK_HOME_PATH },
    { name: entry.classifyName, path: bkListPath(entry.classifyId, 1) },
    { name: entry.title, path },
  ];
  return (
    <>
      <JsonLd data={[breadcrumbList(channel, crumbs), documentWork(channel, path, 'Article', entry)]} />
      <PageHeading crumbs={crumbs} title={entry.title} lead={`${entry.classifyName} · 更新于 ${chinaDate(entry.updatedAt)} · ${entry.viewCount.toLocaleString('zh-CN')} 次浏览`} />
      <div className={styles.columns}>
        <article className={styles.article}>
          {entry.images.length ? (
            <div className={styles.figures}>
              {entry.images.slice(0, 3).map((img, i) => (
                <figure key={`${img.key}-${i}`}>
                  <CoverImage src={img.url} alt={`${entry.title} 示意图 ${i + 1}`} ratio={img.width > 0 && img.height > 0 ? img.width / img.height : 4 / 3} sizes="(max-width: 900px) 100vw, 300px" widths={[320, 480, 640]} priority={i === 0} />
                  <figcaption>
                    {entry.title} 示意图 {i + 1}
                  </figcaption>
                </figure>
              ))}
            </div>
          ) : null}
          <h2>词条释义</h2>
          <div className={styles.text}>
            {entry.description.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          {keywords.length ? (
            <>
              <h2>关键词</h2>
              <ul className={styles.keywords}>
                {keywords.map((k) => (
                  <li key={k}>{k}</li>
                ))}
              </ul>
            </>
          ) : null}
          <p>
            <Link href={bkListPath(entry.classifyId, 1)} prefetch={false}>
              查看更多{entry.classifyName}词条 →
            </Link>
          </p>
        </article>
        <div>
          <aside className={styles.panel} aria-labelledby="bk-related">
            <h2 className={styles.panelTitle} id="bk-related">
              相关词条
            </h2>
            {related.length ? <BkRankList entries={related} /> : <p>暂无相关词条。</p>}
          </aside>
          <Deferred label="正在加载热门词条" count={2}>
            <BkHotPanel exclude={[id, ...related.map((r) => r.id)]} />
          </Deferred>
        </div>
      </div>
    </>
  );
}
