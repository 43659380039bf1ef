import { channelOrigin } from '@/lib/channel/origin';
import { parseChannel } from '@/lib/route/params';

export const revalidate = 300;
// Built on first request per channel, then cached; nothing at build time.
export { generateStaticParams } from '@/lib/route/on-demand';

/** Hop and helper pages: no content of their own, not worth a crawler's visit. */
const DISALLOW = ['/tranferPage/', '/reloadParentPage/', '/site-api/', '/personal', '/caseUpload/'];

/** robots.txt of one channel host, pointing at that host's own sitemap index. */
export async function GET(_req: Request, ctx: { params: Promise<{ channel: string }> }) {
  const channel = parseChannel((await ctx.params).channel);
  if (!channel) return new Response('Not Found', { status: 404 });
  const origin = channelOrigin(channel);
  const body = ['User-agent: *', 'Allow: /', ...DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}
