import type { UserGroupEntry } from '@/lib/api/contract/system';

/**
 * One experiment group assignment (SPEC §3): channel is the product or 'ai'. `scope` is the
 * reference API's extra (device or account); optional so cached entries can drop it.
 */
export type GroupEntry = Pick<UserGroupEntry, 'channel' | 'groupName' | 'groupValue'> & {
  scope?: UserGroupEntry['scope'];
};

/** The product code that fills SPEC's `{product}` placeholders (API paths say /case, /payCenter/case). */
const PRODUCT = 'case';

/** `{product}ProductFramework`. */
export const PRODUCT_FRAMEWORK = `${PRODUCT}ProductFramework`;

/** SPEC §3 "Default value is the string 1". */
export const DEFAULT_GROUP_VALUE = '1';

const MAX_FIELD = 64;

function shortString(x: unknown): x is string {
  return typeof x === 'string' && x.length > 0 && x.length <= MAX_FIELD;
}

/** Runtime check of an entry from the API or the session cookie. */
export function isGroupEntry(x: unknown): x is GroupEntry {
  if (typeof x !== 'object' || x === null) return false;
  const e = x as Record<string, unknown>;
  return shortString(e.channel) && shortString(e.groupName) && typeof e.groupValue === 'string' && e.groupValue.length <= MAX_FIELD;
}

/** Valid entries only, reduced to the three SPEC fields (keeps the session cookie small). */
export function cleanGroups(list: unknown): GroupEntry[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isGroupEntry).map(({ channel, groupName, groupValue }) => ({ channel, groupName, groupValue }));
}
