import type { UploadedPicture, UploadSession } from '@/lib/api/contract/upload';
import type { ApiResult } from '@/lib/api/load';
import { OFFSET_CONFLICT, uploadPicture, type UploadDeps, type UploadProgress } from '@/components/upload/resumable';

const PICTURE: UploadedPicture = { pictureId: 7, url: 'http://localhost:4000/oss/up/a.jpg', key: 'up/a.jpg', width: 1200, height: 800, size: 10, sha256: 'h', name: 'a.jpg' };
const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
const down: ApiResult<never> = { ok: false, error: 'unavailable' };

/** A fake API holding `held` bytes of one upload; records every chunk offset it is sent. */
function fakeApi(size: number, held = 0, chunkSize = 4) {
  const api = { held, offsets: [] as number[], failNext: 0, completed: false };
  const session = (): UploadSession => ({ uploadId: 'u1', name: 'a.jpg', size, chunkSize, received: api.held, picture: api.completed ? PICTURE : null, expiresAt: 0 });
  const deps: Partial<UploadDeps> = {
    hash: async () => 'h',
    init: async () => ok(session()),
    chunk: async (_id, offset, bytes) => {
      api.offsets.push(offset);
      if (api.failNext > 0) {
        api.failNext -= 1;
        // The bytes landed but the answer was lost: the API's count is ahead of the client's.
        api.held = offset + bytes.length;
        return down;
      }
      if (offset !== api.held) return { ok: false, error: 'unavailable', code: OFFSET_CONFLICT, message: '偏移不一致' };
      api.held += bytes.length;
      return ok(session());
    },
    status: async () => ok(session()),
    complete: async () => {
      api.completed = true;
      return ok(PICTURE);
    },
    online: async () => {},
    sleep: async () => {},
  };
  return { api, deps };
}

const file = (n: number) => new Blob([new Uint8Array(n)]);

describe('uploadPicture', () => {
  it('sends the file in chunks and reports progress up to the whole size', async () => {
    const { api, deps } = fakeApi(10);
    const seen: UploadProgress[] = [];
    const out = await uploadPicture(file(10), { name: 'a.jpg', type: 'image/jpeg', deps, onProgress: (p) => seen.push(p) });
    expect(out).toEqual({ ok: true, picture: PICTURE });
    expect(api.offsets).toEqual([0, 4, 8]);
    expect(seen.filter((p) => p.phase === 'uploading').map((p) => p.sent)).toEqual([0, 4, 8, 10]);
    expect(seen.at(-1)).toEqual({ phase: 'finishing', sent: 10, total: 10 });
  });

  it('resumes from the bytes the API already holds instead of starting over (reload, same file)', async () => {
    const { api, deps } = fakeApi(10, 8);
    const out = await uploadPicture(file(10), { name: 'a.jpg', type: 'image/jpeg', deps });
    expect(out.ok).toBe(true);
    expect(api.offsets).toEqual([8]);
  });

  it('after a lost answer re-reads the status and goes on from the API offset', async () => {
    const { api, deps } = fakeApi(12);
    api.failNext = 1;
    const out = await uploadPicture(file(12), { name: 'a.jpg', type: 'image/jpeg', deps });
    expect(out.ok).toBe(true);
    // 0 was sent, its answer lost; the status said 4, so the next chunk starts at 4, not 0 again.
    expect(api.offsets).toEqual([0, 4, 8]);
  });

  it('follows the API after an offset conflict', async () => {
    const { api, deps } = fakeApi(8);
    let first = true;
    const chunk = deps.chunk!;
    deps.chunk = async (id, offset, bytes) => {
      if (first) {
        first = false;
        api.held = 4; // another tab sent the first chunk meanwhile
        return { ok: false, error: 'unavailable', code: OFFSET_CONFLICT };
      }
      return chunk(id, offset, bytes);
    };
    const out = await uploadPicture(file(8), { name: 'a.jpg', type: 'image/jpeg', deps });
    expect(out.ok).toBe(true);
    expect(api.offsets).toEqual([4]);
  });

  it('gives up with a Chinese message after repeated network failures, and stops when aborted', async () => {
    const { deps } = fakeApi(8);
    deps.chunk = async () => down;
    deps.status = async () => down;
    const out = await uploadPicture(file(8), { name: 'a.jpg', type: 'image/jpeg', deps });
    expect(out).toEqual({ ok: false, message: expect.stringContaining('网络连接中断') });
    const ctl = new AbortController();
    ctl.abort();
    const aborted = await uploadPicture(file(8), { name: 'a.jpg', type: 'image/jpeg', deps: fakeApi(8).deps, signal: ctl.signal });
    expect(aborted).toMatchObject({ ok: false, aborted: true });
  });

  it('returns the stored picture at once when the API already has the same file, and passes a refusal on', async () => {
    const { api, deps } = fakeApi(8);
    api.completed = true;
    expect(await uploadPicture(file(8), { name: 'a.jpg', type: 'image/jpeg', deps })).toEqual({ ok: true, picture: PICTURE });
    expect(api.offsets).toEqual([]);
    deps.init = async () => ({ ok: false, error: 'invalid', code: 40000, message: '图片不能超过 20 MB' });
    expect(await uploadPicture(file(8), { name: 'a.jpg', type: 'image/jpeg', deps })).toEqual({ ok: false, message: '图片不能超过 20 MB' });
  });
});
