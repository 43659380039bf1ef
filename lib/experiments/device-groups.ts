import { GROUP_NAMES } from './group-entry';
import { AB_AREAS, AB_GROUPS } from './ab-groups';
import { serverGroupNames } from './lookup';

/**
 * SPEC's request lists are "not shown"; our reading: deviceGroupList names the groups wanted
 * for the device — every group this site looks up, each server name once. Shared by the
 * proxy's fetch and the browser's hook, so both ask the same question.
 */
export const DEFAULT_DEVICE_GROUPS: string[] = serverGroupNames([...GROUP_NAMES, ...AB_AREAS.map((a) => AB_GROUPS[a].groupName)]);
