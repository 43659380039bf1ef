import { getCookie } from '@/lib/storage/cookies';
import { ensureDeviceUuid } from '@/lib/visitor/device-uuid';
import { LANDING_PARAMS, VISIT_COOKIE, VISITOR_PATH } from './visit-cookie';

/**
 * The browser's half of the visitor cookies (docs/security.md "Cache safety"): pages may be
 * stored by a CDN, so they never set cookies; instead the page posts its device id and, on an
 * ad landing, its query to POST /site-api/visitor, an uncacheable answer that sets the device
 * cookie, the sealed session (experiment groups for the proxy's home variant, landing source)
 * and bd_vid. Asked only when the marker cookie has expired or the URL is a landing.
 */
export async function syncVisitor(): Promise<void> {
  const query = new URLSearchParams(window.location.search);
  const landing = LANDING_PARAMS.some((name) => query.has(name));
  if (!landing && getCookie(VISIT_COOKIE)) return;
  try {
    await fetch(VISITOR_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ deviceId: ensureDeviceUuid(), landing: landing ? window.location.search.slice(0, 2000) : '' }),
    });
  } catch {
    // Offline or the site is restarting: the next page asks again (the marker is not set).
  }
}
