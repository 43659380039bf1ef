import { channelHost, type Channel } from './hosts';

/**
 * The public origin of a channel's sub-domain, for cross-channel links and canonical URLs.
 * Production: SITE_DOMAIN over https (SITE_PROTOCOL to override); development: `*.localhost`
 * on PORT.
 */
export function channelOrigin(channel: Channel): string {
  if (process.env.SITE_DOMAIN) return `${process.env.SITE_PROTOCOL ?? 'https'}://${channelHost(channel)}`;
  return `http://${channelHost(channel)}:${process.env.PORT ?? '3000'}`;
}

/** Marks links to another channel's sub-domain, so a logged-in member's click hands the login over (components/login/channel-handoff). */
export const CHANNEL_LINK_ATTR = 'data-channel-link';
