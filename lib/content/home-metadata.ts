import type { Metadata } from 'next';
import type { HomeChannel } from '@/lib/api/contract/content';
import { CHANNEL_FULL_NAMES, type Channel } from '@/lib/channel/hosts';
import { pageMetadata } from '@/lib/seo';
import { HOME_AREAS } from './home-areas';

/** Title, description and canonical of an area home (/news, /3d ...) on a channel. */
export function homeMetadata(channel: Channel, feed: HomeChannel): Metadata {
  const area = HOME_AREAS[feed];
  return pageMetadata({ channel, path: area.path, title: `${area.title} · ${CHANNEL_FULL_NAMES[channel]}`, description: area.description });
}
