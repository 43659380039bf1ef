import { invalidateSession } from './api';
import { apiOrigin, areaOrigin, type ApiArea } from '@/lib/config';
import { navigateTo } from '@/lib/http/navigate';
import { ACCOUNT_KEYS, clearItems } from '@/lib/storage';
import { resetAnalyticsUser } from '@/components/tracking';
import { clearAccountCookie } from './account-cookie';
import { deviceUuid } from '@/lib/visitor/device-uuid';
import { clearSiteLogin } from './site-session-view';

/** Areas that may hold a login session of their own (SPEC §7 "several hosts"). */
const SESSION_AREAS: ApiArea[] = ['api', 'sso', 'pay', 'userApi', 'caseApi', 'ai'];

/** Each configured host once: areas left unset share the API origin. */
export function logoutOrigins(): string[] {
  return [...new Set([apiOrigin(), ...SESSION_AREAS.map(areaOrigin)])];
}

/**
 * SPEC §4 logout: POST /logout/invalidateSession on each host (with the device, so the
 * device-token login does not bring the session back), clear the account cookie, the account
 * keys of local storage and the stored login type, reset the analytics user, then reload to the
 * site origin. The device id and the visitor's source attribution stay: they are not the account's.
 */
export async function logout({ reload = true }: { reload?: boolean } = {}): Promise<void> {
  const deviceId = deviceUuid();
  await Promise.all(logoutOrigins().map((origin) => invalidateSession(origin, deviceId)));
  clearAccountCookie();
  clearItems(ACCOUNT_KEYS);
  await clearSiteLogin();
  resetAnalyticsUser();
  if (reload) navigateTo(`${window.location.origin}/`);
}
