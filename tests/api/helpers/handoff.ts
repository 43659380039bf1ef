import { Browser, type Answer } from './account-browser';
import type { LoginResult } from '../../../lib/api/contract/account';

/** The site's forwarder prefix, which the API's hand-off redirects name on every channel host. */
const GATEWAY = '/api-gw';

/** The path on the test server of a Location the API gave for a channel host's forwarder. */
export function viaGateway(base: string, location: string): string {
  const prefix = `${base}${GATEWAY}`;
  if (!location.startsWith(prefix)) throw new Error(`not a forwarder location: ${location}`);
  return location.slice(prefix.length);
}

export interface HandoffLegs {
  start: Answer<unknown>;
  authorize: Answer<unknown>;
  /** The ticket in the fragment of the page the browser lands on, or null. */
  ticket: string | null;
  landing: string;
}

/**
 * A channel switch as the browser makes it, with the API reached directly (both "channels" on the
 * test server): the target channel's jar starts the hand-off (nonce cookie), the source channel's
 * jar authorizes it and the browser lands on the target page, ticket in the fragment.
 */
export async function handoffLegs(base: string, source: Browser, target: Browser, to = '/dayUpdate'): Promise<HandoffLegs> {
  const start = await target.get(`/login/handoffStart?from=${encodeURIComponent(base)}&to=${encodeURIComponent(to)}`);
  if (start.status !== 302) throw new Error(`handoffStart answered ${start.status}: ${start.text}`);
  const authorize = await source.get(viaGateway(base, start.headers.get('location')!));
  if (authorize.status !== 302) throw new Error(`handoffAuthorize answered ${authorize.status}: ${authorize.text}`);
  const landing = authorize.headers.get('location')!;
  const hash = new URL(landing).hash;
  return { start, authorize, landing, ticket: hash.startsWith('#sso=') ? hash.slice(5) : null };
}

/** What the target page does with a ticket on arrival: POST /login/handoffLogin with its CSRF header. */
export function redeemHandoff(target: Browser, ticket: string): Promise<Answer<LoginResult>> {
  const csrf = target.cookies.get('csrf_token');
  return target.request<LoginResult>('POST', '/login/handoffLogin', { ticket }, false, csrf ? { 'x-csrf-token': csrf } : {});
}
