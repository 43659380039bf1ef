import { areaList, collectionDetail } from './area-calls';
import { TAGS as CACHE_TAGS } from './load';

const TAGS = [CACHE_TAGS.content, CACHE_TAGS.publicAccounts];

/** 公众号列表 GET /case/api/publicAccount/list */
export const listPublicAccounts = areaList('/case/api/publicAccount/list', TAGS);

/** 公众号详情及文章分页 GET /case/api/publicAccount/detail */
export const getPublicAccount = collectionDetail('/case/api/publicAccount/detail', TAGS);
