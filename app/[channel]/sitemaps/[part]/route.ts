import { parseChannel } from '@/lib/route/params';
import type { Channel } from '@/lib/channel/hosts';
import { parsePartName, type SitemapPart } from '@/lib/editorial/sitemap/plan';
import { designerWindowPaths, itemWindowPaths, pagePaths, SitemapUnavailable, type PathEntry } from '@/lib/editorial/sitemap/sources';
import { absoluteUrl, chunk, urlsetXml, xmlResponse } from '@/lib/seo';

export const revalidate = 300;
// Built on first request per channel and part, then cached; nothing at build time.
export { generateStaticParams } from '@/lib/route/on-demand';

async function partEntries(channel: Channel, part: SitemapPart): Promise<PathEntry[] | null> {
  if (part.kind === 'pages') return chunk(await pagePaths(channel))[part.n - 1] ?? null;
  const entries = part.kind === 'items' ? await itemWindowPaths(channel, part.window) : await designerWindowPaths(channel, part.window);
  return entries.length ? entries : null;
}

/** One sitemap part (≤ 50,000 URLs) on the channel's own origin; unknown or empty parts 404. */
export async function GET(_req: Request, ctx: { params: Promise<{ channel: string; part: string }> }) {
  const p = await ctx.params;
  const channel = parseChannel(p.channel);
  const part = parsePartName(p.part);
  if (!channel || !part) return new Response('Not Found', { status: 404 });
  try {
    const entries = await partEntries(channel, part);
    if (!entries) return new Response('Not Found', { status: 404 });
    return xmlResponse(urlsetXml(entries.map((e) => ({ loc: absoluteUrl(channel, e.path), lastmod: e.lastmod }))));
  } catch (err) {
    if (err instanceof SitemapUnavailable) return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '60' } });
    throw err;
  }
}
