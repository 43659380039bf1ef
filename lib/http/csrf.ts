import { documentCookieValues } from '@/lib/storage/document-cookie';

/**
 * The API's double-submit CSRF token (docs/security.md): the API sets the `csrf_token` cookie
 * on its first answer, and every browser call echoes it in X-CSRF-Token. A foreign page can
 * neither read the cookie nor send the header without a CORS preflight it fails.
 */
const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'X-CSRF-Token';
/** The API's errorCode for a request refused as cross-site. */
export const CSRF_REFUSED = 40300;

/** The token from document.cookie, or null (server side, or before the API's first answer). */
export function csrfToken(): string | null {
  const [v] = documentCookieValues(CSRF_COOKIE);
  return v !== undefined && /^[A-Za-z0-9_-]{32,64}$/.test(v) ? v : null;
}
