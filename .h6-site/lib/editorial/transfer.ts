/**
 * Destination checks of the transfer page (/tranferPage/{webId}). The page only ever leaves
 * for a URL the API returned for that webId; this is the second gate: the URL must be an
 * absolute http(s) address of a public host name, with no credentials and no odd port, so
 * even a wrong API answer cannot turn the page into a `javascript:`, `data:`, protocol-relative
 * or intranet redirect. Nothing from the request (query, hash, referrer) is ever read.
 */

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home', '.corp', '.intranet'];

/** A public DNS name: at least two labels, letters/digits/hyphens, not an IP or local name. */
export function isPublicHostname(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (!host || host.length > 253 || host.startsWith('[') || IPV4.test(host)) return false;
  if (host === 'localhost' || LOCAL_SUFFIXES.some((s) => host.endsWith(s))) return false;
  const labels = host.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((l) => HOST_LABEL.test(l))) return false;
  return /[a-z]/.test(labels[labels.length - 1]!);
}

/** The vetted destination as a normalised href, or null when it must not be followed. */
export function vetDestination(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  // Absolute http(s) only: rejects 'javascript:', 'data:', '//evil', '/path', '\\evil' …
  if (!/^https?:\/\/[^/\\]/i.test(text)) return null;
  // Control characters, whitespace and backslashes have no place in a vetted URL.
  if (/[\u0000-\u001f\u007f\s\\]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  if (!isPublicHostname(url.hostname)) return null;
  return url.href;
}
