import type { Channel } from '@/lib/channel/hosts';
import { channelOrigin } from '@/lib/channel/origin';

/**
 * The absolute URL of a site path on a channel's own origin. Canonical URLs, Open Graph URLs,
 * JSON-LD and sitemaps all go through here so one page never advertises two addresses.
 * Query strings and fragments are dropped on purpose: every indexable page has its state in
 * the path (one URL per list page), so a canonical never carries `?page=`.
 */
export function absoluteUrl(channel: Channel, path: string): string {
  const clean = path.split(/[?#]/, 1)[0] || '/';
  const withSlash = clean.startsWith('/') ? clean : `/${clean}`;
  // encodeURI keeps '/', '_' and '.' and encodes Chinese text and spaces.
  const encoded = /%[0-9A-Fa-f]{2}/.test(withSlash) ? withSlash : encodeURI(withSlash);
  return `${channelOrigin(channel)}${encoded}`;
}
