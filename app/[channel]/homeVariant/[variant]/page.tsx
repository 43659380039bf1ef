import type { Metadata } from 'next';
import { pagedRoute } from '@/lib/route/page-params';
import { homeLayoutOf, parseHomeVariant } from '@/components/experiments/server';
import { ChannelHome } from '@/components/home/channel-home';
import { homeMetadata } from '../../_controllers/home-metadata';

/**
 * The home of the home experiment's other group (newerHomeCutUser '0'): reached only through
 * the proxy's rewrite of "/", cached once per channel and variant like the classic home, with
 * the same metadata and canonical "/" (docs/experiments.md).
 */
export const revalidate = 300;

export { generateStaticParams } from '@/lib/route/on-demand';

type Props = { params: Promise<{ channel: string; variant: string }> };

const route = (props: Props) => pagedRoute(props, (p) => ({ variant: parseHomeVariant(p.variant) }));

export async function generateMetadata(props: Props): Promise<Metadata> {
  return homeMetadata((await route(props)).channel);
}

export default async function HomeVariantPage(props: Props) {
  const { channel, variant } = await route(props);
  return <ChannelHome channel={channel} feed="discover" layout={homeLayoutOf(variant)} />;
}
