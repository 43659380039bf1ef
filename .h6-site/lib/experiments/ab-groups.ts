import { getItem, setItem, type AbStorageKey } from '@/lib/storage';
import { groupValue } from './lookup';
import type { GroupEntry } from './group-entry';

/** The A-B areas of SPEC §3: case, home, detail, search, VIP and AI drawing. */
export type AbArea = 'case' | 'home' | 'detail' | 'search' | 'vip' | 'aiDraw';

export interface AbGroupSpec {
  /** Channel of the entry (the product, or 'ai'). */
  channel: string;
  groupName: string;
  /** Areas whose assignment is also kept in local storage (SPEC §3). */
  storageKey?: AbStorageKey;
}

/**
 * Which server group decides each area. SPEC names the areas and the two local-storage keys but
 * not the mapping; this table is our reading and the one place to change it. The local-storage
 * keys double as group names for the areas they belong to.
 */
export const AB_GROUPS: Record<AbArea, AbGroupSpec> = {
  case: { channel: 'case', groupName: 'caseDrive' },
  home: { channel: 'home', groupName: 'newerHomeCutUser', storageKey: 'newerHomeCutUser' },
  detail: { channel: 'detail', groupName: 'transferCutUser', storageKey: 'transferCutUser' },
  search: { channel: 'search', groupName: 'imageSearchConversion' },
  vip: { channel: 'vip', groupName: 'allSiteVipV3' },
  aiDraw: { channel: 'ai', groupName: 'aiDraw' },
};

export const AB_AREAS = Object.keys(AB_GROUPS) as AbArea[];

export type AbGroups = Record<AbArea, string>;

function hasEntry(groups: readonly GroupEntry[] | null | undefined, spec: AbGroupSpec): boolean {
  return !!groups?.some((g) => g.groupName === spec.groupName && g.groupValue.trim() !== '');
}

/** Each area's value from the server groups alone (default '1'). Pure. */
export function abGroupsFrom(groups: readonly GroupEntry[] | null | undefined): AbGroups {
  const out = {} as AbGroups;
  for (const area of AB_AREAS) out[area] = groupValue(groups, AB_GROUPS[area].groupName, AB_GROUPS[area].channel);
  return out;
}

/**
 * Browser form: areas with a storage key remember their last server assignment, so an API
 * outage (no groups → defaults) does not flip a user between variants. A server answer always
 * wins and refreshes the stored value.
 */
export function resolveAbGroups(groups: readonly GroupEntry[] | null | undefined): AbGroups {
  const out = abGroupsFrom(groups);
  for (const area of AB_AREAS) {
    const { storageKey } = AB_GROUPS[area];
    if (!storageKey) continue;
    if (hasEntry(groups, AB_GROUPS[area])) {
      setItem(storageKey, out[area]);
    } else {
      const stored = getItem(storageKey);
      if (typeof stored === 'string' && stored !== '') out[area] = stored;
    }
  }
  return out;
}
