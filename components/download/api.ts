import { http, type RequestOptions } from '@/lib/http';
import { call, type ApiResult } from '@/lib/api/load';
import type { DownloadHistory, DownloadInfo, DownloadLink } from '@/lib/api/contract/pay';

/** 下载信息（权限、文件名、HEAD 地址） GET /case/api/download/info */
export function getDownloadInfo(itemId: number, opts?: RequestOptions): Promise<ApiResult<DownloadInfo>> {
  return call(http.get<DownloadInfo>('/case/api/download/info', { itemId }, opts));
}

/** 申请下载链接 POST /case/api/download/link */
export function requestDownloadLink(itemId: number, opts?: RequestOptions): Promise<ApiResult<DownloadLink>> {
  return call(http.post<DownloadLink>('/case/api/download/link', { itemId }, opts));
}

/** 下载记录 GET /case/api/download/history */
export function getDownloadHistory(opts?: RequestOptions): Promise<ApiResult<DownloadHistory>> {
  return call(http.get<DownloadHistory>('/case/api/download/history', undefined, opts));
}
