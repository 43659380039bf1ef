import { http as mock, HttpResponse } from 'msw';
import { getCommodityAreas } from '@/lib/api/classify';
import { addGatherTask, cancelGatherTask } from '@/components/collect/gather-api';
import { checkSensitive, saveCase, uploadChunk } from '@/components/upload/api';
import { server, setupMswServer } from '../../mocks/server';

setupMswServer();

const ok = (data: unknown) => HttpResponse.json({ error: { errorCode: 0, message: '' }, data });
const session = { uploadId: 'a'.repeat(32), name: 'a.jpg', size: 10, chunkSize: 1048576, received: 4, picture: null, expiresAt: 1 };

describe('components/upload/api', () => {
  it('checks a short text by GET (SPEC §7) and a long one by POST (a URL that long is refused)', async () => {
    const seen: string[] = [];
    const verdict = { pass: true, hits: [], message: '' };
    server.use(
      mock.get('*/case/api/gatherTask/checkSensitive', ({ request }) => {
        seen.push(`GET ${new URL(request.url).searchParams.get('word')}`);
        return ok(verdict);
      }),
      mock.post('*/case/api/gatherTask/checkSensitive', async ({ request }) => {
        seen.push(`POST ${((await request.json()) as { word: string }).word.length}`);
        return ok(verdict);
      }),
    );
    await expect(checkSensitive('现代 客厅')).resolves.toEqual({ ok: true, data: verdict });
    await checkSensitive('字'.repeat(2000));
    expect(seen).toEqual(['GET 现代 客厅', 'POST 2000']);
  });

  it('sends a chunk as raw bytes at its offset', async () => {
    let got: { url: URL; type: string | null; bytes: number[] } | null = null;
    server.use(
      mock.post('*/case/api/upload/chunk', async ({ request }) => {
        got = { url: new URL(request.url), type: request.headers.get('content-type'), bytes: [...new Uint8Array(await request.arrayBuffer())] };
        return ok(session);
      }),
    );
    const res = await uploadChunk(session.uploadId, 4, new Uint8Array([1, 2, 3]));
    expect(res).toEqual({ ok: true, data: session });
    expect(got!.url.searchParams.get('uploadId')).toBe(session.uploadId);
    expect(got!.url.searchParams.get('offset')).toBe('4');
    expect(got!.type).toBe('application/octet-stream');
    expect(got!.bytes).toEqual([1, 2, 3]);
  });

  it('a refused submission is a failure with the first problem and the error code', async () => {
    server.use(mock.post('*/case/api/case/saveCase', () => HttpResponse.json({ error: { errorCode: 45006, message: '请填写设计公司' }, data: { problems: [], case: {} } }, { status: 400 })));
    await expect(saveCase({ caseId: 3 })).resolves.toMatchObject({ ok: false, message: '请填写设计公司', code: 45006 });
  });
});

describe('components/collect/gather-api', () => {
  it('joins the picture indexes and cancels by task or by item', async () => {
    const urls: string[] = [];
    const task = { taskId: 7, item: { id: 5, title: 't', kind: 'case', cover: { url: 'x' } }, pictures: [], createdAt: 1, updatedAt: 1 };
    server.use(
      mock.get('*/case/api/gatherTask/addGatherTask', ({ request }) => {
        urls.push(new URL(request.url).search);
        return ok(task);
      }),
      mock.get('*/case/api/gatherTask/cancelGatherTask', ({ request }) => {
        urls.push(new URL(request.url).search);
        return ok({ taskId: 7, remaining: [], deleted: true });
      }),
    );
    await expect(addGatherTask({ itemId: 5, pictures: [0, 2] })).resolves.toMatchObject({ ok: true });
    await addGatherTask({ itemId: 5 });
    await cancelGatherTask({ taskId: 7 });
    await cancelGatherTask({ itemId: 5, pictures: [1] });
    expect(urls).toEqual(['?itemId=5&pictures=0%2C2', '?itemId=5', '?taskId=7', '?itemId=5&pictures=1']);
  });
});

describe('getCommodityAreas', () => {
  const saved = process.env.NEXT_PUBLIC_COMMODITY_ORIGIN;
  afterEach(() => {
    process.env.NEXT_PUBLIC_COMMODITY_ORIGIN = saved;
  });
  it('reads the separate commodity host when one is configured (SPEC §7)', async () => {
    process.env.NEXT_PUBLIC_COMMODITY_ORIGIN = 'http://commodity.test';
    const area = { id: 1, name: '模型专区', subtitle: '', kind: '3d', path: '/3d', icon: { url: 'x', key: 'k', width: 1, height: 1 }, itemCount: 3, sort: 1 };
    server.use(mock.get('http://commodity.test/commodityArea/list', () => ok([area])));
    await expect(getCommodityAreas()).resolves.toEqual({ ok: true, data: [area] });
  });
});
