import { http, type RequestOptions } from '@/lib/http';
import type { Page } from '@/lib/api/envelope';
import { call, type ApiResult } from '@/lib/api/load';
import { isObject } from '@/lib/api/guards';
import type {
  CaseCheckResult,
  CaseDraftRequest,
  CaseRecord,
  CaseState,
  MailingAddress,
  MailingAddressInput,
  MyUploadPage,
  PictureCheckResult,
  SaveCaseRequest,
  SensitiveCheck,
  UploadedPicture,
  UploadIdentity,
  UploadActivateFlag,
  UploadInitRequest,
  UploadSession,
} from '@/lib/api/contract/upload';

/*
 * Case upload, drafts, my uploads, the upload-activity flag and the creator's address and identity (SPEC §7
 * "Gather and upload"; docs/api.md). Paths are SPEC §7 `/api/...` ones: the wrapper sends them
 * to `/case/api/...`. Writes carry the CSRF header like every call of the wrapper.
 */

const isPage = (x: unknown): x is Page<unknown> => isObject(x) && Array.isArray(x.list) && typeof x.total === 'number';
const isSession = (x: unknown): x is UploadSession => isObject(x) && typeof x.uploadId === 'string' && typeof x.received === 'number' && typeof x.chunkSize === 'number';
const isPicture = (x: unknown): x is UploadedPicture => isObject(x) && typeof x.pictureId === 'number' && typeof x.url === 'string';
const isCase = (x: unknown): x is CaseRecord => isObject(x) && typeof x.caseId === 'number' && typeof x.state === 'string' && Array.isArray(x.pictures);

// ---------------------------------------------------------------- checks

const isSensitiveCheck = (x: unknown): x is SensitiveCheck => isObject(x) && typeof x.pass === 'boolean' && Array.isArray(x.hits);
/** Longer texts go in a POST body: a URL of ~1,800 Chinese characters exceeds the server's header limit. */
const SENSITIVE_GET_MAX = 500;

/** 敏感词检测（一个文本字段；长文本用 POST） GET|POST /api/gatherTask/checkSensitive?word= */
export function checkSensitive(word: string, opts?: RequestOptions): Promise<ApiResult<SensitiveCheck>> {
  const pending = word.length <= SENSITIVE_GET_MAX ? http.get<SensitiveCheck>('/api/gatherTask/checkSensitive', { word }, opts) : http.post<SensitiveCheck>('/api/gatherTask/checkSensitive', { word }, opts);
  return call(pending, isSensitiveCheck);
}

/** 图片检测（格式、尺寸、与站内图片重复；只接受本站图片地址） POST /api/gatherTask/checkPictures */
export function checkPictures(imgUrl: string | string[], opts?: RequestOptions): Promise<ApiResult<PictureCheckResult>> {
  return call(http.post<PictureCheckResult>('/api/gatherTask/checkPictures', { imgUrl }, opts), Array.isArray);
}

// ---------------------------------------------------------------- resumable picture upload

/** 开始或续传一次图片上传（同一文件 sha256 + 大小续传） POST /api/upload/init */
export function initUpload(body: UploadInitRequest, opts?: RequestOptions): Promise<ApiResult<UploadSession>> {
  return call(http.post<UploadSession>('/api/upload/init', body, opts), isSession);
}

/** 上传一个分片（offset 须等于已接收字节数；409 时先查状态再续传） POST /api/upload/chunk?uploadId=&offset= */
export function uploadChunk(uploadId: string, offset: number, bytes: Blob | ArrayBuffer | Uint8Array, opts?: RequestOptions): Promise<ApiResult<UploadSession>> {
  const path = `/api/upload/chunk?uploadId=${encodeURIComponent(uploadId)}&offset=${offset}`;
  const headers = new Headers(opts?.headers);
  headers.set('content-type', 'application/octet-stream');
  return call(http.post<UploadSession>(path, bytes, { ...opts, headers }), isSession);
}

/** 上传状态（中断后从 received 续传） GET /api/upload/status?uploadId= */
export function getUploadStatus(uploadId: string, opts?: RequestOptions): Promise<ApiResult<UploadSession>> {
  return call(http.get<UploadSession>('/api/upload/status', { uploadId }, opts), isSession);
}

/** 完成上传（校验 sha256，重新编码并保存） POST /api/upload/complete */
export function completeUpload(uploadId: string, opts?: RequestOptions): Promise<ApiResult<UploadedPicture>> {
  return call(http.post<UploadedPicture>('/api/upload/complete', { uploadId }, opts), isPicture);
}

// ---------------------------------------------------------------- cases

/** 保存案例草稿（caseId 0 新建） POST /api/case/saveDraft */
export function saveCaseDraft(body: CaseDraftRequest, opts?: RequestOptions): Promise<ApiResult<CaseRecord>> {
  return call(http.post<CaseRecord>('/api/case/saveDraft', body, opts), isCase);
}

/** 读取本人的案例（草稿、退回或已提交） GET /api/case/draft?caseId= */
export function getCaseDraft(caseId: number, opts?: RequestOptions): Promise<ApiResult<CaseRecord>> {
  return call(http.get<CaseRecord>('/api/case/draft', { caseId }, opts), isCase);
}

/** 提交前检查（必填、长度、分类、敏感词、图片），不写入 POST /api/case/checkCase */
export function checkCase(body: CaseDraftRequest, opts?: RequestOptions): Promise<ApiResult<CaseCheckResult>> {
  return call(http.post<CaseCheckResult>('/api/case/checkCase', body, opts), (x) => isObject(x) && typeof x.pass === 'boolean' && Array.isArray(x.problems));
}

/** 提交案例审核（先存草稿再检查，失败不丢内容） POST /api/case/saveCase */
export function saveCase(body: SaveCaseRequest, opts?: RequestOptions): Promise<ApiResult<CaseRecord>> {
  return call(http.post<CaseRecord>('/api/case/saveCase', body, opts), isCase);
}

/** 我的上传（审核状态、浏览、下载、收藏） GET /api/personal/queryMyUploadDetail */
export function getMyUploads(query: { page?: number; pageSize?: number; state?: CaseState } = {}, opts?: RequestOptions): Promise<ApiResult<MyUploadPage>> {
  return call(http.get<MyUploadPage>('/api/personal/queryMyUploadDetail', query, opts), (x) => isPage(x) && isObject((x as { counts?: unknown }).counts));
}

// ---------------------------------------------------------------- creator

const isAddress = (x: unknown): x is MailingAddress | null => x === null || (isObject(x) && typeof x.name === 'string' && typeof x.detail === 'string');

/** 保存创作者收件地址 POST /api/homepage/saveAddress */
export function saveAddress(body: MailingAddressInput, opts?: RequestOptions): Promise<ApiResult<MailingAddress>> {
  return call(http.post<MailingAddress>('/api/homepage/saveAddress', body, opts), isAddress);
}

/** 读取创作者收件地址（未填写为 null） GET /api/homepage/address */
export function getAddress(opts?: RequestOptions): Promise<ApiResult<MailingAddress | null>> {
  return call(http.get<MailingAddress | null>('/api/homepage/address', undefined, opts), isAddress);
}

/** 创作者身份（赚钱、创作中心标记与数量；SPEC §7 api 主机） GET /account/uploadIdentity */
export function getUploadIdentity(opts?: RequestOptions): Promise<ApiResult<UploadIdentity>> {
  return call(
    http.get<UploadIdentity>('/account/uploadIdentity', undefined, opts),
    (x) => isObject(x) && typeof x.earnMoney === 'boolean' && typeof x.creatorCenter === 'boolean' && isObject(x.counts),
  );
}

/** 上传活动横幅是否显示 GET /api/gatherTask/uploadActivateShowFlag */
export function getUploadActivateFlag(opts?: RequestOptions): Promise<ApiResult<UploadActivateFlag>> {
  return call(http.get<UploadActivateFlag>('/api/gatherTask/uploadActivateShowFlag', undefined, opts), (x) => isObject(x) && typeof x.show === 'boolean');
}
