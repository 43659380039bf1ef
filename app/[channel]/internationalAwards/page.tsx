import { listAwards } from '@/lib/api/awards';
import { getClassifyTree } from '@/lib/api/classify';
import { listTopDesigners } from '@/lib/api/designers';
import type { ItemSummary } from '@/lib/api/contract/content';
import { itemList, JsonLd } from '@/lib/seo';
import type { Channel } from '@/lib/channel/hosts';
import { CardGrid } from '@/components/content/card-grid';
import { Section } from '@/components/content/section';
import { Deferred, DesignersSection } from '@/components/editorial/deferred';
import { hubPage } from '@/app/[channel]/_controllers/hub-page';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';

export const revalidate = 300;

const PATH = '/internationalAwards';
const TITLE = '国际设计奖项';

/** Awards grouped by their category, in the category tree's order. */
function groupAwards(awards: readonly ItemSummary[], order: readonly { id: number; name: string }[]) {
  const groups = order.map((c) => ({ id: c.id, name: c.name, list: awards.filter((a) => a.topClassifyId === c.id) }));
  const known = new Set(order.map((c) => c.id));
  const rest = awards.filter((a) => !known.has(a.topClassifyId));
  if (rest.length) groups.push({ id: 0, name: '其他奖项', list: rest });
  return groups.filter((g) => g.list.length);
}

function AwardsContent({ channel, awards, tree }: { channel: Channel; awards: Awaited<ReturnType<typeof listAwards>>; tree: Awaited<ReturnType<typeof getClassifyTree>> }) {
  if (!awards.ok) return <ErrorState retryHref={PATH} />;
  if (!awards.data.list.length) return <EmptyState title="暂无奖项" text="奖项资料正在整理中。" actions={[{ href: '/', label: '返回首页' }]} />;
  const order = tree.ok ? tree.data : [];
  const groups = groupAwards(awards.data.list, order);
  return (
    <>
      <JsonLd data={itemList(channel, TITLE, awards.data.list.map((a) => ({ name: a.title, path: `/awardsDetail/${a.id}` })))} />
      {groups.map((g, i) => (
        <Section key={g.id} title={`${g.name}（${g.list.length}）`} id={`awards-${g.id}`}>
          <CardGrid items={g.list} label={g.name} ratio={1} eager={i === 0 ? 4 : 0} />
        </Section>
      ))}
    </>
  );
}

const page = hubPage({
  path: PATH,
  title: TITLE,
  lead: '普利兹克奖、密斯奖、iF、红点等建筑、室内、景观与产品设计领域的国际奖项，按领域浏览历届获奖作品。',
  main: async (channel) => {
    const [awards, tree] = await Promise.all([listAwards(), getClassifyTree('award')]);
    return <AwardsContent channel={channel} awards={awards} tree={tree} />;
  },
  secondary: () => (
    <Deferred label="正在加载顶尖设计师" people count={3}>
      <DesignersSection title="顶尖设计师" load={listTopDesigners({ type: 0, sort: 'hot', page: 1, pageSize: 6 })} moreHref={'/designerEntrance'} moreLabel={'设计师入口'} />
    </Deferred>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
