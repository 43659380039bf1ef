import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { listMagazines } from '@/lib/api/magazines';
import { getWorldNav } from '@/lib/api/world-nav';
import { MAGAZINE_HOME, magazinePath } from '@/lib/editorial/list-paths';
import type { Channel } from '@/lib/channel/hosts';
import { skipBuildPrerender } from '@/lib/editorial/build-time';
import { parseChannel } from '@/lib/editorial/params';
import { breadcrumbList, JsonLd, pageMetadata } from '@/lib/seo';
import { CoverImage } from '@/components/editorial/cover-image';
import { PageHeading, Section, TabLinks, pageClass } from '@/components/editorial/page-heading';
import { Deferred, ItemsSection } from '@/components/editorial/deferred';
import { EmptyState, ErrorState } from '@/components/editorial/states';
import styles from './world-nav.module.css';

export const revalidate = 300;

const PATH = '/worldNav';
const TITLE = '设计世界导航';
const LEAD = '设计师常用网站一站直达：建筑媒体、设计社区、模型与贴图素材、设计软件、国际奖项、博物馆与家居品牌。';
const CRUMBS = [
  { name: '首页', path: '/' },
  { name: TITLE, path: PATH },
];

type Props = { params: Promise<{ channel: string }> };

async function channelOf(props: Props): Promise<Channel> {
  const channel = parseChannel((await props.params).channel);
  if (!channel) notFound();
  return channel;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return pageMetadata({ channel: await channelOf(props), path: PATH, title: TITLE, description: LEAD, keywords: ['设计网站导航', '建筑网站', '设计素材网站', '设计师导航'] });
}

function NavContent({ res }: { res: Awaited<ReturnType<typeof getWorldNav>> }) {
  if (!res.ok) return <ErrorState retryHref={PATH} />;
  const groups = res.data.groups.filter((g) => g.sites.length);
  if (!groups.length) return <EmptyState title="暂无站点" text="导航站点正在整理中。" actions={[{ href: '/', label: '返回首页' }]} />;
  return (
    <>
      <TabLinks tabs={groups.map((g) => ({ key: g.classifyId, label: g.name, href: `#nav-${g.classifyId}`, current: false }))} label="站点分类" />
      {groups.map((g) => (
        <Section key={g.classifyId} title={g.name} id={`nav-${g.classifyId}`}>
          <ul className={styles.sites}>
            {g.sites.map((s) => (
              <li key={s.webId}>
                {/* Out through the transfer page: it only follows the address the API vouches for. */}
                <Link className={styles.site} href={`/tranferPage/${s.webId}`} prefetch={false} rel="nofollow">
                  <CoverImage className={styles.logo} src={s.logo.url} alt="" ratio={1} sizes="48px" widths={[48, 96, 144]} />
                  <span className={styles.text}>
                    <strong>{s.name}</strong>
                    <span className={styles.host}>{s.host}</span>
                    <span className={styles.desc}>{s.description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}

export default async function WorldNavPage(props: Props) {
  await skipBuildPrerender();
  const channel = await channelOf(props);
  // Main content awaited before render: inline in the HTML, readable without JavaScript.
  const res = await getWorldNav();
  return (
    <div className={pageClass}>
      <JsonLd data={breadcrumbList(channel, CRUMBS)} />
      <PageHeading crumbs={CRUMBS} title={TITLE} lead={LEAD} />
      <NavContent res={res} />
      <Deferred label="正在加载设计杂志">
        <ItemsSection title="站内设计杂志" load={listMagazines({ sort: 'hot', pageSize: 5 })} limit={5} ratio={5 / 7} more={{ href: magazinePath(MAGAZINE_HOME), label: '全部杂志' }} />
      </Deferred>
    </div>
  );
}
