import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

/**
 * Pictures picked but not yet stored by the API, kept in IndexedDB (idb-keyval) so a reload or a
 * closed tab resumes their upload from the API's received offset instead of asking for the file
 * again. Local storage cannot hold files; IndexedDB can. Every call swallows failures (private
 * mode, quota): the upload then simply resumes only while the page stays open.
 */
interface PendingFile {
  /** The form's slot key. */
  key: string;
  /** `${accountId}:${caseId}`: whose case it belongs to. */
  owner: string;
  name: string;
  file: Blob;
  addedAt: number;
}

let store: UseStore | null | undefined;
function db(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore('case-upload', 'pending-files');
    } catch {
      store = null;
    }
  }
  return store;
}

export async function keepPendingFile(p: PendingFile): Promise<void> {
  const s = db();
  if (!s) return;
  try {
    await set(p.key, p, s);
  } catch {
    // Not kept: the upload still runs, it just cannot outlive the page.
  }
}

export async function dropPendingFile(key: string): Promise<void> {
  const s = db();
  if (!s) return;
  try {
    await del(key, s);
  } catch {
    // Nothing to do.
  }
}

/** The owner's unfinished pictures, oldest first. */
export async function pendingFiles(owner: string): Promise<PendingFile[]> {
  const s = db();
  if (!s) return [];
  try {
    const all = (await entries<string, PendingFile>(s)).map(([, v]) => v);
    return all.filter((p) => p && p.owner === owner && p.file instanceof Blob).sort((a, b) => a.addedAt - b.addedAt);
  } catch {
    return [];
  }
}

/** A draft created on the server moves its pending pictures from `${account}:0` to its id. */
export async function movePendingFiles(from: string, to: string): Promise<void> {
  for (const p of await pendingFiles(from)) await keepPendingFile({ ...p, owner: to });
}
