import type { StorageKey, StorageSchema } from './keys';

/**
 * localStorage, or null where there is none (server) or touching it throws (blocked cookies,
 * some private modes throw on access itself).
 */
export function browserStorage(): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The raw string, or null. Never throws. */
export function getRaw(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The parsed value, or null when absent, unparsable or storage is unavailable. Never throws. */
export function getItem<K extends StorageKey>(key: K): StorageSchema[K] | null {
  const raw = getRaw(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as StorageSchema[K];
  } catch {
    return null;
  }
}

/** Stores the value as JSON; false when it could not be stored (quota, private mode). Never throws. */
export function setItem<K extends StorageKey>(key: K, value: StorageSchema[K]): boolean {
  try {
    const storage = browserStorage();
    if (!storage) return false;
    const json = JSON.stringify(value);
    if (json === undefined) return false;
    storage.setItem(key, json);
    return true;
  } catch {
    return false;
  }
}

/** Removes the key. Never throws. */
export function removeItem(key: string): void {
  try {
    browserStorage()?.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}

/** Removes several keys (logout). Never throws. */
export function clearItems(keys: readonly string[]): void {
  for (const key of keys) removeItem(key);
}
