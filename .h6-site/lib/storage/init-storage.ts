import { STARTUP_KEYS } from './keys';
import { getRaw, removeItem } from './local-storage';

/**
 * SPEC §4 startup: parse each listed entry; remove the ones that do not parse, so later reads
 * never trip over them. Returns the removed keys.
 */
export function initStorage(): string[] {
  const removed: string[] = [];
  for (const key of STARTUP_KEYS) {
    const raw = getRaw(key);
    if (raw === null) continue;
    try {
      JSON.parse(raw);
    } catch {
      removeItem(key);
      removed.push(key);
    }
  }
  return removed;
}
