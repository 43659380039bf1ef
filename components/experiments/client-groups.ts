import { formatExperimentId, parseExperimentId } from '@/lib/api/contract/experiment-id';
import { cleanGroups, type GroupEntry } from '@/lib/api/group-entry';
import { groupValue } from './lookup';
import { AB_GROUPS, resolveAbGroups } from './ab-groups';
import { AB_AREAS, REPORTED_EXPERIMENTS, type ReportedExperiment } from './groups';
import { edgeValue } from './edge';
import { deviceUuid } from '@/lib/visitor/device-uuid';
import { getItem, setItem } from '@/lib/storage';
import { beforeTimeout } from '@/lib/lazy/with-timeout';

/**
 * The visitor's experiment groups as the browser sees them.
 *
 * Source: `./use-user-groups.ts` (SPEC §7 POST {api}/userGroup/all for the browser's device id),
 * read by `./experiments-host.tsx` (mounted once, after the load), which publishes its answer
 * here with `setClientGroups()`. The groups proxy.ts chooses at the edge (./edge.ts: the home)
 * are computed here from the same device id with the same hash (docs/experiments.md). Nothing per
 * visitor is rendered into cached HTML: this module only lives in the browser.
 */

let current: GroupEntry[] | null = null;
let known = false;
const listeners = new Set<() => void>();
let resolveKnown: (() => void) | null = null;
let knownPromise: Promise<void> | null = null;

/**
 * Publishes the groups (null = the call failed: lookups fall back to the stored A-B values and
 * the defaults). Called by the groups hook; tests call it directly.
 */
export function setClientGroups(groups: unknown): void {
  current = groups === null ? null : cleanGroups(groups);
  known = true;
  resolveKnown?.();
  for (const fn of listeners) fn();
}

/** The last published groups; null before the hook answered or after it failed. */
export function clientGroups(): GroupEntry[] | null {
  return current;
}

/** True once the groups hook has answered (or failed). */
export function clientGroupsKnown(): boolean {
  return known;
}

/**
 * Resolves once the groups are known, or after `timeoutMs` (events made before then should not
 * wait forever for a slow API; they then carry the stored A-B values and the defaults).
 */
export function whenClientGroupsKnown(timeoutMs = 3000): Promise<void> {
  if (known) return Promise.resolve();
  knownPromise ??= new Promise<void>((resolve) => {
    resolveKnown = resolve;
  });
  return beforeTimeout(knownPromise, timeoutMs, () => undefined);
}

/** Subscribes to group changes (useSyncExternalStore). */
export function subscribeClientGroups(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * The value of one reported experiment for these groups: SPEC §3 lookup (inversion, default
 * '1'); the two A-B names kept in local storage (newerHomeCutUser, transferCutUser) go through
 * resolveAbGroups, so a stored assignment wins when the API gave none. An experiment bucketed at
 * the edge (./edge.ts) reports the edge's value for the browser's device id — the variant the
 * proxy rendered — and keeps it as the stored A-B value.
 */
export function experimentValue(groups: readonly GroupEntry[] | null | undefined, name: ReportedExperiment): string {
  const area = AB_AREAS.find((a) => AB_GROUPS[a].groupName === name && AB_GROUPS[a].storageKey);
  const edge = edgeValue(deviceUuid(), name);
  if (edge !== null) {
    const key = area ? AB_GROUPS[area].storageKey : undefined;
    // Written only when it changes: this runs for every event and render that reads the value.
    if (key && getItem(key) !== edge) setItem(key, edge);
    return edge;
  }
  if (area) return resolveAbGroups(groups)[area];
  return groupValue(groups, name);
}

/**
 * `experiment_id` of an event (SPEC §3 event field): `name:value` pairs of REPORTED_EXPERIMENTS,
 * in that fixed order, joined by `|`, e.g.
 * `newerHomeCutUser:0|transferCutUser:1|upgradeSimilarSearch:1|vipOrderPop:0`.
 * The values are the ones the visitor sees (after the inversion rule), not the raw API values.
 */
export function experimentIdFrom(groups: readonly GroupEntry[] | null | undefined): string {
  return formatExperimentId(REPORTED_EXPERIMENTS.map((name) => [name, experimentValue(groups, name)] as const));
}

/** The current visitor's experiment_id (see experimentIdFrom). Never throws. */
export function experimentIdOf(): string {
  try {
    return experimentIdFrom(current);
  } catch {
    return experimentIdFrom(null);
  }
}

/** The pairs of an experiment_id (the wire format lives in the contract: the API's report reads it). */
export { parseExperimentId };

/** Test helper: forget everything (a fresh page). */
export function resetClientGroups(): void {
  current = null;
  known = false;
  resolveKnown = null;
  knownPromise = null;
  listeners.clear();
}
