import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import type { Channel } from '@/lib/channel/hosts';
import { classifyHref, formatClassifyId, isCanonicalClassifyId, parseClassifyId, type ClassifyUrl } from '@/lib/content/classify-param';
import { classifyMetadata } from '@/lib/content/classify-seo';
import { loadClassifyView, type ClassifyView } from '@/lib/content/load-classify';
import { ClassifyScreen } from '@/components/classify/classify-screen';
import { PageErrorState } from '@/components/states/error-state';
import { loadOr404, pagedRoute } from '@/lib/route/page-params';
import { ClassifySearch } from '@/components/search/server';

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';

type Props = { params: Promise<{ channel: string; classifyId: string }> };
type Resolved = { channel: Channel; view: ClassifyView } | { unavailable: true; url: ClassifyUrl };

/**
 * Strict parameters (malformed → 404), one spelling per page (others redirect), known
 * categories only. The page and its metadata share one load (loadClassifyView is per request).
 */
async function resolve(props: Props): Promise<Resolved> {
  const { channel, url, raw } = await pagedRoute(props, (p) => ({ url: parseClassifyId(p.classifyId), raw: p.classifyId }));
  if (!isCanonicalClassifyId(raw, url)) permanentRedirect(classifyHref(url));
  const view = await loadOr404(loadClassifyView(formatClassifyId(url)));
  return view ? { channel, view } : { unavailable: true, url };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const r = await resolve(props);
  if ('unavailable' in r) return { title: '分类暂时无法加载', robots: { index: false, follow: true } };
  return classifyMetadata(r.channel, r.view);
}

export default async function ClassifyPage(props: Props) {
  const r = await resolve(props);
  if ('unavailable' in r) {
    return <PageErrorState retryHref={classifyHref(r.url)} />;
  }
  // With text instead of ids it is the search page (SPEC §2), drawn by components/search.
  if (r.view.type === 'search') return <ClassifySearch channel={r.channel} view={r.view.view} />;
  return <ClassifyScreen channel={r.channel} view={r.view.view} />;
}
