/**
 * experiment_id of every event. Stand-in until lib/experiments/client-groups.ts (issue 12,
 * experiments) lands: no experiment known, so the field is omitted.
 */
export function experimentIdOf(): string {
  return '';
}
