import { getArtDesign, listArtDesigns } from '@/lib/api/art-design';
import { ART_DESIGN_HOME, artDesignPath } from '@/lib/editorial/list-paths';
import { ItemsSection } from '@/components/editorial/deferred';
import { itemDetailPage } from '@/app/[channel]/_controllers/item-detail-page';

const page = itemDetailPage({
  param: 'artDesignDetailId',
  base: '/artDesignDetail',
  load: getArtDesign,
  area: '艺术设计',
  description: (item) => `${item.title}：${item.author ? `${item.author.name}的` : ''}${item.classifyName}作品。${item.description.join('')}`,
  parents: (item) => [{ name: '首页', path: '/' }, { name: '艺术设计', path: artDesignPath(ART_DESIGN_HOME) }, { name: item.topClassifyName, path: artDesignPath({ tab: 'art', classifyId: item.topClassifyId, page: 1 }) }],
  schemaType: 'VisualArtwork',
  relatedTitle: '相关艺术作品',
  recommend: (item, id) => <ItemsSection title={`热门${item.topClassifyName}作品`} load={listArtDesigns({ classifyId: item.topClassifyId, sort: 'hot', pageSize: 16 })} exclude={[id, ...item.related.map((r) => r.id)]} />,
});

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';
export const generateMetadata = page.generateMetadata;
export default page.Page;
