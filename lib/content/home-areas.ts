import type { HomeChannel } from '@/lib/api/contract/content';
import type { ContentKind } from '@/lib/api/contract/kinds';

interface HomeArea {
  /** The API's home channel. */
  feed: HomeChannel;
  /** The site path of this home. */
  path: string;
  /** Kind of the home's waterfall (its newest items, paged at /listPage/{kind}/new). */
  kind: ContentKind;
  title: string;
  description: string;
}

/** The homes of the header navigation (SPEC §2): / and one per catalogue area. */
export const HOME_AREAS: Record<HomeChannel, HomeArea> = {
  discover: { feed: 'discover', path: '/', kind: 'pin', title: '发现好设计', description: '精选全球设计案例、最新灵感图片、热门3D/SU模型、贴图、施工图与方案文本，每日更新。' },
  news: { feed: 'news', path: '/news', kind: 'case', title: '全球案例', description: '全球建筑、室内与景观设计案例库：按空间类型浏览高清实景图、设计说明与项目信息。' },
  '3d': { feed: '3d', path: '/3d', kind: '3d', title: '3D模型', description: '家具、灯具、装饰品、厨卫与场景3D模型下载，按分类与热度浏览。' },
  su: { feed: 'su', path: '/su', kind: 'su', title: 'SU模型', description: '建筑、景观、室内与规划 SketchUp 模型，构件与配景一站下载。' },
  pin: { feed: 'pin', path: '/pin', kind: 'pin', title: '灵感图库', description: '室内、建筑、景观、软装、平面与产品灵感图片，发现下一个设计灵感。' },
  tietu: { feed: 'tietu', path: '/tietu', kind: 'tietu', title: '贴图', description: '木纹、石材、金属、布纹皮革、墙面与地面高清无缝贴图。' },
  sgt: { feed: 'sgt', path: '/sgt', kind: 'sgt', title: 'CAD施工图', description: '家装、工装、建筑与景观施工图，节点大样与 CAD 图库下载。' },
  wenben: { feed: 'wenben', path: '/wenben', kind: 'wenben', title: '方案文本', description: '建筑、景观、室内与规划方案文本，获奖与实施方案参考。' },
};

/**
 * A site path from the API, made canonical: banners link cases as /detail/{id}/case, whose one
 * URL is /detail_news/detail/{id}/case. Anything not a plain site path becomes '/'.
 */
export function sitePath(path: string): string {
  if (!/^\/(?!\/)[^\s\\]*$/.test(path)) return '/';
  const m = /^\/detail\/(\d+)\/case$/.exec(path);
  return m ? `/detail_news/detail/${m[1]}/case` : path;
}
