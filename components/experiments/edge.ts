import { bucket } from '@/lib/api/contract/bucket';
import { isValidDeviceId } from '@/lib/visitor/visit-cookie';
import { GROUPS } from './groups';

/**
 * Experiments bucketed at the edge (docs/experiments.md "Variants from the first response"):
 * their value is a pure function of the device id, computed with the API's own hash and salt
 * (lib/api/contract/bucket.ts), so proxy.ts can render a brand-new visitor's very first page in
 * their variant, and the browser reports the same value in every event's experiment_id. For
 * these groups the edge's value wins for the visit over any answer of the groups call (with the
 * reference API both are equal by construction: tests/unit/experiments/edge.test.ts).
 */
const EDGE = new Map<string, number>(GROUPS.flatMap((g) => (g.edge ? [[g.name, g.edge.variants] as const] : [])));

/** True for a group whose value is chosen at the edge. */
export function isEdgeExperiment(name: string): boolean {
  return EDGE.has(name);
}

/** The names bucketed at the edge, in table order. */
export const EDGE_EXPERIMENTS: readonly string[] = [...EDGE.keys()];

/** The edge value of one experiment for a device, or null when the device id is missing or malformed. */
export function edgeValue(deviceId: string | null | undefined, name: string): string | null {
  const variants = EDGE.get(name);
  if (variants === undefined || !isValidDeviceId(deviceId)) return null;
  return bucket(deviceId, name, variants);
}
