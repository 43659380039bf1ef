/** Sitemap protocol (sitemaps.org 0.9): a part holds at most 50,000 URLs (and 50 MB). */
export const SITEMAP_MAX_URLS = 50_000;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** Epoch ms or an ISO date. */
  lastmod?: number | string;
}

/** Text for XML character data and attributes. */
export function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** W3C datetime of a lastmod, or undefined when it is not a valid time. */
export function w3cDate(value: number | string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) || d.getTime() <= 0 ? undefined : d.toISOString();
}

/** Splits a list into parts of at most `size` (default 50,000) entries. */
export function chunk<T>(list: readonly T[], size = SITEMAP_MAX_URLS): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('chunk size must be a positive integer');
  const parts: T[][] = [];
  for (let i = 0; i < list.length; i += size) parts.push(list.slice(i, i + size));
  return parts;
}

function entryXml(tag: 'url' | 'sitemap', e: SitemapEntry): string {
  const lastmod = w3cDate(e.lastmod);
  return `<${tag}><loc>${xmlEscape(e.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${tag}>`;
}

/** A <urlset> document. More than 50,000 entries is a programming error: chunk() first. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_MAX_URLS) throw new RangeError(`a sitemap holds at most ${SITEMAP_MAX_URLS} URLs, got ${entries.length}`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${entries.map((e) => entryXml('url', e)).join('\n')}\n</urlset>\n`;
}

/** A <sitemapindex> document listing the parts. */
export function sitemapIndexXml(parts: readonly SitemapEntry[]): string {
  if (parts.length > SITEMAP_MAX_URLS) throw new RangeError(`a sitemap index lists at most ${SITEMAP_MAX_URLS} sitemaps`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${parts.map((e) => entryXml('sitemap', e)).join('\n')}\n</sitemapindex>\n`;
}

/** An XML response, cached by crawlers and CDNs for the same five minutes as the pages. */
export function xmlResponse(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
