import { DEFAULT_GROUP_VALUE, PRODUCT_FRAMEWORK, type GroupEntry } from '@/lib/api/group-entry';
import { GROUPS } from './groups';

/**
 * "The first three groups share one lookup name" (SPEC §3). Our reading: the first three names
 * of the list — field, upgradeField and {product}ProductFramework — are all looked up under the
 * server group `{product}ProductFramework`; field and upgradeField are its inverse (the old
 * layout is on exactly when the new product framework is off).
 */
const SHARED_LOOKUP = new Set<string>(GROUPS.filter((g) => g.sharedLookup).map((g) => g.name));

/** SPEC §3: these answer the inverse of the stored value ('1' becomes '0', otherwise '1'). */
export const INVERTED_GROUPS = new Set<string>(GROUPS.filter((g) => g.inverted).map((g) => g.name));

/** The server-side group name a name is looked up under. */
export function lookupName(name: string): string {
  return SHARED_LOOKUP.has(name) ? PRODUCT_FRAMEWORK : name;
}

/**
 * The entry for a server group name; with a channel, an entry of that channel wins over one
 * of another channel (the same name may exist for the product and for 'ai').
 */
export function findGroup(groups: readonly GroupEntry[] | null | undefined, serverName: string, channel?: string): GroupEntry | undefined {
  if (!groups?.length) return undefined;
  const named = groups.filter((g) => g.groupName === serverName);
  return (channel ? named.find((g) => g.channel === channel) : undefined) ?? named[0];
}

/**
 * A group's value. Missing or blank values give the default '1'. For the inverted names the
 * rule is applied literally to the stored value: '1' → '0', anything else (missing included)
 * → '1', so every name defaults to '1' when the API gave nothing.
 */
export function groupValue(groups: readonly GroupEntry[] | null | undefined, name: string, channel?: string): string {
  const raw = findGroup(groups, lookupName(name), channel)?.groupValue?.trim();
  if (INVERTED_GROUPS.has(name)) return raw === '1' ? '0' : '1';
  return raw ? raw : DEFAULT_GROUP_VALUE;
}

/** True when the user is in `value` of the group (default '1'). */
export function inGroup(groups: readonly GroupEntry[] | null | undefined, name: string, value = '1', channel?: string): boolean {
  return groupValue(groups, name, channel) === value;
}

/** Group names to ask the API for: each server name once (the shared three become one). */
export function serverGroupNames(names: readonly string[]): string[] {
  return [...new Set(names.map(lookupName))];
}
