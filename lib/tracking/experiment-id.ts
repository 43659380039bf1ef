/**
 * experiment_id of every event: the visitor's groups as the browser sees them
 * (lib/experiments/client-groups.ts, docs/experiments.md).
 */
export { experimentIdOf } from '@/lib/experiments/client-groups';
