import { getAwardDetail, listAwards } from '@/lib/api/awards';
import { collectionPage } from '@/app/[channel]/_controllers/collection-page';

const page = collectionPage({
  param: 'awardId',
  base: '/awardsDetail',
  load: getAwardDetail,
  area: '国际设计奖项',
  meta: (info, total, suffix) => ({
    title: `${info.title}获奖作品${suffix}`,
    description: `${info.title}：${info.description.join('')} 共收录 ${total} 个获奖作品${suffix}。`,
  }),
  parents: [{ name: '首页', path: '/' }, { name: '国际设计奖项', path: '/internationalAwards' }],
  childLabel: '获奖作品',
  childUnit: '个作品',
  schemaType: 'CreativeWork',
  related: { title: '同领域奖项', load: (info) => listAwards({ classifyId: info.topClassifyId, sort: 'hot', pageSize: 12 }), ratio: 1 },
});

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';
export const generateMetadata = page.generateMetadata;
export default page.Page;
