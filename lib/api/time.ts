import { http, type RequestOptions } from '@/lib/http';
import { call, type ApiResult } from './load';
import type { ServerTime } from './contract/system';

/** SPEC §5: a server time is valid only as a positive finite number (with errorCode 0). */
function isServerTime(data: unknown): data is number {
  return typeof data === 'number' && Number.isFinite(data) && data > 0;
}

/** 获取服务器时间 GET /activity/group/time */
export function getServerTime(opts?: RequestOptions): Promise<ApiResult<ServerTime>> {
  return call(http.get<ServerTime>('/activity/group/time', undefined, opts), isServerTime);
}
