import type { LoginType } from '@/lib/api/contract/account';
import type { SessionSource } from '@/lib/session/site-session';
import { isOk } from '@/lib/http';
import { DEFAULT_LOGIN_TYPE, isLoginType } from './login-types';

/**
 * The browser's view of the site's sealed session (lib/session/site-session, server side): what
 * app/site-api/session tells page scripts.
 */
export interface SiteSessionView {
  loginType: LoginType;
  source: SessionSource | null;
}

const SITE_SESSION_PATH = '/site-api/session';

async function call(method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<SiteSessionView | null> {
  try {
    const res = await fetch(SITE_SESSION_PATH, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
    const json: unknown = await res.json();
    if (!isOk<SiteSessionView>(json)) return null;
    const data = json.data;
    return { loginType: isLoginType(data?.loginType) ? data.loginType : DEFAULT_LOGIN_TYPE, source: data?.source ?? null };
  } catch {
    return null;
  }
}

/** The stored login type (default 0) and the captured landing source. null when the site did not answer. */
export function readSiteSession(): Promise<SiteSessionView | null> {
  return call('GET');
}

/** Keeps the way this login happened in the sealed session (SPEC §4 stored login type). */
export function saveLoginType(loginType: LoginType): Promise<SiteSessionView | null> {
  return call('POST', { loginType });
}

/** Logout: forget the login type (the source attribution stays with the visitor). */
export function clearSiteLogin(): Promise<SiteSessionView | null> {
  return call('DELETE');
}
