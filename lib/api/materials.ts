import { areaList, itemDetail } from './area-calls';
import { TAGS as CACHE_TAGS } from './load';

const TAGS = [CACHE_TAGS.content, CACHE_TAGS.materials];

/** 材料列表 GET /case/api/material/list */
export const listMaterials = areaList('/case/api/material/list', TAGS);

/** 材料详情 GET /case/api/material/detail */
export const getMaterial = itemDetail('/case/api/material/detail', TAGS);
