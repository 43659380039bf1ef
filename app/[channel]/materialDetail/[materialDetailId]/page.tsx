import { getMaterial, listMaterials } from '@/lib/api/materials';
import { ItemsSection } from '@/components/editorial/deferred';
import { itemDetailPage } from '@/app/[channel]/_controllers/item-detail-page';

const page = itemDetailPage({
  param: 'materialDetailId',
  base: '/materialDetail',
  load: getMaterial,
  area: '材料',
  description: (item) => `${item.title}：${item.classifyName}，${item.description.join('')}`,
  parents: (item) => [{ name: '首页', path: '/' }, { name: '材料库', path: '/material/0' }, { name: item.topClassifyName, path: `/material/${item.topClassifyId}` }],
  schemaType: 'Product',
  relatedTitle: '同类材料',
  recommend: (item, id) => <ItemsSection title={`热门${item.topClassifyName}`} load={listMaterials({ classifyId: item.topClassifyId, sort: 'hot', pageSize: 16 })} exclude={[id, ...item.related.map((r) => r.id)]} />,
});

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';
export const generateMetadata = page.generateMetadata;
export default page.Page;
