import { GROUPS, GROUP_NAMES } from './groups';
import { serverGroupNames } from './lookup';

/**
 * SPEC's request lists are "not shown"; our reading: deviceGroupList names the groups wanted
 * for the device — every group of the table (./groups), each server name once, SPEC's list
 * first. Shared by the visitor route's fetch and the browser's hook, so both ask the same question.
 */
export const DEFAULT_DEVICE_GROUPS: string[] = serverGroupNames([...GROUP_NAMES, ...GROUPS.map((g) => g.name)]);
