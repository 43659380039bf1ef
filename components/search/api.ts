import { publicApiOrigin } from '@/lib/config';
import { http, type RequestOptions } from '@/lib/http';
import { isObject } from '@/lib/api/guards';
import { call, load, toResult, type ApiResult } from '@/lib/api/load';
import { CACHE_TAGS } from '@/lib/api/cache-tags';
import { SEARCH_REVALIDATE } from '@/lib/policy';
import type { CollTotalCount, CropBox, FusionSearchPage, ObjectModelsResult, PictureObjectsResult, ResultCount, SearchFilters, SearchListQuery, SearchPage, SimilarResult } from '@/lib/api/contract/search';

const isFusionPage = (x: unknown): x is FusionSearchPage => isObject(x) && Array.isArray(x.list) && typeof x.caseTotal === 'number' && typeof x.insTotal === 'number';
const isSimilarResult = (x: unknown): x is SimilarResult => isObject(x) && Array.isArray(x.list);

/** 融合搜索（案例 + 灵感） POST /ins/api/search/fusionSearchInspiration */
function postFusionSearchInspiration(body: { keyword: string; page?: number; pageSize?: number } & SearchFilters, opts?: RequestOptions): Promise<ApiResult<FusionSearchPage>> {
  return call(http.post<FusionSearchPage>('/ins/api/search/fusionSearchInspiration', body, opts), isFusionPage);
}

interface SimilarOptions {
  crop?: CropBox | null;
  hideDuplicates?: boolean;
  kind?: string;
  page?: number;
}

function cropParam(crop: CropBox | null | undefined): string | undefined {
  if (!crop) return undefined;
  const f = (n: number) => String(Math.round(Math.min(1, Math.max(0, n)) * 10000) / 10000);
  return [crop.x, crop.y, crop.w, crop.h].map(f).join(',');
}

/** 以站内图片搜相似图 GET /api/search/similar */
export function similarBySiteImage(source: { img?: string; itemId?: number }, o: SimilarOptions = {}, opts?: RequestOptions): Promise<ApiResult<SimilarResult>> {
  return call(http.get<SimilarResult>('/api/search/similar', { ...source, crop: cropParam(o.crop), hideDuplicates: o.hideDuplicates === false ? 0 : 1, kind: o.kind, page: o.page }, opts), isSimilarResult);
}

/**
 * 上传图片搜相似图 POST /case/api/search/similar (multipart). XMLHttpRequest rather than the
 * fetch wrapper: only XHR reports upload progress, which a multi-megabyte photo needs.
 */
export function uploadSimilar(file: Blob, o: SimilarOptions, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<ApiResult<SimilarResult>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${publicApiOrigin()}/case/api/search/similar`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const res = toResult(xhr.response, isSimilarResult);
      if (res.ok || res.message) resolve(res);
      else resolve({ ...res, code: res.code ?? xhr.status, message: xhr.status === 413 ? '图片太大，请上传 10MB 以内的图片' : '搜索失败，请稍后再试' });
    };
    xhr.onerror = () => resolve({ ok: false, error: 'unavailable', message: '网络异常，上传失败，请检查网络后重试' });
    xhr.onabort = () => resolve({ ok: false, error: 'unavailable', message: '已取消上传' });
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('hideDuplicates', o.hideDuplicates === false ? '0' : '1');
    const crop = cropParam(o.crop);
    if (crop) form.append('crop', crop);
    if (o.kind) form.append('kind', o.kind);
    if (o.page) form.append('page', String(o.page));
    form.append('file', file, 'image');
    xhr.send(form);
  });
}

const isSearchPage = (x: unknown): x is SearchPage =>
  isObject(x) && Array.isArray(x.list) && typeof x.total === 'number' && Array.isArray(x.tokens) && Array.isArray(x.facets);

/** Server-side 关键词搜索 for the search pages GET /case/api/search/list */
export function loadSearchPage(query: SearchListQuery): Promise<ApiResult<SearchPage>> {
  return load('/case/api/search/list', query, isSearchPage, { tags: [CACHE_TAGS.search], revalidate: SEARCH_REVALIDATE });
}

/** Server-side 融合搜索 POST /ins/api/search/fusionSearchInspiration */
export function loadFusionPage(body: { keyword: string; page: number; pageSize: number } & SearchFilters): Promise<ApiResult<FusionSearchPage>> {
  return postFusionSearchInspiration(body, { next: { revalidate: SEARCH_REVALIDATE, tags: [CACHE_TAGS.search] } });
}

const isResultCount = (x: unknown): x is ResultCount => isObject(x) && typeof x.total === 'number' && Array.isArray(x.counts);
const isCollTotal = (x: unknown): x is CollTotalCount => isObject(x) && typeof x.total === 'number';
const searchCache = { next: { revalidate: SEARCH_REVALIDATE, tags: [CACHE_TAGS.search] } };

/** Server-side 搜索结果数量（按内容类型） POST /pcsearch/ins/resultCount */
export function loadResultCount(body: { keyword: string } & SearchFilters): Promise<ApiResult<ResultCount>> {
  return call(http.post<ResultCount>('/pcsearch/ins/resultCount', body, searchCache), isResultCount);
}

/** Server-side 灵感图集搜索总数 POST /ins/api/search/searchCollTotalCount */
export function loadCollTotalCount(body: { keyword: string } & SearchFilters): Promise<ApiResult<CollTotalCount>> {
  return call(http.post<CollTotalCount>('/ins/api/search/searchCollTotalCount', body, searchCache), isCollTotal);
}

/** Server-side 灵感图集搜索（可按分类） POST /ins/api/search/searchClassifyCollection */
export function loadClassifyCollections(body: { keyword: string; page?: number; pageSize?: number } & SearchFilters): Promise<ApiResult<SearchPage>> {
  return call(http.post<SearchPage>('/ins/api/search/searchClassifyCollection', body, searchCache), (x): x is SearchPage => isObject(x) && Array.isArray(x.list) && typeof x.total === 'number');
}

const isPictureObjects = (x: unknown): x is PictureObjectsResult => isObject(x) && Array.isArray(x.objects);
const isObjectModels = (x: unknown): x is ObjectModelsResult => isObject(x) && Array.isArray(x.list) && typeof x.total === 'number' && typeof x.label === 'string';

/** 找同款模型：图中识别出的物体 GET /case/api/search/objects */
export function pictureObjects(img: string, opts?: RequestOptions): Promise<ApiResult<PictureObjectsResult>> {
  return call(http.get<PictureObjectsResult>('/case/api/search/objects', { img }, opts), isPictureObjects);
}

/** 找同款模型：某一物体的 3D/SU 模型 GET /case/api/search/object-models */
export function objectModels(img: string, cls: string, box: CropBox, opts?: RequestOptions): Promise<ApiResult<ObjectModelsResult>> {
  return call(http.get<ObjectModelsResult>('/case/api/search/object-models', { img, cls, box: cropParam(box) }, opts), isObjectModels);
}
