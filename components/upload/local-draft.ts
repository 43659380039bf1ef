import { getItem, setItem } from '@/lib/storage';
import type { LocalDraft } from '@/lib/storage/keys';

/** Drafts kept at most (oldest dropped): local storage is small and shared by the whole site. */
const LIMIT = 5;
/** How long a local copy is worth restoring. */
const LOCAL_DRAFT_TTL_MS = 30 * 24 * 3600 * 1000;

export const draftKey = (accountId: number, caseId: number): string => `${accountId}:${caseId}`;

function all(): Record<string, LocalDraft> {
  const raw = getItem('caseUploadDrafts');
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
}

/** The browser's copy of a case being written, or null (none, expired or unreadable). */
export function readLocalDraft(key: string, now = Date.now()): LocalDraft | null {
  const d = all()[key];
  if (!d || typeof d !== 'object' || typeof d.savedAt !== 'number' || now - d.savedAt > LOCAL_DRAFT_TTL_MS) return null;
  if (typeof d.title !== 'string' || !Array.isArray(d.pictures) || !Array.isArray(d.tags)) return null;
  return d;
}

/** Keeps the copy (newest LIMIT drafts); false when the browser refused (quota, private mode). */
export function writeLocalDraft(key: string, draft: LocalDraft): boolean {
  const next = { ...all(), [key]: draft };
  const keys = Object.keys(next).sort((a, b) => next[b].savedAt - next[a].savedAt);
  for (const k of keys.slice(LIMIT)) delete next[k];
  return setItem('caseUploadDrafts', next);
}

export function removeLocalDraft(key: string): void {
  const rest = all();
  if (!(key in rest)) return;
  delete rest[key];
  setItem('caseUploadDrafts', rest);
}
