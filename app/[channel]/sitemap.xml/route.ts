import { parseChannel } from '@/lib/route/params';
import { partPath, type SitemapPart } from '@/lib/editorial/sitemap/plan';
import { pagePaths, sitemapWindows, SitemapUnavailable } from '@/lib/editorial/sitemap/sources';
import { absoluteUrl, chunk, sitemapIndexXml, xmlResponse } from '@/lib/seo';

export const revalidate = 300;
// Built on first request per channel, then cached (a failed build is cached for seconds only).
export { generateStaticParams } from '@/lib/route/on-demand';

/** The sitemap index of one channel: the pages parts, then one part per id window holding items whose home it is. */
export async function GET(_req: Request, ctx: { params: Promise<{ channel: string }> }) {
  const channel = parseChannel((await ctx.params).channel);
  if (!channel) return new Response('Not Found', { status: 404 });
  try {
    const [pages, windows] = await Promise.all([pagePaths(channel), sitemapWindows(channel)]);
    const parts: SitemapPart[] = [
      ...chunk(pages).map((_, i) => ({ kind: 'pages' as const, n: i + 1 })),
      ...windows.items.map((window) => ({ kind: 'items' as const, window })),
      ...windows.designers.map((window) => ({ kind: 'designers' as const, window })),
    ];
    return xmlResponse(sitemapIndexXml(parts.map((p) => ({ loc: absoluteUrl(channel, partPath(p)) }))));
  } catch (err) {
    if (err instanceof SitemapUnavailable) return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '60' } });
    throw err;
  }
}
