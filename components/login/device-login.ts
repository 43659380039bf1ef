import type { LoginResult } from '@/lib/api/contract/account';
import { getToken, loginByToken } from './api';
import { dataOf } from '@/lib/api/load';
import { deviceUuid } from '@/lib/visitor/device-uuid';

/** The API's "this device has nothing to restore" answer: definite, so not worth a second call. */
const NO_DEVICE_TOKEN = 41012;

/**
 * SPEC §4 failure path: the device uuid gets a token (GET /login/getToken, asked a second time
 * when the first call errors — no answer, an unreadable one, or an error other than "nothing to
 * restore"), then GET /login/loginByToken opens a session. null when either step fails.
 */
export async function deviceLogin(): Promise<LoginResult | null> {
  const deviceId = deviceUuid();
  if (!deviceId) return null;
  let res = await getToken(deviceId);
  if (!res.ok && res.code !== NO_DEVICE_TOKEN) res = await getToken(deviceId);
  const token = dataOf(res)?.token;
  if (!token) return null;
  return dataOf(await loginByToken(token)) ?? null;
}
