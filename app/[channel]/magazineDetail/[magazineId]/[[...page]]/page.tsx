import { getMagazine, listMagazines } from '@/lib/api/magazines';
import { MAGAZINE_HOME, magazinePath } from '@/lib/editorial/list-paths';
import { collectionPage } from '@/app/[channel]/_controllers/collection-page';

const COVER_RATIO = 5 / 7;

const page = collectionPage({
  param: 'magazineId',
  base: '/magazineDetail',
  load: getMagazine,
  area: '设计杂志',
  meta: (info, total, suffix) => ({
    title: `${info.title}杂志 - 往期期刊${suffix}`,
    description: `${info.title}：${info.description.join('')} 共 ${total} 期期刊在线阅读${suffix}。`,
  }),
  parents: [{ name: '首页', path: '/' }, { name: '设计杂志', path: magazinePath(MAGAZINE_HOME) }],
  childLabel: '往期期刊',
  childUnit: '期',
  childRatio: COVER_RATIO,
  schemaType: 'Periodical',
  related: { title: '同类杂志', load: (info) => listMagazines({ classifyId: info.topClassifyId, sort: 'hot', pageSize: 12 }), ratio: COVER_RATIO },
});

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';
export const generateMetadata = page.generateMetadata;
export default page.Page;
