import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { channelParam } from '@/lib/content/channel-param';
import { homeMetadata } from '@/lib/content/home-metadata';
import { ChannelHome } from '@/components/home/channel-home';

// /su only: the optional catch-all keeps the page out of the build (see app/[channel]/[[...rest]]).
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ channel: string; rest?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if ((await params).rest?.length) notFound();
  return homeMetadata(await channelParam(params), 'su');
}

export default async function AreaHome({ params }: Props) {
  if ((await params).rest?.length) notFound();
  return <ChannelHome channel={await channelParam(params)} feed="su" />;
}
