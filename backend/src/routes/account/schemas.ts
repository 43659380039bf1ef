import { z } from 'zod';
import { passwordAcceptable } from '../../services/account/passwords';
import { qInt } from '../../http/validate';

/** Field schemas of the account routes, with the Chinese messages users see. */
export const phoneNo = z
  .string({ error: '请输入手机号' })
  .trim()
  .regex(/^1[3-9]\d{9}$/, { error: '请输入正确的 11 位手机号' });

export const smsCode = z
  .string({ error: '请输入验证码' })
  .trim()
  .regex(/^\d{6}$/, { error: '请输入 6 位数字验证码' });

/** A password being checked: any printable text up to 64 characters (the policy is for new ones). */
export const password = z.string({ error: '请输入密码' }).min(1, { error: '请输入密码' }).max(64, { error: '密码长度不能超过 64 位' });

export const newPassword = z
  .string({ error: '请输入新密码' })
  .refine(passwordAcceptable, { error: '密码需为 8-20 位，且同时包含字母和数字' });

export const scene = z.enum(['login', 'password', 'pay'], { error: '验证场景只能是 login、password 或 pay' }).default('login');

export const deviceId = z.string({ error: '缺少设备标识' }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '设备标识无效' });

/** Opaque random tokens (base64url with an optional prefix such as TGT-, ST-, dt_). */
export const opaque = (label: string) =>
  z.string({ error: `缺少${label}` }).regex(/^[A-Za-z0-9_-]{10,120}$/, { error: `${label}格式不正确` });

export const loginType = qInt(0, 5).optional().default(0);

/** Query or body numbers may arrive as numbers (JSON) or digit strings (form). */
export const intField = (min: number, max: number, label: string) =>
  z.union([z.number(), z.string().regex(/^-?\d{1,7}$/).transform(Number)], { error: `${label}必须是整数` }).pipe(
    z.number().int({ error: `${label}必须是整数` }).min(min, { error: `${label}不能小于 ${min}` }).max(max, { error: `${label}不能大于 ${max}` }),
  );

/**
 * A phone field a logged-in account may leave empty: the slider, the SMS code and the password
 * change then act on the account's own phone (修改密码 while logged in asks for no phone).
 */
export const phoneOrOwn = phoneNo.or(z.literal('')).optional();
