import type { CasePicture } from '@/lib/api/contract/upload';
import type { UploadPhase } from './resumable';

/** One picture of the form: uploaded (picture set) or on its way (file), with what the checks said. */
export interface PictureSlot {
  key: string;
  name: string;
  /** The stored picture once uploaded. */
  picture: CasePicture | null;
  /** A blob: URL of the local file while it uploads. */
  preview: string | null;
  status: 'queued' | 'uploading' | 'done' | 'error';
  phase: UploadPhase | null;
  /** 0..100 */
  percent: number;
  /** Why it could not be uploaded (browser check, API refusal, network). */
  error: string | null;
  /** What the picture check found (duplicate, too small …), shown on the picture. */
  problems: string[];
  /** The file can be sent again (重试): false for a file the browser check refused. */
  retryable: boolean;
}

export const slotOfPicture = (p: CasePicture): PictureSlot => ({
  key: `p${p.pictureId}`,
  name: '',
  picture: p,
  preview: null,
  status: 'done',
  phase: null,
  percent: 100,
  error: null,
  problems: [],
  retryable: false,
});

/** The uploaded pictures in the author's order. */
export const uploadedPictures = (slots: readonly PictureSlot[]): CasePicture[] => slots.flatMap((s) => (s.status === 'done' && s.picture ? [s.picture] : []));

export function slotCounts(slots: readonly PictureSlot[]): { uploaded: number; pending: number; failed: number } {
  let uploaded = 0;
  let pending = 0;
  let failed = 0;
  for (const s of slots) {
    if (s.status === 'done') uploaded += 1;
    else if (s.status === 'error') failed += 1;
    else pending += 1;
  }
  return { uploaded, pending, failed };
}

/** The list with the element at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const t = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === t) return list as T[];
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(t, 0, item);
  return next;
}

/** The cover after a change: kept while its picture is still there, else the first uploaded one. */
export function keepCover(cover: number | null, pictures: readonly CasePicture[]): number | null {
  if (cover !== null && pictures.some((p) => p.pictureId === cover)) return cover;
  return pictures[0]?.pictureId ?? null;
}
