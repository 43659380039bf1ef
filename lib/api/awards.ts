import { areaList, collectionDetail } from './area-calls';
import { TAGS as CACHE_TAGS } from './load';

const TAGS = [CACHE_TAGS.content, CACHE_TAGS.awards];

/** 国际奖项列表（最多 100 个） GET /case/api/award/list */
export const listAwards = areaList('/case/api/award/list', TAGS);

/** 奖项详情及获奖作品分页 GET /case/api/award/detail */
export const getAwardDetail = collectionDetail('/case/api/award/detail', TAGS);
