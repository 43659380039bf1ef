import { answered, messageOf, type ApiResult } from '@/lib/api/load';
import type { UploadedPicture, UploadInitRequest, UploadSession, UploadType } from '@/lib/api/contract/upload';
import { fileSha256, readBytes } from '@/lib/file-bytes';
import { completeUpload, getUploadStatus, initUpload, uploadChunk } from './api';

/** The API's errorCode when a chunk's offset is not what it holds (re-read the status, go on from there). */
export const OFFSET_CONFLICT = 45002;
/** Bytes per request at most: small enough for a smooth progress bar, well under the API's chunkSize. */
const STEP_BYTES = 512 * 1024;
/** Network failures in a row before the upload stops and offers 重试 (which resumes, too). */
const MAX_NETWORK_FAILURES = 6;

export type UploadPhase = 'hashing' | 'uploading' | 'finishing';
export interface UploadProgress {
  phase: UploadPhase;
  /** Bytes the API holds. */
  sent: number;
  total: number;
}

type UploadOutcome = { ok: true; picture: UploadedPicture } | { ok: false; message: string; aborted?: boolean };

/** The calls and waits of one upload; the defaults are the real ones, tests hand in their own. */
export interface UploadDeps {
  hash: (file: Blob) => Promise<string>;
  init: (body: UploadInitRequest) => Promise<ApiResult<UploadSession>>;
  chunk: (uploadId: string, offset: number, bytes: Uint8Array) => Promise<ApiResult<UploadSession>>;
  status: (uploadId: string) => Promise<ApiResult<UploadSession>>;
  complete: (uploadId: string) => Promise<ApiResult<UploadedPicture>>;
  /** Resolves once the browser is online again (at once when it is). */
  online: () => Promise<void>;
  sleep: (ms: number) => Promise<void>;
}

function waitOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

const defaultDeps: UploadDeps = {
  hash: fileSha256,
  init: (body) => initUpload(body),
  chunk: (id, offset, bytes) => uploadChunk(id, offset, bytes),
  status: (id) => getUploadStatus(id),
  complete: (id) => completeUpload(id),
  online: waitOnline,
  sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
};

interface UploadOptions {
  name: string;
  type: UploadType;
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
  deps?: Partial<UploadDeps>;
}

const NETWORK_MESSAGE = '网络连接中断，上传已暂停，恢复后可继续';
const aborted: UploadOutcome = { ok: false, message: '已取消上传', aborted: true };

/**
 * Uploads one picture in chunks and resumes instead of starting over: the API keys an unfinished
 * upload by account, SHA-256 and size, so `init` after a reload (or with the same file picked
 * again) answers the bytes it already holds; a chunk refused for its offset, or lost to the
 * network, re-reads the status and goes on from the API's `received`. Never throws.
 */
export async function uploadPicture(file: Blob, opts: UploadOptions): Promise<UploadOutcome> {
  const d: UploadDeps = { ...defaultDeps, ...opts.deps };
  const total = file.size;
  const report = (phase: UploadPhase, sent: number) => opts.onProgress?.({ phase, sent, total });
  let failures = 0;

  /** After a network failure: wait (online, then a growing pause); false once it is hopeless. */
  async function recover(): Promise<boolean> {
    failures += 1;
    if (failures > MAX_NETWORK_FAILURES || opts.signal?.aborted) return false;
    await d.online();
    await d.sleep(Math.min(8000, 500 * 2 ** (failures - 1)));
    return !opts.signal?.aborted;
  }

  report('hashing', 0);
  let sha256: string;
  try {
    sha256 = await d.hash(file);
  } catch {
    return { ok: false, message: '读取图片失败，请重新选择' };
  }

  let session: UploadSession | null = null;
  while (!session) {
    if (opts.signal?.aborted) return aborted;
    const res = await d.init({ name: opts.name.slice(0, 200), size: total, type: opts.type, sha256 });
    if (res.ok) session = res.data;
    else if (answered(res)) return { ok: false, message: messageOf(res, '上传失败，请稍后重试') };
    else if (!(await recover())) return { ok: false, message: NETWORK_MESSAGE };
  }
  if (session.picture) {
    report('finishing', total);
    return { ok: true, picture: session.picture };
  }

  let received = session.received;
  const uploadId = session.uploadId;
  const step = Math.max(1, Math.min(session.chunkSize, STEP_BYTES));
  report('uploading', received);
  while (received < total) {
    if (opts.signal?.aborted) return aborted;
    let bytes: Uint8Array;
    try {
      // Plain bytes, not a Blob slice: every fetch (and test double) sends them as they are.
      bytes = await readBytes(file.slice(received, Math.min(total, received + step)));
    } catch {
      return { ok: false, message: '读取图片失败，请重新选择' };
    }
    const res = await d.chunk(uploadId, received, bytes);
    if (res.ok) {
      received = res.data.received;
      failures = 0;
      report('uploading', received);
      continue;
    }
    if (answered(res) && res.code !== OFFSET_CONFLICT) return { ok: false, message: messageOf(res, '上传失败，请稍后重试') };
    // An offset conflict or a lost answer: the API's count is the truth (the chunk may have landed).
    if (!answered(res) && !(await recover())) return { ok: false, message: NETWORK_MESSAGE };
    const st = await d.status(uploadId);
    if (st.ok) {
      if (st.data.picture) return { ok: true, picture: st.data.picture };
      received = st.data.received;
      report('uploading', received);
    } else if (answered(st)) return { ok: false, message: messageOf(st, '上传已失效，请重新选择图片') };
  }

  report('finishing', total);
  for (;;) {
    if (opts.signal?.aborted) return aborted;
    const res = await d.complete(uploadId);
    if (res.ok) return { ok: true, picture: res.data };
    if (answered(res)) return { ok: false, message: messageOf(res, '图片保存失败，请重新上传') };
    if (!(await recover())) return { ok: false, message: NETWORK_MESSAGE };
    // The completion may have landed before the answer was lost.
    const st = await d.status(uploadId);
    if (st.ok && st.data.picture) return { ok: true, picture: st.data.picture };
  }
}
