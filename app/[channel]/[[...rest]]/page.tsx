import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CHANNEL_FULL_NAMES } from '@/lib/channel/hosts';
import { channelOf } from '@/lib/route/page-params';
import { HOME_AREAS } from '@/lib/content/home-areas';
import { pageMetadata } from '@/lib/seo';
import { SITE_NAME } from '@/lib/site';
import { ChannelHome } from '@/components/home/channel-home';

/**
 * The channel home ("/") and, for every other path no route claims (and /404), the not-found
 * screen with status 404. Home and catch-all share this optional catch-all because a plain
 * app/[channel]/page.tsx would be prerendered at build time — when the API is not running.
 * Here nothing is prerendered: each channel's home renders on its first request and is then
 * cached (ISR) like every other screen.
 */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ channel: string; rest?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { rest } = await params;
  if (rest?.length) notFound();
  const channel = await channelOf({ params });
  const area = HOME_AREAS.discover;
  const meta = pageMetadata({ channel, path: '/', title: `${CHANNEL_FULL_NAMES[channel]}频道 · ${area.title}`, description: area.description });
  // The home keeps the layout's full default title rather than "x - 意匠设计".
  return { ...meta, title: { absolute: `${CHANNEL_FULL_NAMES[channel]} · 设计案例、灵感图库与模型素材 - ${SITE_NAME}` } };
}

export default async function HomeOrNotFound({ params }: Props) {
  const { rest } = await params;
  if (rest?.length) notFound();
  const channel = await channelOf({ params });
  return <ChannelHome channel={channel} feed="discover" />;
}
