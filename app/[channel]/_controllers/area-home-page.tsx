import type { Metadata } from 'next';
import type { HomeChannel } from '@/lib/api/contract/content';
import { pagedRoute } from '@/lib/route/page-params';
import { CHANNEL_FULL_NAMES, type Channel } from '@/lib/channel/hosts';
import { HOME_AREAS } from '@/lib/content/home-areas';
import { pageMetadata } from '@/lib/seo';
import { ChannelHome } from '@/components/home/channel-home';

type Props = { params: Promise<{ channel: string; rest?: string[] }> };

/** A home's route: its channel; anything after the home (`/3d/x`, `/x`) is a 404. */
export const homeRoute = (props: Props) => pagedRoute(props, (p) => (p.rest?.length ? null : {}));

/**
 * Metadata and page of one header area home (/3d, /su, /news …). Each route file keeps its own
 * literal segment config; anything after the area (`/3d/x`) is a 404.
 */
export function areaHomePage(feed: HomeChannel) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      return areaMetadata((await homeRoute({ params })).channel, feed);
    },
    async Page({ params }: Props) {
      return <ChannelHome channel={(await homeRoute({ params })).channel} feed={feed} />;
    },
  };
}

/** Title, description and canonical of an area home on a channel. */
function areaMetadata(channel: Channel, feed: HomeChannel): Metadata {
  const area = HOME_AREAS[feed];
  return pageMetadata({ channel, path: area.path, title: `${area.title} · ${CHANNEL_FULL_NAMES[channel]}`, description: area.description });
}
