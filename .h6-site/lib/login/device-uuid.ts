import { getCookie, setCookie } from 'cookies-next/client';
import { browserStorage } from '@/lib/storage';

/** proxy.ts's readable device cookie (lib/visitor/ensure-visitor DEVICE_COOKIE). */
const DEVICE_COOKIE = 'deviceId';
/** Local storage survives "clear cookies", which is what lets the device-token login work. */
export const DEVICE_UUID_KEY = 'deviceUuid';
const DEVICE_RE = /^[A-Za-z0-9_-]{8,64}$/;
const DEVICE_MAX_AGE_S = 2 * 365 * 86_400;

function stored(): string | null {
  try {
    const v = browserStorage()?.getItem(DEVICE_UUID_KEY) ?? null;
    return v && DEVICE_RE.test(v) ? v : null;
  } catch {
    return null;
  }
}

function store(id: string): void {
  try {
    browserStorage()?.setItem(DEVICE_UUID_KEY, id);
  } catch {
    // Storage unavailable: the cookie alone identifies the device this visit.
  }
}

/**
 * The device uuid of SPEC §4: the one in local storage, else the proxy's device cookie (then
 * kept in local storage). When cookies were cleared the proxy hands out a new id; the stored one
 * wins and is written back to the cookie, so experiment groups and the device-token login keep
 * following the same device.
 */
export function deviceUuid(): string | null {
  const cookie = getCookie(DEVICE_COOKIE);
  const fromCookie = typeof cookie === 'string' && DEVICE_RE.test(cookie) ? cookie : null;
  const kept = stored();
  if (kept) {
    if (fromCookie !== kept) setCookie(DEVICE_COOKIE, kept, { path: '/', maxAge: DEVICE_MAX_AGE_S, sameSite: 'lax' });
    return kept;
  }
  if (fromCookie) store(fromCookie);
  return fromCookie;
}
