import { groupsTimeoutMs } from '@/lib/config';
import { postUserGroups } from './api';
import { cleanGroups, type GroupEntry } from '@/lib/api/group-entry';
import { DEFAULT_DEVICE_GROUPS } from './device-groups';

interface FetchGroupsOptions {
  deviceGroupList?: string[];
  accountGroupList?: string[];
  accountId?: string | number;
  /** Default GROUPS_TIMEOUT_MS or 1500 ms. */
  timeoutMs?: number;
}

/**
 * The visitor's groups for the session that POST /site-api/visitor seals
 * (`app/site-api/visitor/ensure-visitor.ts`; proxy.ts only reads it). Never throws: a slow, failing or
 * garbled API gives [], so every lookup yields its default.
 */
export async function fetchGroupsWithFallback(deviceId: string, opts: FetchGroupsOptions = {}): Promise<GroupEntry[]> {
  try {
    const res = await postUserGroups(
      {
        deviceId,
        deviceGroupList: opts.deviceGroupList ?? DEFAULT_DEVICE_GROUPS,
        accountGroupList: opts.accountGroupList ?? [],
        ...(opts.accountId !== undefined ? { accountId: opts.accountId } : {}),
      },
      { timeoutMs: opts.timeoutMs ?? groupsTimeoutMs(), cache: 'no-store' },
    );
    return cleanGroups(res.ok ? res.data : undefined);
  } catch {
    return [];
  }
}
