import { listMagazines } from '@/lib/api/magazines';
import { getWorldNav } from '@/lib/api/world-nav';
import { MAGAZINE_HOME, magazinePath } from '@/lib/editorial/list-paths';
import { DomainItem } from '@/components/cards/domain-item';
import { ChipNav } from '@/components/content/chip-nav';
import { Section } from '@/components/content/section';
import { Deferred, ItemsSection } from '@/components/editorial/deferred';
import { hubPage } from '@/app/[channel]/_controllers/hub-page';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import styles from './world-nav.module.css';

export const revalidate = 300;

const PATH = '/worldNav';

function NavContent({ res }: { res: Awaited<ReturnType<typeof getWorldNav>> }) {
  if (!res.ok) return <ErrorState retryHref={PATH} />;
  const groups = res.data.groups.filter((g) => g.sites.length);
  if (!groups.length) return <EmptyState title="暂无站点" text="导航站点正在整理中。" actions={[{ href: '/', label: '返回首页' }]} />;
  return (
    <>
      <ChipNav chips={groups.map((g) => ({ key: g.classifyId, label: g.name, href: `#nav-${g.classifyId}`, current: false }))} label="站点分类" />
      {groups.map((g) => (
        <Section key={g.classifyId} title={g.name} id={`nav-${g.classifyId}`}>
          <ul className={styles.sites}>
            {g.sites.map((s) => (
              <li key={s.webId}>
                <DomainItem site={s} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}

const page = hubPage({
  path: PATH,
  title: '设计世界导航',
  lead: '设计师常用网站一站直达：建筑媒体、设计社区、模型与贴图素材、设计软件、国际奖项、博物馆与家居品牌。',
  keywords: ['设计网站导航', '建筑网站', '设计素材网站', '设计师导航'],
  main: async () => <NavContent res={await getWorldNav()} />,
  secondary: () => (
    <Deferred label="正在加载设计杂志">
      <ItemsSection title="站内设计杂志" load={listMagazines({ sort: 'hot', pageSize: 5 })} limit={5} ratio={5 / 7} moreHref={magazinePath(MAGAZINE_HOME)} moreLabel={'全部杂志'} />
    </Deferred>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
