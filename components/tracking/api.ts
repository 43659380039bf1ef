import { http, type RequestOptions } from '@/lib/http';
import { userApiOrigin } from '@/lib/config';
import { call, type ApiResult } from '@/lib/api/load';
import type { IpLocation, LocationReport } from '@/lib/api/contract/system';

const text = (v: unknown) => typeof v === 'string';

/** SPEC §3 IP location: ip, country, province, city as strings. */
function isIpLocation(data: unknown): data is IpLocation {
  const d = data as IpLocation | null;
  return !!d && typeof d === 'object' && text(d.ip) && text(d.country) && text(d.province) && text(d.city);
}

/** IP 定位 GET {user-api}/address/ip */
export function getIpLocation(opts?: RequestOptions): Promise<ApiResult<IpLocation>> {
  return call(http.get<IpLocation>('/address/ip', undefined, { origin: userApiOrigin(), ...opts }), isIpLocation);
}

/** 上报定位 POST {user-api}/address/report (the SPEC §4 location report; docs/tracking.md). */
export function reportLocation(body: LocationReport, opts?: RequestOptions): Promise<ApiResult<null>> {
  return call(http.post<null>('/address/report', body, { origin: userApiOrigin(), ...opts }));
}
