import { getItem, setItem, type AbStorageKey } from '@/lib/storage';
import { AB_AREAS, GROUPS, type AbArea } from './groups';
import { groupValue } from './lookup';
import type { GroupEntry } from '@/lib/api/group-entry';

interface AbGroupSpec {
  /** Channel of the entry (the product, or 'ai'). */
  channel: string;
  groupName: string;
  /** Areas whose assignment is also kept in local storage (SPEC §3). */
  storageKey?: AbStorageKey;
}

/** Which server group decides each area (from the group table, ./groups). */
export const AB_GROUPS = Object.fromEntries(
  AB_AREAS.map((area) => {
    const g = GROUPS.find((x) => x.ab?.area === area)!;
    const { channel, storageKey } = g.ab!;
    return [area, storageKey ? { channel, groupName: g.name, storageKey } : { channel, groupName: g.name }];
  }),
) as Record<AbArea, AbGroupSpec>;

type AbGroups = Record<AbArea, string>;

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
