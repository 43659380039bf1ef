import { SITE_CHANNELS } from '../../../lib/api/contract/channels';
import type { AppConfig } from '../config';

/** The channel sub-domains plus www (the discover home). */
const CHANNEL_HOSTS = [...SITE_CHANNELS, 'www'];
const LOCAL = [
  /^https?:\/\/localhost(:\d{1,5})?$/,
  /^https?:\/\/127\.0\.0\.1(:\d{1,5})?$/,
  /^https?:\/\/\[::1\](:\d{1,5})?$/,
  new RegExp(`^https?://(${CHANNEL_HOSTS.join('|')})\\.localhost(:\\d{1,5})?$`),
];

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Builds the allowed-origin predicate: SITE_ORIGINS, SITE_DOMAIN (sub)domains over https, and outside production the local hosts. */
export function originPolicy(config: Pick<AppConfig, 'siteOrigins' | 'siteDomain' | 'env'>): (origin: string) => boolean {
  // Production trusts only the configured site: any local port could be anyone's page.
  const local = config.env === 'production' ? [] : LOCAL;
  const exact = new Set(config.siteOrigins);
  const domain = config.siteDomain
    ? new RegExp(`^https://([a-z0-9-]{1,63}\\.)?${escape(config.siteDomain.toLowerCase())}(:\\d{1,5})?$`)
    : null;
  return (origin: string) => {
    if (origin.length > 300) return false;
    if (exact.has(origin)) return true;
    const lower = origin.toLowerCase();
    if (local.some((re) => re.test(lower))) return true;
    return domain ? domain.test(lower) : false;
  };
}
