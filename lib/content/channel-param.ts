import { notFound } from 'next/navigation';
import { isChannel, type Channel } from '@/lib/channel/hosts';

/** The [channel] segment: proxy.ts rewrites only to known channels; anything else is a 404. */
export async function channelParam(params: Promise<{ channel: string }>): Promise<Channel> {
  const { channel } = await params;
  if (!isChannel(channel)) notFound();
  return channel;
}
