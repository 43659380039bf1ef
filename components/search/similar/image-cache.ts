import type { SimilarResult } from '@/lib/api/contract/search';
import { getItem, setItem } from '@/lib/storage';
import { fileSha256 } from '@/lib/file-bytes';

/** Entries kept in referenceImgSourceCache (oldest dropped first) so local storage stays small. */
export const IMAGE_CACHE_LIMIT = 8;
/** Results older than this are searched again (the catalogue changes). */
export const IMAGE_CACHE_TTL_MS = 24 * 3600 * 1000;

interface CacheEntry {
  at: number;
  result: SimilarResult;
}

/** SHA-256 of the bytes, hex (SPEC §7 "images hashed with SHA-256 in the browser"): the one hasher, lib/file-bytes.ts. */
export function sha256Hex(data: ArrayBuffer | Blob): Promise<string> {
  return fileSha256(data instanceof Blob ? data : new Blob([data]));
}

/** Cache key: the picture's hash plus everything else that changes the answer. */
export function cacheKey(hash: string, options: { crop?: string; hideDuplicates: boolean; page: number }): string {
  return `${hash}|${options.crop ?? ''}|${options.hideDuplicates ? 1 : 0}|${options.page}`;
}

function entries(): Record<string, CacheEntry> {
  const raw = getItem('referenceImgSourceCache');
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, CacheEntry>) : {};
}

export function readCached(key: string, now = Date.now()): SimilarResult | null {
  const e = entries()[key];
  if (!e || typeof e.at !== 'number' || !e.result || !Array.isArray(e.result.list)) return null;
  return now - e.at <= IMAGE_CACHE_TTL_MS ? e.result : null;
}

export function writeCached(key: string, result: SimilarResult, now = Date.now()): void {
  const all = { ...entries(), [key]: { at: now, result } };
  const keys = Object.keys(all).sort((a, b) => (all[a]!.at ?? 0) - (all[b]!.at ?? 0));
  while (keys.length > IMAGE_CACHE_LIMIT) delete all[keys.shift()!];
  if (!setItem('referenceImgSourceCache', all)) {
    // Quota: keep only this answer rather than nothing.
    setItem('referenceImgSourceCache', { [key]: { at: now, result } });
  }
}
