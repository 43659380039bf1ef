import { MAX_ID, MAX_PAGE } from '@/lib/route/params';

/**
 * The /bk file names (SPEC §2): fl_{classifyId}_{page}.html (entries of a category),
 * sjs_{classifyId}_{page}.html (designers of a designer category) and {id}.html (one entry).
 * Numbers are canonical decimals (no leading zeros), ids ≤ 2^31-1, pages 1 … 1000.
 */
type BkPath =
  | { type: 'list'; classifyId: number; page: number }
  | { type: 'designers'; classifyId: number; page: number }
  | { type: 'entry'; id: number };

const LIST = /^(fl|sjs)_([1-9]\d{0,9})_([1-9]\d{0,3})\.html$/;
const ENTRY = /^([1-9]\d{0,9})\.html$/;

export function parseBkFile(file: string | undefined): BkPath | null {
  if (!file) return null;
  const list = LIST.exec(file);
  if (list) {
    const classifyId = Number(list[2]);
    const page = Number(list[3]);
    if (classifyId > MAX_ID || page > MAX_PAGE) return null;
    return { type: list[1] === 'fl' ? 'list' : 'designers', classifyId, page };
  }
  const entry = ENTRY.exec(file);
  if (entry) {
    const id = Number(entry[1]);
    return id <= MAX_ID ? { type: 'entry', id } : null;
  }
  return null;
}

export const BK_HOME_PATH = '/bk.html';

export function bkListPath(classifyId: number, page: number): string {
  return `/bk/fl_${classifyId}_${page}.html`;
}

export function bkDesignersPath(classifyId: number, page: number): string {
  return `/bk/sjs_${classifyId}_${page}.html`;
}

export function bkEntryPath(id: number): string {
  return `/bk/${id}.html`;
}
