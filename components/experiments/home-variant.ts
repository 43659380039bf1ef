import { isValidDeviceId } from '@/lib/visitor/visit-cookie';
import { homeValueOf } from '@/lib/api/contract/home-experiment.cjs';

/**
 * The home-layout experiment (newerHomeCutUser, SPEC §3 A-B group "home"). Our reading of the
 * values: '1' (the default, also what crawlers get) keeps the classic home; '0' gets the
 * search-led home. The proxy chooses from the device id's edge bucket (./edge.ts,
 * docs/experiments.md): it rewrites "/" of a visitor in '0' to the internal homeVariantPath(), a
 * page cached once per channel and variant, so no cached page ever depends on who asks.
 */
export type HomeLayout = 'classic' | 'search-first';

/** Internal path segment of the variant homes (never linked; direct requests go back to "/"). */
export const HOME_VARIANT_SEGMENT = 'homeVariant';
/** The values that have their own cached variant home. */
const HOME_VARIANTS = ['0'] as const;

export function homeLayoutOf(value: string): HomeLayout {
  return value === '0' ? 'search-first' : 'classic';
}

/**
 * The visitor's home value at the edge: the device's bucket (the API's hash and salt), or the
 * default '1' without a device id (crawlers, which the edge gives no id). The rule is shared with
 * the site server (lib/api/contract/home-experiment.cjs).
 */
export function homeValueFor(deviceId: string | null | undefined): string {
  return homeValueOf(isValidDeviceId(deviceId) ? deviceId : null);
}

/** The internal path "/" is rewritten to for this value, or null for the classic home. */
export function homeVariantPath(channel: string, value: string): string | null {
  return (HOME_VARIANTS as readonly string[]).includes(value) ? `/${channel}/${HOME_VARIANT_SEGMENT}/${value}` : null;
}

/** A variant param of the internal route, or null (→ 404). */
export function parseHomeVariant(raw: string): (typeof HOME_VARIANTS)[number] | null {
  return (HOME_VARIANTS as readonly string[]).includes(raw) ? (raw as (typeof HOME_VARIANTS)[number]) : null;
}
