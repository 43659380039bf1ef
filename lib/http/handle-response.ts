import { isServer } from '@/lib/config';
import { navigateTo } from './navigate';
import { discardBody, readResponse } from './read-response';
import type { ShapedResult } from './types';

const TICKET_PATH = '/cas/v1/tickets';

export function isTicketUrl(url: string): boolean {
  return url.includes(TICKET_PATH);
}

/** SPEC §8: a 301/302 sends the browser to Location; the server only reports it. */
function followRedirect(target: string | null, requestUrl: string): void {
  if (isServer() || !target) return;
  navigateTo(new URL(target, requestUrl).href);
}

function shaped(res: Response, url: string, data: unknown = null): ShapedResult {
  return { data, url, status: res.status, location: res.headers.get('location') };
}

/**
 * The status rules of SPEC §7/§8, in precedence order:
 * 1. ticket calls (URL contains /cas/v1/tickets) always get the shaped result, body only for
 *    200/201/401 — even a 404 or 30x of a ticket call stays a ticket result;
 * 2. a browser-side opaque redirect (fetch runs with redirect: 'manual', where browsers hide
 *    the status and Location) of a GET: the window goes to the request URL and the browser
 *    follows the same redirect itself; other methods cannot be replayed, so only reported;
 * 3. 301/302: the browser goes to Location;
 * 4. 404: empty-data result;
 * 5. everything else (2xx, 401, other non-2xx): the parsed body, never a throw.
 */
export async function handleResponse(res: Response, url: string, method: string): Promise<unknown> {
  const { status } = res;
  if (isTicketUrl(url)) {
    if (status === 200 || status === 201 || status === 401) return shaped(res, url, await readResponse(res));
    discardBody(res);
    return shaped(res, url);
  }
  if (res.type === 'opaqueredirect') {
    if (method === 'GET') followRedirect(url, url);
    return shaped(res, url);
  }
  if (status === 301 || status === 302) {
    discardBody(res);
    followRedirect(res.headers.get('location'), url);
    return shaped(res, url);
  }
  if (status === 404) {
    discardBody(res);
    return shaped(res, url);
  }
  return readResponse(res);
}
