import type { Metadata } from 'next';
import { categoryHome, channelsHaving } from '@/lib/channel/audience';
import { ChannelSwitchHint } from '@/components/layout/channel-switch';
import { notFound } from 'next/navigation';
import { getClassifyTree } from '@/lib/api/classify';
import { getCaseNewHome } from '@/lib/api/content';
import { CHANNELS, type Channel } from '@/lib/channel/hosts';
import { pageMetadata } from '@/lib/seo';
import { CaseNewHomeScreen, caseNewHomePath, caseNewHomeTitle } from '@/components/case-new-home/case-new-home-screen';
import { PageErrorState } from '@/components/states/error-state';
import { parseIdOrZero } from '@/lib/route/params';
import { pagedRoute } from '@/lib/route/page-params';

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';

type Props = { params: Promise<{ channel: string; classifyId: string }> };

/**
 * 0 (all cases) or a top case category: malformed ids are a 404 before any request, unknown ones
 * after the (cached) case tree says so — before anything streams, so the status is a real 404.
 */
async function resolve(props: Props): Promise<{ channel: Channel; classifyId: number; home: Channel; channels: readonly Channel[] }> {
  const { channel, id } = await pagedRoute(props, (p) => ({ id: parseIdOrZero(p.classifyId) }));
  if (id !== 0) {
    const tree = await getClassifyTree('case');
    if (tree.ok && !tree.data.some((n) => n.id === id)) notFound();
    // One case category's front page lives on that category's home channel.
    const slug = tree.ok ? tree.data.find((n) => n.id === id)?.slug : undefined;
    if (slug) return { channel, classifyId: id, home: categoryHome('case', slug), channels: channelsHaving('case', slug, CHANNELS) };
  }
  return { channel, classifyId: id, home: channel, channels: CHANNELS };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { channel, classifyId, home } = await resolve(props);
  const result = await getCaseNewHome(classifyId);
  if (!result.ok && result.error !== 'unavailable') notFound();
  const title = result.ok ? caseNewHomeTitle(result.data) : '案例库';
  return pageMetadata({
    channel,
    home,
    path: caseNewHomePath(classifyId),
    title: `${title} · 新版案例首页`,
    description: `${title}：按空间类型浏览全球建筑、室内与景观设计案例，每个分类的热门案例与最新上传。`,
  });
}

export default async function CaseNewHomePage(props: Props) {
  const { channel, classifyId, channels } = await resolve(props);
  // Awaited before render (no Suspense boundary): the LCP image is in it, and a boundary's
  // content is revealed by script at least 300 ms after the first paint.
  const result = await getCaseNewHome(classifyId);
  if (!result.ok) {
    if (result.error !== 'unavailable') notFound();
    return <PageErrorState retryHref={caseNewHomePath(classifyId)} />;
  }
  return (
    <>
      <ChannelSwitchHint path={caseNewHomePath(classifyId)} channels={channels} />
      <CaseNewHomeScreen channel={channel} data={result.data} />
    </>
  );
}
