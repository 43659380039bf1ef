import { ApiHttpError } from '../../http/envelope';
import { NOT_LOGGED_IN_CODE } from '../../../../lib/api/contract/account';

/** Account error codes (41xxx; rate limits 429xx). Documented in docs/api.md "Accounts". */
export const AccountCode = {
  CODE_WRONG: 41001,
  CODE_EXPIRED: 41002,
  PASSWORD_WRONG: 41003,
  PHONE_UNREGISTERED: 41004,
  NO_PASSWORD: 41005,
  NOT_LOGGED_IN: NOT_LOGGED_IN_CODE,
  ACCOUNT_DISABLED: 41007,
  SLIDER_REQUIRED: 41008,
  SLIDER_INVALID: 41009,
  QR_UNKNOWN: 41010,
  TOKEN_INVALID: 41011,
  NO_DEVICE_TOKEN: 41012,
  TICKET_INVALID: 41013,
  WEAK_PASSWORD: 41014,
  QR_FORBIDDEN: 41015,
  LOGIN_NOT_FRESH: 41016,
  NOT_EDITOR: 41017,
  NO_OWN_PHONE: 41018,
  RATE_LIMITED: 42901,
} as const;

export const NOT_LOGGED_IN_MESSAGE = '请先登录';

export const accountError = {
  codeWrong: () => new ApiHttpError(400, AccountCode.CODE_WRONG, '验证码错误，请检查后重新输入'),
  codeExpired: () => new ApiHttpError(400, AccountCode.CODE_EXPIRED, '验证码已失效，请重新获取'),
  passwordWrong: () => new ApiHttpError(401, AccountCode.PASSWORD_WRONG, '手机号或密码错误；未设置过密码的账号请使用验证码登录'),
  phoneUnregistered: () => new ApiHttpError(400, AccountCode.PHONE_UNREGISTERED, '该手机号尚未注册，请使用验证码登录'),
  noPassword: () => new ApiHttpError(400, AccountCode.NO_PASSWORD, '该账号尚未设置密码，请使用验证码登录或先设置密码'),
  notLoggedIn: () => new ApiHttpError(401, AccountCode.NOT_LOGGED_IN, NOT_LOGGED_IN_MESSAGE),
  noOwnPhone: () => new ApiHttpError(400, AccountCode.NO_OWN_PHONE, '该账号未绑定手机号，无法发送验证码，请使用手机号登录后再试'),
  notEditor: () => new ApiHttpError(403, AccountCode.NOT_EDITOR, '仅审核编辑可以进行此操作'),
  disabled: () => new ApiHttpError(403, AccountCode.ACCOUNT_DISABLED, '该账号已停用，如有疑问请联系客服'),
  sliderRequired: () => new ApiHttpError(403, AccountCode.SLIDER_REQUIRED, '请先完成滑块验证'),
  sliderInvalid: (message = '滑块验证已失效，请重新验证') => new ApiHttpError(400, AccountCode.SLIDER_INVALID, message),
  qrUnknown: () => new ApiHttpError(404, AccountCode.QR_UNKNOWN, '二维码不存在或已失效，请刷新二维码'),
  qrForbidden: () => new ApiHttpError(403, AccountCode.QR_FORBIDDEN, '该二维码不属于当前浏览器，请刷新二维码'),
  tokenInvalid: () => new ApiHttpError(401, AccountCode.TOKEN_INVALID, '登录凭证无效或已过期，请重新登录'),
  ticketInvalid: () => new ApiHttpError(401, AccountCode.TICKET_INVALID, '单点登录票据无效或已过期，请重新登录'),
  weakPassword: () => new ApiHttpError(400, AccountCode.WEAK_PASSWORD, '密码需为 8-20 位，且同时包含字母和数字'),
  loginNotFresh: () => new ApiHttpError(403, AccountCode.LOGIN_NOT_FRESH, '请重新登录后再绑定此设备'),
  rateLimited: (message: string) => new ApiHttpError(429, AccountCode.RATE_LIMITED, message),
};
