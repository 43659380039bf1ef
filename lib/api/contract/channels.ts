/**
 * The five channels (SPEC §1: sub-domains by audience). Apart from their table
 * (audience.ts, which re-exports these) so that a client island naming a channel does not
 * carry the whole table into the browser (issue 15, phone speed).
 */
export const SITE_CHANNELS = ['interior', 'architecture', 'landscape', 'student', 'rendering'] as const;
export type SiteChannel = (typeof SITE_CHANNELS)[number];

export function isSiteChannel(x: unknown): x is SiteChannel {
  return typeof x === 'string' && (SITE_CHANNELS as readonly string[]).includes(x);
}
