import { groupValue } from './lookup';
import { AB_GROUPS } from './ab-groups';
import type { GroupEntry } from '@/lib/api/group-entry';

/**
 * The home-layout experiment (newerHomeCutUser, SPEC §3 A-B group "home"). Our reading of the
 * values: '1' (the default, also what crawlers and visitors without groups get) keeps the
 * classic home; '0' gets the search-led home. The proxy chooses (docs/experiments.md): it
 * rewrites "/" of a visitor in '0' to the internal homeVariantPath(), a page cached once per
 * channel and variant, so no cached page ever depends on who asks.
 */
export type HomeLayout = 'classic' | 'search-first';

/** Internal path segment of the variant homes (never linked; direct requests go back to "/"). */
export const HOME_VARIANT_SEGMENT = 'homeVariant';
/** The values that have their own cached variant home. */
const HOME_VARIANTS = ['0'] as const;

const HOME_GROUP = AB_GROUPS.home.groupName;
/** Readable cookie mirroring the stored A-B value (lib/storage newerHomeCutUser) for the proxy. */
export const HOME_MIRROR_COOKIE = HOME_GROUP;

const VALUE = /^[0-9]{1,2}$/;

export function homeLayoutOf(value: string): HomeLayout {
  return value === '0' ? 'search-first' : 'classic';
}

/**
 * The visitor's home value for the proxy: the API's assignment when the session has one, else
 * the browser's mirrored local-storage value (SPEC §3: the A-B group may live in local storage),
 * else the default '1'.
 */
export function homeValueFor(groups: readonly GroupEntry[] | null | undefined, mirrored: string | undefined): string {
  const has = groups?.some((g) => g.groupName === HOME_GROUP && g.groupValue.trim() !== '');
  if (has) return groupValue(groups, HOME_GROUP, AB_GROUPS.home.channel);
  return mirrored && VALUE.test(mirrored) ? mirrored : groupValue(null, HOME_GROUP);
}

/** The internal path "/" is rewritten to for this value, or null for the classic home. */
export function homeVariantPath(channel: string, value: string): string | null {
  return (HOME_VARIANTS as readonly string[]).includes(value) ? `/${channel}/${HOME_VARIANT_SEGMENT}/${value}` : null;
}

/** A variant param of the internal route, or null (→ 404). */
export function parseHomeVariant(raw: string): (typeof HOME_VARIANTS)[number] | null {
  return (HOME_VARIANTS as readonly string[]).includes(raw) ? (raw as (typeof HOME_VARIANTS)[number]) : null;
}
