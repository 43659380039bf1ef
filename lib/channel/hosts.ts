import { siteDomain } from '@/lib/config';
import { SITE_CHANNELS, isSiteChannel, type SiteChannel } from '@/lib/api/contract/channels';

/** The audiences served on sub-domains (SPEC §1); the list is the wire contract's (lib/api/contract/channels.ts). */
export const CHANNELS = SITE_CHANNELS;
export type Channel = SiteChannel;

/** localhost, 127.0.0.1, www, the bare domain and unknown hosts all serve this. */
export const DEFAULT_CHANNEL: Channel = 'architecture';

/** Short names: analytics labels (SPEC §2 page-type naming). */
export const CHANNEL_NAMES: Record<Channel, string> = {
  interior: '室内',
  architecture: '建筑',
  landscape: '景观',
  student: '学生',
  rendering: '效果图',
};

/** Display names for headers and banners. */
export const CHANNEL_FULL_NAMES: Record<Channel, string> = {
  interior: '室内设计',
  architecture: '建筑设计',
  landscape: '景观设计',
  student: '学生专区',
  rendering: '效果图',
};

export const isChannel: (x: unknown) => x is Channel = isSiteChannel;

/** Lower-case host without port, trailing dot or IPv6 brackets' port. */
export function normalizeHost(host: string | null | undefined): string {
  let h = (host ?? '').trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    h = end === -1 ? h : h.slice(0, end + 1);
  } else {
    h = h.replace(/:\d*$/, '');
  }
  return h.replace(/\.$/, '');
}

/**
 * The one host → channel table: loopback names, `{channel}.localhost` dev hosts (Chromium
 * resolves them to loopback) and, with a production domain, `{channel}.{domain}`,
 * `www.{domain}` and the bare domain.
 */
export function hostTable(domain: string | undefined = siteDomain()): ReadonlyMap<string, Channel> {
  const table = new Map<string, Channel>([
    ['localhost', DEFAULT_CHANNEL],
    ['127.0.0.1', DEFAULT_CHANNEL],
  ]);
  for (const c of CHANNELS) table.set(`${c}.localhost`, c);
  if (domain) {
    table.set(domain, DEFAULT_CHANNEL);
    table.set(`www.${domain}`, DEFAULT_CHANNEL);
    for (const c of CHANNELS) table.set(`${c}.${domain}`, c);
  }
  return table;
}

const tables = new Map<string, ReadonlyMap<string, Channel>>();

/** The channel of a Host header value; unknown hosts → architecture. */
export function channelForHost(host: string | null | undefined, domain: string | undefined = siteDomain()): Channel {
  const key = domain ?? '';
  let table = tables.get(key);
  if (!table) {
    table = hostTable(domain);
    tables.set(key, table);
  }
  return table.get(normalizeHost(host)) ?? DEFAULT_CHANNEL;
}

/** The host of a channel: `{channel}.{domain}`, or `{channel}.localhost` in development. */
export function channelHost(channel: Channel, domain: string | undefined = siteDomain()): string {
  return `${channel}.${domain ?? 'localhost'}`;
}
