import { http, type ApiResponse, type RequestOptions } from '@/lib/http';
import type { ServerTime } from './contract/system';

/** 获取服务器时间 GET /activity/group/time */
export function getServerTime(opts?: RequestOptions): Promise<ApiResponse<ServerTime>> {
  return http.get<ServerTime>('/activity/group/time', undefined, opts);
}
