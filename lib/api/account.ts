import { http, type RequestOptions } from '@/lib/http';
import { call, type ApiResult } from './load';
import type {
  DeviceBindingList,
  AccountInfo,
  AddSourceResult,
  DeviceRelResult,
  LoginType,
  LogoutResult,
  MergeInfo,
  PhoneUseStatus,
  SemRecordRequest,
  SemRecordResult,
  VipInfo,
} from './contract/account';

/** 当前登录账号信息 GET /account/accountInfo */
export function getAccountInfo(opts?: RequestOptions): Promise<ApiResult<AccountInfo>> {
  return call(http.get<AccountInfo>('/account/accountInfo', undefined, opts));
}

/** 会员与案例账号信息（按登录方式） GET /account/vipInfo */
export function getVipInfo(loginType: LoginType, opts?: RequestOptions): Promise<ApiResult<VipInfo>> {
  return call(http.get<VipInfo>('/account/vipInfo', { loginType }, opts));
}

/** 案例与灵感账号互通信息 GET /ins/api/account/mergeInfo */
export function getMergeInfo(opts?: RequestOptions): Promise<ApiResult<MergeInfo>> {
  return call(http.get<MergeInfo>('/ins/api/account/mergeInfo', undefined, opts));
}

/** 手机号注册与密码状态 GET /account/phoneUseStatus */
export function getPhoneUseStatus(phoneNo: string, opts?: RequestOptions): Promise<ApiResult<PhoneUseStatus>> {
  return call(http.get<PhoneUseStatus>('/account/phoneUseStatus', { phoneNo }, opts));
}

/** 关联设备与当前账号 GET /deviceRel/{product}DeviceId */
export function relateDevice(deviceId: string, product = 'case', opts?: RequestOptions): Promise<ApiResult<DeviceRelResult>> {
  return call(http.get<DeviceRelResult>(`/deviceRel/${product}DeviceId`, { deviceId }, opts));
}

/** 新用户投放来源记录 POST /api/login/semRecord */
export function semRecord(body: SemRecordRequest, opts?: RequestOptions): Promise<ApiResult<SemRecordResult>> {
  return call(http.post<SemRecordResult>('/api/login/semRecord', body, opts));
}

/** 落地页来源上报（logidUrl 为编码后的当前地址） GET /addSource */
export function addSource(logidUrl: string, opts?: RequestOptions): Promise<ApiResult<AddSourceResult>> {
  return call(http.get<AddSourceResult>('/addSource', { logidUrl }, opts));
}

/** 退出登录（各主机分别调用） POST /logout/invalidateSession */
export function invalidateSession(origin: string, deviceId: string | null, opts?: RequestOptions): Promise<ApiResult<LogoutResult>> {
  return call(http.post<LogoutResult>('/logout/invalidateSession', deviceId ? { deviceId } : {}, { ...opts, origin }));
}

/** 可恢复登录的设备列表 GET /account/devices */
export function listDevices(opts?: RequestOptions): Promise<ApiResult<DeviceBindingList>> {
  return call(http.get<DeviceBindingList>('/account/devices', undefined, opts));
}

/** 移除一台设备的自动登录 POST /account/devices/revoke */
export function revokeDevice(id: number, opts?: RequestOptions): Promise<ApiResult<{ revoked: boolean }>> {
  return call(http.post<{ revoked: boolean }>('/account/devices/revoke', { id }, opts));
}
