import { GROUPS } from './groups';
import { serverGroupNames } from './lookup';

/**
 * SPEC's request lists are "not shown"; our reading: deviceGroupList names the groups the site
 * has a variant for — the rows of the group table (./groups) with a `report` label, each server
 * name once. A SPEC group no screen reads is not asked for (docs/experiments.md "Groups the SPEC
 * only lists"). Shared by the visitor route's fetch and the browser's hook, so both ask the same question.
 */
export const DEFAULT_DEVICE_GROUPS: string[] = serverGroupNames(GROUPS.filter((g) => g.report).map((g) => g.name));
