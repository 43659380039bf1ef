import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getContentList } from '@/lib/api/content';
import { isChannel, type Channel } from '@/lib/channel/hosts';
import { classifyHref, isCanonicalClassifyId, parseClassifyId, type ClassifyParams } from '@/lib/content/classify-param';
import { classifyQuery } from '@/lib/content/classify-query';
import { classifyMetadata } from '@/lib/content/classify-seo';
import { loadCategoryContext, type CategoryContext } from '@/lib/content/load-classify';
import { ClassifyScreen } from '@/components/classify/classify-screen';
import { ErrorState } from '@/components/states/error-state';
import { ClassifyTextSearch } from '@/components/search/results/classify-search';

export const revalidate = 300;

// Rendered on first request and cached (ISR); nothing is fetched at build time.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ channel: string; classifyId: string }> };

/** Strict parameters (malformed → 404), one spelling per page (others redirect), known categories only. */
async function resolve(props: Props): Promise<{ channel: Channel; p: ClassifyParams; ctx: CategoryContext | null } | { unavailable: true; p: ClassifyParams }> {
  const { channel, classifyId } = await props.params;
  const p = parseClassifyId(classifyId);
  if (!isChannel(channel) || !p) notFound();
  if (!isCanonicalClassifyId(classifyId, p)) permanentRedirect(classifyHref(p));
  const ctx = await loadCategoryContext(p);
  if (ctx.ok) return { channel, p, ctx: ctx.data };
  if (ctx.error === 'unavailable') return { unavailable: true, p };
  notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const r = await resolve(props);
  if ('unavailable' in r) return { title: '分类暂时无法加载', robots: { index: false, follow: true } };
  const list = await getContentList({ ...classifyQuery(r.p, r.ctx), page: r.p.page });
  const tag = list.ok && r.p.tagId ? list.data.list.flatMap((i) => i.tags).find((t) => t.id === r.p.tagId) : undefined;
  return classifyMetadata(r.channel, r.p, r.ctx, list.ok ? list.data.total : null, tag?.name);
}

export default async function ClassifyPage(props: Props) {
  const r = await resolve(props);
  if ('unavailable' in r) {
    return (
      <div className="container">
        <ErrorState retryHref={classifyHref(r.p)} />
      </div>
    );
  }
  // With text instead of ids it is the search page (SPEC §2), owned by components/search.
  if (r.p.keyword !== null) return <ClassifyTextSearch channel={r.channel} p={r.p} />;
  return <ClassifyScreen channel={r.channel} p={r.p} ctx={r.ctx} />;
}
