import { getItem } from '@/lib/storage/local-storage';

/** The readable account id cookie shared by every channel sub-domain (SPEC §4). */
export const ACCOUNT_COOKIE = 'accountId';

/**
 * Someone has been logged in in this browser: the stored accountId, or the accountId cookie a
 * login on another channel shares. A leaf module (no cookie library): the header's first load
 * reads it to decide when the login check starts (lib/login/login-check-start).
 */
export function hasMemberHint(): boolean {
  const prefix = `${ACCOUNT_COOKIE}=`;
  return getItem('accountId') !== null || document.cookie.split(/;\s*/).some((c) => c.startsWith(prefix) && c.length > prefix.length);
}
