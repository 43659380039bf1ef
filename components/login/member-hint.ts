import { documentCookieValues } from '@/lib/storage/document-cookie';
import { getItem } from '@/lib/storage/local-storage';

/** The readable account id cookie shared by every channel sub-domain (SPEC §4). */
export const ACCOUNT_COOKIE = 'accountId';

/**
 * Someone has been logged in in this browser: the stored accountId, or the accountId cookie a
 * login on another channel shares. A leaf module (no cookie library): the header's first load
 * reads it to decide when the login check starts (./login-check-start).
 */
export function hasMemberHint(): boolean {
  return getItem('accountId') !== null || documentCookieValues(ACCOUNT_COOKIE).some((v) => v !== '');
}
