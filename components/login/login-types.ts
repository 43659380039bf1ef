import type { LoginType } from '@/lib/api/contract/account';

/** SPEC §4: no stored type means 0. */
export const DEFAULT_LOGIN_TYPE: LoginType = 0;

/** The login ways by their stored login type (SPEC §4; contract LoginType). */
export const LOGIN_TYPE_LABELS: Record<LoginType, string> = {
  0: '手机验证码',
  1: '账号密码',
  2: '微信公众号扫码',
  3: '微信小程序扫码',
  4: '单点登录',
  5: '设备自动登录',
};

export function isLoginType(x: unknown): x is LoginType {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 5;
}
