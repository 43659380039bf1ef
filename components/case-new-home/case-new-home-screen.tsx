import type { CaseNewHome } from '@/lib/api/contract/content';
import { reorderCaseCategories } from '@/lib/channel/case-category-order';
import type { Channel } from '@/lib/channel/hosts';
import { categoryHref } from '@/lib/content/classify-param';
import { itemHref } from '@/lib/content/item-href';
import { breadcrumbList, itemList, JsonLd, type Crumb } from '@/lib/seo';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { CardGrid } from '@/components/content/card-grid';
import { ChipNav } from '@/components/content/chip-nav';
import { PageHead } from '@/components/content/page-head';
import { Section } from '@/components/content/section';
import { EmptyState } from '@/components/states/empty-state';
import { Waterfall } from '@/components/waterfall/waterfall';
import { WaterfallItems } from '@/components/waterfall/waterfall-item';
import { CategorySiderLayout } from './category-sider';
import content from '@/components/content/content.module.css';

export const caseNewHomePath = (classifyId: number): string => `/caseNewHome/${classifyId}`;

export function caseNewHomeTitle(data: CaseNewHome): string {
  return data.classify ? `${data.classify.name}案例` : '案例库';
}

function caseNewHomeCrumbs(data: CaseNewHome): Crumb[] {
  const crumbs: Crumb[] = [
    { name: '首页', path: '/' },
    { name: '案例库', path: caseNewHomePath(0) },
  ];
  if (data.classify) crumbs.push({ name: data.classify.name, path: caseNewHomePath(data.classify.id) });
  return crumbs;
}

/**
 * The new case home: case categories (in the channel's order: SPEC §3's on architecture and landscape hosts),
 * one section per (sub) category, and the newest cases.
 */
export function CaseNewHomeScreen({ channel, data }: { channel: Channel; data: CaseNewHome }) {
  const categories = reorderCaseCategories(data.classifies, channel);
  // Top-level sections follow the same order as the chips; sub-category sections keep the API's.
  const sections = data.classify ? data.sections : reorderCaseCategories(data.sections.map((s) => ({ ...s, name: s.classifyName })), channel);
  const crumbs = caseNewHomeCrumbs(data);
  const title = caseNewHomeTitle(data);
  return (
    <div className={`container ${content.page}`} data-testid="case-new-home">
      <JsonLd data={[breadcrumbList(channel, crumbs), itemList(channel, title, data.latest.map((i) => ({ name: i.title, path: itemHref(i) })))]} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHead title={title} sub="按空间类型浏览全球建筑、室内与景观设计案例。" />
      <ChipNav
        label="案例分类"
        testId="case-categories"
        chips={[
          { key: 0, label: '全部', href: caseNewHomePath(0), current: !data.classify },
          ...categories.map((c) => ({ key: c.id, label: c.name, href: caseNewHomePath(c.id), current: c.id === data.classify?.id, count: c.itemCount })),
        ]}
      />
      <CategorySiderLayout channel={channel} current={data.classify?.id ?? 0}>
      {sections.every((s) => s.list.length === 0) && data.latest.length === 0 ? (
        <EmptyState text="这个分类还没有案例。" actions={[{ href: caseNewHomePath(0), label: '查看全部案例' }]} />
      ) : (
        <>
          {sections
            .filter((s) => s.list.length > 0)
            .map((s) => (
              <Section
                key={s.classifyId}
                id={`c${s.classifyId}`}
                title={s.classifyName}
                moreHref={data.classify ? categoryHref(data.classify.id, s.classifyId) : categoryHref(s.classifyId)}
                testId="case-section"
              >
                <CardGrid items={s.list.slice(0, 6)} label={s.classifyName} dense />
              </Section>
            ))}
          {data.latest.length > 0 && (
            <Section id="latest" title="最新案例" moreHref={data.classify ? categoryHref(data.classify.id) : '/listPage/case/new'}>
              <Waterfall label="最新案例">
                <WaterfallItems items={data.latest} />
              </Waterfall>
            </Section>
          )}
        </>
      )}
      </CategorySiderLayout>
    </div>
  );
}
