import { getPublicAccount, listPublicAccounts } from '@/lib/api/public-accounts';
import { collectionPage } from '@/app/[channel]/_controllers/collection-page';

const page = collectionPage({
  param: 'publicAccountId',
  base: '/publicAccount',
  load: getPublicAccount,
  area: '设计公众号',
  meta: (info, total, suffix) => ({
    title: `${info.title} - 公众号文章${suffix}`,
    description: `${info.title}：${info.description.join('')} 已收录 ${total} 篇文章${suffix}。`,
  }),
  parents: [{ name: '首页', path: '/' }],
  childLabel: '文章',
  childUnit: '篇文章',
  schemaType: 'Periodical',
  related: { title: '同类公众号', load: (info) => listPublicAccounts({ classifyId: info.topClassifyId, sort: 'hot', pageSize: 12 }), ratio: 1 },
});

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';
export const generateMetadata = page.generateMetadata;
export default page.Page;
