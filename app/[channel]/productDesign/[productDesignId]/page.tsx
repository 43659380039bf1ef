import { getProductDesign, listProductDesigns } from '@/lib/api/art-design';
import { ART_DESIGN_HOME, artDesignPath } from '@/lib/editorial/list-paths';
import { ItemsSection } from '@/components/editorial/deferred';
import { itemDetailPage } from '@/app/[channel]/_controllers/item-detail-page';

const page = itemDetailPage({
  param: 'productDesignId',
  base: '/productDesign',
  load: getProductDesign,
  area: '产品设计',
  description: (item) => `${item.title}：${item.facts.brand ? `${item.facts.brand}出品的` : ''}${item.classifyName}产品设计。${item.description.join('')}`,
  parents: (item) => [{ name: '首页', path: '/' }, { name: '产品设计', path: artDesignPath({ ...ART_DESIGN_HOME, tab: 'product' }) }, { name: item.topClassifyName, path: artDesignPath({ tab: 'product', classifyId: item.topClassifyId, page: 1 }) }],
  schemaType: 'Product',
  relatedTitle: '相关产品设计',
  recommend: (item, id) => <ItemsSection title={`热门${item.topClassifyName}设计`} load={listProductDesigns({ classifyId: item.topClassifyId, sort: 'hot', pageSize: 16 })} exclude={[id, ...item.related.map((r) => r.id)]} />,
});

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';
export const generateMetadata = page.generateMetadata;
export default page.Page;
