import Link from 'next/link';
import { listTopDesigners } from '@/lib/api/designers';
import { getBkHome } from '@/lib/api/seo';
import type { Channel } from '@/lib/channel/hosts';
import { BK_HOME_PATH, bkDesignersPath, bkEntryPath, bkListPath } from '@/lib/editorial/bk-path';
import { itemList, JsonLd } from '@/lib/seo';
import { BkEntryList, bkStyles as styles } from '@/components/bk/bk-entry-list';
import { BkHotList } from '@/components/bk/bk-hot';
import { Section } from '@/components/content/section';
import { Deferred, DesignersSection } from '@/components/editorial/deferred';
import { hubPage } from '@/app/[channel]/_controllers/hub-page';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';

export const revalidate = 300;

/** A panel of category links: the entry categories (with their counts), the designer directories. */
function CategoryPanel({ id, title, cats }: { id: string; title: string; cats: { id: number; name: string; href: string; count?: number }[] }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 className={styles.panelTitle} id={id}>
        {title}
      </h2>
      <ul className={styles.cats}>
        {cats.map((c) => (
          <li key={c.id}>
            <Link href={c.href} prefetch={false}>
              {c.name}
              {c.count !== undefined && <span>{c.count} 条</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BkHomeContent({ channel, res }: { channel: Channel; res: Awaited<ReturnType<typeof getBkHome>> }) {
  if (!res.ok) return <ErrorState retryHref={BK_HOME_PATH} />;
  const { classifies, designerClassifies, hot, latest } = res.data;
  if (!classifies.length && !latest.length) return <EmptyState title="暂无百科词条" text="百科内容正在编写中。" actions={[{ href: '/', label: '返回首页' }]} />;
  return (
    <>
      <JsonLd data={itemList(channel, '热门百科词条', hot.map((e) => ({ name: e.title, path: bkEntryPath(e.id) })))} />
      <div className={styles.columns}>
        <div>
          <CategoryPanel id="bk-cats" title="词条分类" cats={classifies.map((c) => ({ id: c.id, name: c.name, href: bkListPath(c.id, 1), count: c.itemCount }))} />
          <CategoryPanel id="bk-designer-cats" title="设计师名录" cats={designerClassifies.map((c) => ({ id: c.id, name: c.name, href: bkDesignersPath(c.id, 1) }))} />
          <Section title="最新词条" id="bk-latest">
            <div className={styles.panel}>
              <BkEntryList entries={latest} headingLevel="h3" />
            </div>
          </Section>
        </div>
        <BkHotList entries={hot} id="bk-hot" aside />
      </div>
    </>
  );
}

const page = hubPage({
  path: BK_HOME_PATH,
  title: '设计百科',
  lead: '建筑、室内与景观设计术语，建筑材料、设计风格、建筑流派、设计软件与施工工艺词条，以及全球设计师名录。',
  metaTitle: '设计百科 - 建筑室内景观术语与设计师名录',
  keywords: ['设计百科', '建筑术语', '室内设计术语', '设计风格', '建筑流派', '设计师'],
  main: async (channel) => <BkHomeContent channel={channel} res={await getBkHome()} />,
  secondary: () => (
    <Deferred label="正在加载设计师" people count={3}>
      <DesignersSection title="知名设计师" load={listTopDesigners({ type: 0, sort: 'hot', page: 1, pageSize: 12 })} limit={12} moreHref={'/designerEntrance'} moreLabel={'设计师入口'} id="bk-designers" />
    </Deferred>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
