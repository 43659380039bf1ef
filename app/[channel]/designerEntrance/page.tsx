import { listAwards } from '@/lib/api/awards';
import { getDesignerEntrance } from '@/lib/api/designers';
import type { Channel } from '@/lib/channel/hosts';
import { designerHref } from '@/lib/content/item-href';
import { topTeacherPath } from '@/lib/editorial/list-paths';
import { itemList, JsonLd } from '@/lib/seo';
import { DesignerGrid } from '@/components/editorial/designer-card';
import { CardGrid } from '@/components/content/card-grid';
import { ChipNav } from '@/components/content/chip-nav';
import { Section } from '@/components/content/section';
import { Deferred, ItemsSection } from '@/components/editorial/deferred';
import { hubPage } from '@/app/[channel]/_controllers/hub-page';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';

export const revalidate = 300;

const PATH = '/designerEntrance';

function EntranceContent({ channel, res }: { channel: Channel; res: Awaited<ReturnType<typeof getDesignerEntrance>> }) {
  if (!res.ok) return <ErrorState retryHref={PATH} />;
  const { fields, topByField, newest, featuredWorks } = res.data;
  if (!fields.length && !newest.length) return <EmptyState title="暂无设计师" text="设计师资料正在整理中。" actions={[{ href: '/', label: '返回首页' }]} />;
  const tabs = [
    { key: 0, label: `全部领域（${fields.reduce((n, f) => n + f.topCount, 0)} 位大师）`, href: topTeacherPath(0), current: false },
    ...fields.map((f) => ({ key: f.field, label: `${f.name}（${f.count}）`, href: topTeacherPath(f.field), current: false })),
  ];
  const listed = topByField.flatMap((g) => g.list);
  return (
    <>
      <JsonLd data={itemList(channel, '顶尖设计师', listed.map((d) => ({ name: d.name, path: designerHref(d.id) })))} />
      <ChipNav chips={tabs} label="设计领域" />
      {topByField
        .filter((g) => g.list.length)
        .map((g) => (
          <Section key={g.field} title={`${g.name}领域大师`} moreHref={topTeacherPath(g.field)} moreLabel={`查看全部${g.name}大师`} id={`field-${g.field}`}>
            <DesignerGrid designers={g.list} />
          </Section>
        ))}
      {newest.length ? (
        <Section title="最新入驻设计师" moreHref={topTeacherPath(0)} moreLabel={'全部顶尖设计师'} id="newest">
          <DesignerGrid designers={newest} />
        </Section>
      ) : null}
      {featuredWorks.length ? (
        <Section title="设计师精选作品" id="works">
          <CardGrid items={featuredWorks} label="设计师精选作品" />
        </Section>
      ) : null}
    </>
  );
}

const page = hubPage({
  path: PATH,
  title: '设计师入口',
  lead: '按建筑、室内、景观、产品与艺术领域发现全球顶尖设计师与新锐设计师，浏览他们的代表作品。',
  metaTitle: '设计师入口 - 全球顶尖设计师',
  keywords: ['设计师', '建筑师', '室内设计师', '景观设计师', '顶尖设计师'],
  main: async (channel) => <EntranceContent channel={channel} res={await getDesignerEntrance()} />,
  secondary: () => (
    <Deferred label="正在加载国际奖项">
      <ItemsSection title="国际设计奖项" load={listAwards()} limit={5} ratio={1} moreHref={'/internationalAwards'} moreLabel={'全部奖项'} />
    </Deferred>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
