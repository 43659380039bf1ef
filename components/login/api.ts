import { errorMessage, http, type RequestOptions, type ShapedResult } from '@/lib/http';
import { call, type ApiResult } from '@/lib/api/load';
import { ssoOrigin } from '@/lib/config';
import type {
  AccountInfo,
  AddSourceResult,
  DeviceBindingList,
  DeviceRelResult,
  DeviceToken,
  LoginByPswQuery,
  LoginByVerifyCodeRequest,
  LoginResult,
  LoginType,
  LogoutResult,
  MergeInfo,
  MiniQrQuery,
  ModifyPasswordQuery,
  PhoneUseStatus,
  QrLoginCode,
  QrScanResult,
  SemRecordRequest,
  SemRecordResult,
  SendCodeRequest,
  SendCodeResult,
  SliderChallenge,
  SliderChallengeRequest,
  SliderCheckRequest,
  SliderCheckResult,
  SlidingVerificationRequest,
  SlidingVerificationResult,
  TicketGrantingTicket,
  VipInfo,
  WxBindStatus,
} from '@/lib/api/contract/account';

// The login ways: slider, SMS code, password, QR scans, device token, tickets.

/** 获取滑块拼图 POST /register/sliderChallenge */
export function sliderChallenge(body: SliderChallengeRequest, opts?: RequestOptions): Promise<ApiResult<SliderChallenge>> {
  return call(http.post<SliderChallenge>('/register/sliderChallenge', body, opts));
}

/** 校验滑块拖动位置 POST /register/sliderCheck */
export function sliderCheck(body: SliderCheckRequest, opts?: RequestOptions): Promise<ApiResult<SliderCheckResult>> {
  return call(http.post<SliderCheckResult>('/register/sliderCheck', body, opts));
}

/** 滑块验证结果核验 POST /register/slidingVerification */
export function slidingVerification(body: SlidingVerificationRequest, opts?: RequestOptions): Promise<ApiResult<SlidingVerificationResult>> {
  return call(http.post<SlidingVerificationResult>('/register/slidingVerification', body, opts));
}

/** 发送短信验证码 POST /login/sendCode */
export function sendCode(body: SendCodeRequest, opts?: RequestOptions): Promise<ApiResult<SendCodeResult>> {
  return call(http.post<SendCodeResult>('/login/sendCode', body, opts));
}

/** 验证码登录（新手机号自动注册） POST /login/loginByVerifyCode */
export function loginByVerifyCode(body: LoginByVerifyCodeRequest, opts?: RequestOptions): Promise<ApiResult<LoginResult>> {
  return call(http.post<LoginResult>('/login/loginByVerifyCode', body, opts));
}

/** 密码登录 GET /login/loginByPsw */
export function loginByPsw(query: LoginByPswQuery, opts?: RequestOptions): Promise<ApiResult<LoginResult>> {
  return call(http.get<LoginResult>('/login/loginByPsw', query, opts));
}

/** 设置或修改密码 GET /login/modifyPassWord */
export function modifyPassWord(query: ModifyPasswordQuery, opts?: RequestOptions): Promise<ApiResult<{ changed: boolean }>> {
  return call(http.get<{ changed: boolean }>('/login/modifyPassWord', query, opts));
}

/** 公众号登录二维码 GET /wechat/public/getLoginQRCode */
export function getLoginQRCode(opts?: RequestOptions): Promise<ApiResult<QrLoginCode>> {
  return call(http.get<QrLoginCode>('/wechat/public/getLoginQRCode', undefined, opts));
}

/** 公众号扫码状态 GET /wechat/public/loginScan */
export function loginScan(sceneId: string, opts?: RequestOptions): Promise<ApiResult<QrScanResult>> {
  return call(http.get<QrScanResult>('/wechat/public/loginScan', { sceneId }, opts));
}

/** 小程序登录二维码 GET /ins/api/wechat/getMiniQRCode */
export function getMiniQRCode(query: MiniQrQuery = {}, opts?: RequestOptions): Promise<ApiResult<QrLoginCode>> {
  return call(http.get<QrLoginCode>('/ins/api/wechat/getMiniQRCode', query, opts));
}

/** 小程序扫码状态 GET /ins/api/wechat/cheakScan */
export function cheakScan(sceneId: string, opts?: RequestOptions): Promise<ApiResult<QrScanResult>> {
  return call(http.get<QrScanResult>('/ins/api/wechat/cheakScan', { sceneId }, opts));
}

/** 是否已绑定微信公众号 GET /wechat/public/isBindWxMp */
export function isBindWxMp(deviceId: string | null, opts?: RequestOptions): Promise<ApiResult<WxBindStatus>> {
  return call(http.get<WxBindStatus>('/wechat/public/isBindWxMp', deviceId ? { deviceId } : undefined, opts));
}

/** 设备换取一次性登录凭证（API 主机由环境配置决定） GET /login/getToken */
export function getToken(deviceId: string, opts?: RequestOptions): Promise<ApiResult<DeviceToken>> {
  return call(http.get<DeviceToken>('/login/getToken', { deviceId }, opts));
}

/** 凭证登录 GET /login/loginByToken */
export function loginByToken(token: string, opts?: RequestOptions): Promise<ApiResult<LoginResult>> {
  return call(http.get<LoginResult>('/login/loginByToken', { token }, opts));
}

/** A granted ticket: the ticket-granting ticket's Location, or the service ticket's text. */
interface Ticket<T> {
  data: T | null;
  location: string | null;
}

/**
 * Ticket calls answer by HTTP status, with a body only for 200/201/401 (SPEC §7): 200/201 is
 * success; any other status is a failure whose `code` is that status (and `message` the 401 body's).
 */
async function ticketResult<T>(pending: Promise<ShapedResult<T> | undefined>): Promise<ApiResult<Ticket<T>>> {
  const res = await pending;
  if (!res) return { ok: false, error: 'unavailable' };
  if (res.status === 200 || res.status === 201) return { ok: true, data: { data: res.data, location: res.location } };
  const message = res.status === 401 ? errorMessage(res.data) : undefined;
  return { ok: false, error: res.status >= 500 ? 'unavailable' : 'invalid', code: res.status, ...(message ? { message } : {}) };
}

/** 单点登录：用账号密码申请票据授予票据（201 + Location） POST /cas/v1/tickets */
export function requestTicketGrantingTicket(username: string, password: string): Promise<ApiResult<Ticket<TicketGrantingTicket>>> {
  return ticketResult(http.ticket<TicketGrantingTicket>('POST', '/cas/v1/tickets', { username, password }, { origin: ssoOrigin(), type: 'form' }));
}

/** 单点登录：用票据授予票据申请服务票据（文本 ST-…） POST /cas/v1/tickets/{TGT} */
export function requestServiceTicket(tgtUrl: string, service: string): Promise<ApiResult<Ticket<string>>> {
  return ticketResult(http.ticket<string>('POST', tgtUrl, { service }, { type: 'form' }));
}

/** 切换频道：用本浏览器在交接开始时拿到的随机数兑换交接票据 POST /login/handoffLogin */
export function loginByHandoffTicket(ticket: string, opts?: RequestOptions): Promise<ApiResult<LoginResult>> {
  return call(http.post<LoginResult>('/login/handoffLogin', { ticket }, opts));
}

/** 单点登录：服务票据换取登录态 GET /login/ssoLogin */
export function loginBySsoTicket(ticket: string, service: string, opts?: RequestOptions): Promise<ApiResult<LoginResult>> {
  return call(http.get<LoginResult>('/login/ssoLogin', { ticket, service }, opts));
}

// The logged-in account: info, VIP rights, sources, logout, devices.

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
