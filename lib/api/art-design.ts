import { areaList, itemDetail } from './area-calls';
import { TAGS as CACHE_TAGS } from './load';

const TAGS = [CACHE_TAGS.content, CACHE_TAGS.artDesign];

/** 艺术设计列表 GET /case/api/artDesign/list */
export const listArtDesigns = areaList('/case/api/artDesign/list', TAGS);

/** 艺术设计详情 GET /case/api/artDesign/detail */
export const getArtDesign = itemDetail('/case/api/artDesign/detail', TAGS);

/** 产品设计列表 GET /case/api/productDesign/list */
export const listProductDesigns = areaList('/case/api/productDesign/list', TAGS);

/** 产品设计详情 GET /case/api/productDesign/detail */
export const getProductDesign = itemDetail('/case/api/productDesign/detail', TAGS);

/** 艺术装置列表 GET /case/api/artDevice/list */
export const listArtDevices = areaList('/case/api/artDevice/list', TAGS);
