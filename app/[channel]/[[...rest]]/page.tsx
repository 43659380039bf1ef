import type { Metadata } from 'next';
import { ChannelHome } from '@/components/home/channel-home';
import { homeMetadata } from '../_controllers/home-metadata';
import { homeRoute } from '../_controllers/area-home-page';

/**
 * The channel home ("/") and, for every other path no route claims (and /404), the not-found
 * screen with status 404. Home and catch-all share this optional catch-all because a plain
 * app/[channel]/page.tsx would be prerendered at build time — when the API is not running.
 * Here nothing is prerendered: each channel's home renders on its first request and is then
 * cached (ISR) like every other screen. This is the classic home; the proxy sends visitors of
 * the home experiment's other group to ../homeVariant (docs/experiments.md).
 */
export const revalidate = 300;

export { generateStaticParams } from '@/lib/route/on-demand';

type Props = { params: Promise<{ channel: string; rest?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return homeMetadata((await homeRoute({ params })).channel);
}

export default async function HomeOrNotFound({ params }: Props) {
  const { channel } = await homeRoute({ params });
  return <ChannelHome channel={channel} feed="discover" />;
}
