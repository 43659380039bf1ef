import { getCookie, setCookie } from '@/lib/storage/cookies';
import { browserStorage } from '@/lib/storage';
import { DEVICE_COOKIE, DEVICE_MAX_AGE_S, isValidDeviceId } from './visit-cookie';

/** Local storage survives "clear cookies", which is what lets the device-token login work. */
const DEVICE_UUID_KEY = 'deviceUuid';

function stored(): string | null {
  try {
    const v = browserStorage()?.getItem(DEVICE_UUID_KEY) ?? null;
    return isValidDeviceId(v) ? v : null;
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

/** A random v4 uuid; getRandomValues works on plain http too, where randomUUID is missing. */
function newUuid(): string | null {
  const c = globalThis.crypto;
  if (!c?.getRandomValues) return null;
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The device uuid of SPEC §4: the one in local storage, else the device cookie (then kept in
 * local storage). The stored one wins and is written back to the cookie, so experiment groups
 * and the device-token login keep following the same device after cookies were cleared. null
 * when the browser has none yet (nothing can be bound to it).
 */
export function deviceUuid(): string | null {
  const cookie = getCookie(DEVICE_COOKIE);
  const fromCookie = isValidDeviceId(cookie) ? cookie : null;
  const kept = stored();
  if (kept) {
    if (fromCookie !== kept) setCookie(DEVICE_COOKIE, kept, { path: '/', maxAge: DEVICE_MAX_AGE_S, sameSite: 'lax' });
    return kept;
  }
  if (fromCookie) store(fromCookie);
  return fromCookie;
}

/**
 * deviceUuid(), made here on a first visit: pages set no cookies (docs/security.md "Cache
 * safety"), so the browser creates its analytics device id and /site-api/visitor adopts it.
 */
export function ensureDeviceUuid(): string | null {
  const existing = deviceUuid();
  if (existing) return existing;
  const id = newUuid();
  if (!id) return null;
  setCookie(DEVICE_COOKIE, id, { path: '/', maxAge: DEVICE_MAX_AGE_S, sameSite: 'lax' });
  store(id);
  return id;
}
