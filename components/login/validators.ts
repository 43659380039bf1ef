/** Form checks of the login modal; messages match the API's (routes/account/schemas.ts). */

export const PHONE_RE = /^1[3-9]\d{9}$/;
const CODE_RE = /^\d{6}$/;

export function phoneError(phone: string): string | null {
  if (!phone.trim()) return '请输入手机号';
  return PHONE_RE.test(phone.trim()) ? null : '请输入正确的 11 位手机号';
}

export function codeError(code: string): string | null {
  if (!code.trim()) return '请输入验证码';
  return CODE_RE.test(code.trim()) ? null : '请输入 6 位数字验证码';
}

/** New passwords: 8-20 printable ASCII characters with a letter and a digit. */
export function newPasswordError(password: string): string | null {
  if (!password) return '请输入新密码';
  const ok = /^[\x21-\x7e]{8,20}$/.test(password) && /[A-Za-z]/.test(password) && /\d/.test(password);
  return ok ? null : '密码需为 8-20 位，且同时包含字母和数字';
}
