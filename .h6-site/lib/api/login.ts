import { http, type ApiResponse, type RequestOptions, type ShapedResult } from '@/lib/http';
import { ssoOrigin } from '@/lib/config';
import type {
  DeviceToken,
  LoginByPswQuery,
  LoginByVerifyCodeRequest,
  LoginResult,
  MiniQrQuery,
  ModifyPasswordQuery,
  QrLoginCode,
  QrScanResult,
  SendCodeRequest,
  SendCodeResult,
  SliderChallenge,
  SliderChallengeRequest,
  SliderCheckRequest,
  SliderCheckResult,
  SlidingVerificationRequest,
  SlidingVerificationResult,
  TicketGrantingTicket,
  WxBindStatus,
} from './contract/account';

/** 获取滑块拼图 POST /register/sliderChallenge */
export function sliderChallenge(body: SliderChallengeRequest, opts?: RequestOptions): Promise<ApiResponse<SliderChallenge>> {
  return http.post<SliderChallenge>('/register/sliderChallenge', body, opts);
}

/** 校验滑块拖动位置 POST /register/sliderCheck */
export function sliderCheck(body: SliderCheckRequest, opts?: RequestOptions): Promise<ApiResponse<SliderCheckResult>> {
  return http.post<SliderCheckResult>('/register/sliderCheck', body, opts);
}

/** 滑块验证结果核验 POST /register/slidingVerification */
export function slidingVerification(body: SlidingVerificationRequest, opts?: RequestOptions): Promise<ApiResponse<SlidingVerificationResult>> {
  return http.post<SlidingVerificationResult>('/register/slidingVerification', body, opts);
}

/** 发送短信验证码 POST /login/sendCode */
export function sendCode(body: SendCodeRequest, opts?: RequestOptions): Promise<ApiResponse<SendCodeResult>> {
  return http.post<SendCodeResult>('/login/sendCode', body, opts);
}

/** 验证码登录（新手机号自动注册） POST /login/loginByVerifyCode */
export function loginByVerifyCode(body: LoginByVerifyCodeRequest, opts?: RequestOptions): Promise<ApiResponse<LoginResult>> {
  return http.post<LoginResult>('/login/loginByVerifyCode', body, opts);
}

/** 密码登录 GET /login/loginByPsw */
export function loginByPsw(query: LoginByPswQuery, opts?: RequestOptions): Promise<ApiResponse<LoginResult>> {
  return http.get<LoginResult>('/login/loginByPsw', query, opts);
}

/** 设置或修改密码 GET /login/modifyPassWord */
export function modifyPassWord(query: ModifyPasswordQuery, opts?: RequestOptions): Promise<ApiResponse<{ changed: boolean }>> {
  return http.get<{ changed: boolean }>('/login/modifyPassWord', query, opts);
}

/** 公众号登录二维码 GET /wechat/public/getLoginQRCode */
export function getLoginQRCode(opts?: RequestOptions): Promise<ApiResponse<QrLoginCode>> {
  return http.get<QrLoginCode>('/wechat/public/getLoginQRCode', undefined, opts);
}

/** 公众号扫码状态 GET /wechat/public/loginScan */
export function loginScan(sceneId: string, opts?: RequestOptions): Promise<ApiResponse<QrScanResult>> {
  return http.get<QrScanResult>('/wechat/public/loginScan', { sceneId }, opts);
}

/** 小程序登录二维码 GET /ins/api/wechat/getMiniQRCode */
export function getMiniQRCode(query: MiniQrQuery = {}, opts?: RequestOptions): Promise<ApiResponse<QrLoginCode>> {
  return http.get<QrLoginCode>('/ins/api/wechat/getMiniQRCode', query, opts);
}

/** 小程序扫码状态 GET /ins/api/wechat/cheakScan */
export function cheakScan(sceneId: string, opts?: RequestOptions): Promise<ApiResponse<QrScanResult>> {
  return http.get<QrScanResult>('/ins/api/wechat/cheakScan', { sceneId }, opts);
}

/** 是否已绑定微信公众号 GET /wechat/public/isBindWxMp */
export function isBindWxMp(deviceId: string | null, opts?: RequestOptions): Promise<ApiResponse<WxBindStatus>> {
  return http.get<WxBindStatus>('/wechat/public/isBindWxMp', deviceId ? { deviceId } : undefined, opts);
}

/** 设备换取一次性登录凭证（API 主机由环境配置决定） GET /login/getToken */
export function getToken(deviceId: string, opts?: RequestOptions): Promise<ApiResponse<DeviceToken>> {
  return http.get<DeviceToken>('/login/getToken', { deviceId }, opts);
}

/** 凭证登录 GET /login/loginByToken */
export function loginByToken(token: string, opts?: RequestOptions): Promise<ApiResponse<LoginResult>> {
  return http.get<LoginResult>('/login/loginByToken', { token }, opts);
}

/** 单点登录：用账号密码申请票据授予票据（201 + Location） POST /cas/v1/tickets */
export function requestTicketGrantingTicket(username: string, password: string): Promise<ShapedResult<TicketGrantingTicket> | undefined> {
  return http.ticket<TicketGrantingTicket>('POST', '/cas/v1/tickets', { username, password }, { origin: ssoOrigin(), type: 'form' });
}

/** 单点登录：用票据授予票据申请服务票据（文本 ST-…） POST /cas/v1/tickets/{TGT} */
export function requestServiceTicket(tgtUrl: string, service: string): Promise<ShapedResult<string> | undefined> {
  return http.ticket<string>('POST', tgtUrl, { service }, { type: 'form' });
}

/** 单点登录：服务票据换取登录态 GET /login/ssoLogin */
export function loginBySsoTicket(ticket: string, service: string, opts?: RequestOptions): Promise<ApiResponse<LoginResult>> {
  return http.get<LoginResult>('/login/ssoLogin', { ticket, service }, opts);
}
