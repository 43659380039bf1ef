/** @jest-environment node */
// Server side (no window): the internal API origin, Next cache options, never a throw.
import { http as mock, HttpResponse } from 'msw';
import { getAwardDetail, listAwards } from '@/lib/api/awards';
import { getDesigner } from '@/lib/api/designers';
import { getBkEntry, getBkList, getSitemapChunk } from '@/lib/api/seo';
import { getTransferTarget } from '@/lib/api/world-nav';
import { server } from '../../mocks/server';

// lib/api/load marks failed renders with a `data:` fetch (no network); only http calls must match.
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (/^https?:/.test(request.url)) print.error();
    },
  }),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const API = 'http://127.0.0.1:4000';
const ok = (data: unknown) => HttpResponse.json({ error: { errorCode: 0, message: '' }, data });
const cover = { url: 'http://localhost:4000/oss/a.jpg', key: 'a.jpg', width: 800, height: 600 };
const item = { id: 7, kind: 'bk', title: '斗拱', cover, classifyId: 170100, classifyName: '建筑术语', tags: [] };
const detail = { ...item, description: ['斗拱是……'], images: [cover], facts: {}, related: [], seo: { title: '', keywords: [], description: '' } };

describe('editorial API modules', () => {
  it('call the documented endpoints with their parameters', async () => {
    let url: URL | undefined;
    server.use(
      mock.get(`${API}/case/api/award/detail`, ({ request }) => {
        url = new URL(request.url);
        return ok({ info: { ...detail, kind: 'award' }, list: { list: [], total: 0, page: 2, pageSize: 24 } });
      }),
    );
    const res = await getAwardDetail(41, 2, 24);
    expect(res.ok).toBe(true);
    expect(url?.searchParams.toString()).toBe('id=41&page=2&pageSize=24');
  });

  it('map a 404 to not-found and a 400 to invalid (both pages answer 404)', async () => {
    server.use(
      mock.get(`${API}/case/api/bk/entry`, () => HttpResponse.json({ error: { errorCode: 40400, message: '百科不存在' }, data: null }, { status: 404 })),
      mock.get(`${API}/case/api/bk/list`, () => HttpResponse.json({ error: { errorCode: 40000, message: '参数无效' }, data: null }, { status: 400 })),
    );
    await expect(getBkEntry(99999999)).resolves.toMatchObject({ ok: false, error: 'not-found' });
    await expect(getBkList(1, 1, 30)).resolves.toMatchObject({ ok: false, error: 'invalid' });
  });

  it('treat a 5xx, a network failure and a wrong shape as unavailable', async () => {
    server.use(
      mock.get(`${API}/case/api/designer/detail`, () => HttpResponse.json({ error: { errorCode: 50000, message: '服务器错误' }, data: null }, { status: 500 })),
      mock.get(`${API}/case/api/award/list`, () => HttpResponse.error()),
      mock.get(`${API}/case/api/worldNav/target`, () => ok({ webId: 1, url: 42 })),
      mock.get(`${API}/case/api/seo/sitemap`, () => ok({ entries: 'nope', nextAfterId: null })),
    );
    await expect(getDesigner(5)).resolves.toMatchObject({ ok: false, error: 'unavailable' });
    await expect(listAwards()).resolves.toMatchObject({ ok: false, error: 'unavailable' });
    await expect(getTransferTarget(1)).resolves.toMatchObject({ ok: false, error: 'unavailable' });
    await expect(getSitemapChunk('bk', 0, 1)).resolves.toMatchObject({ ok: false, error: 'unavailable' });
  });

  it('return the data of a good answer', async () => {
    server.use(mock.get(`${API}/case/api/bk/entry`, () => ok({ entry: detail, related: [{ id: 8, title: '雀替' }] })));
    const res = await getBkEntry(7);
    expect(res).toEqual({ ok: true, data: { entry: detail, related: [{ id: 8, title: '雀替' }] } });
  });
});
