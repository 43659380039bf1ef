import type { Metadata } from 'next';
import { CHANNEL_FULL_NAMES, type Channel } from '@/lib/channel/hosts';
import { HOME_AREAS } from '@/lib/content/home-areas';
import { pageMetadata } from '@/lib/seo';
import { SITE_NAME } from '@/lib/site';

/** The channel home's metadata: the classic home and its experiment variants share it (canonical "/"). */
export function homeMetadata(channel: Channel): Metadata {
  const area = HOME_AREAS.discover;
  const meta = pageMetadata({ channel, path: '/', title: `${CHANNEL_FULL_NAMES[channel]}频道 · ${area.title}`, description: area.description });
  // The home keeps the layout's full default title rather than "x - 意匠设计".
  return { ...meta, title: { absolute: `${CHANNEL_FULL_NAMES[channel]} · 设计案例、灵感图库与模型素材 - ${SITE_NAME}` } };
}
