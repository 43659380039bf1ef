/**
 * The `experiment_id` event field's format (pure, no imports: the site writes it, the API's
 * report reads it): `name:value` pairs joined by `|`, e.g.
 * `newerHomeCutUser:0|transferCutUser:1|upgradeSimilarSearch:1|vipOrderPop:0`.
 */
const EXPERIMENT_PAIR_SEPARATOR = '|';

const PAIR = /^([A-Za-z0-9_]{1,64}):([A-Za-z0-9_-]{1,64})$/;

export function formatExperimentId(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.map(([name, value]) => `${name}:${value}`).join(EXPERIMENT_PAIR_SEPARATOR);
}

/** The pairs of an experiment_id; malformed pairs are dropped, anything not a string gives {}. */
export function parseExperimentId(id: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof id !== 'string' || id.length > 1000) return out;
  for (const part of id.split(EXPERIMENT_PAIR_SEPARATOR)) {
    const m = PAIR.exec(part.trim());
    if (m) out[m[1]!] = m[2]!;
  }
  return out;
}
