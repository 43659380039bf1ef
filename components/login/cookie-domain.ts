import { SITE_CHANNELS } from '@/lib/api/contract/channels';

/** Sub-domain labels the site serves: one per channel, plus www. */
const SITE_LABELS = new Set<string>([...SITE_CHANNELS, 'www']);

/**
 * The Domain attribute that lets a cookie reach every channel sub-domain: the parent of
 * `{channel}.example.com`, or the bare domain itself. Undefined (a host-only cookie) for
 * localhost, `*.localhost` (a public suffix: browsers refuse Domain=localhost) and IP addresses.
 */
export function sharedCookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.') || host === 'localhost' || host.endsWith('.localhost')) return undefined;
  if (/^[\d.]+$/.test(host) || host.includes(':')) return undefined;
  const labels = host.split('.');
  if (labels.length > 2 && SITE_LABELS.has(labels[0]!)) return labels.slice(1).join('.');
  return host;
}

/** Loopback hosts count as secure contexts, so Secure cookies work there over http. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]' || host === '::1';
}
