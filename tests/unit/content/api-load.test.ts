import { http as mock, HttpResponse } from 'msw';
import { getContentList, getItemDetail } from '@/lib/api/content';
import { fetchFeedPage } from '@/lib/api/feed';
import { toResult } from '@/lib/api/load';
import { server, setupMswServer } from '../../mocks/server';
import { envelope } from '../../mocks/handlers';
import { makeItem, makePage } from '../../fixtures/items';

setupMswServer();

const isAnything = (x: unknown): x is unknown => x === x || x !== x;

describe('toResult', () => {
  it('maps the wrapper answers to a result, never throwing', () => {
    expect(toResult(undefined, isAnything)).toEqual({ ok: false, error: 'unavailable' });
    expect(toResult({ data: null, url: 'u', status: 404, location: null }, isAnything)).toEqual({ ok: false, error: 'not-found', code: 404 });
    expect(toResult('<html>oops</html>', isAnything)).toEqual({ ok: false, error: 'unavailable' });
    expect(toResult(envelope(null, 40400, '内容不存在'), isAnything)).toEqual({ ok: false, error: 'not-found', message: '内容不存在', code: 40400 });
    expect(toResult(envelope(null, 40000, '参数无效'), isAnything)).toMatchObject({ ok: false, error: 'invalid' });
    expect(toResult(envelope(null, 50000), isAnything)).toMatchObject({ ok: false, error: 'unavailable' });
    expect(toResult(envelope({ a: 1 }), isAnything)).toEqual({ ok: true, data: { a: 1 } });
  });
});

describe('content API (server side)', () => {
  it('lists with the page size and the params given', async () => {
    let url = '';
    server.use(mock.get('*/case/api/content/list', ({ request }) => {
      url = request.url;
      return HttpResponse.json(envelope(makePage([1, 2], 2)));
    }));
    const r = await getContentList({ kind: 'pin', sort: 'hot', page: 2 });
    expect(r.ok && r.data.list.map((i) => i.id)).toEqual([1, 2]);
    expect(new URL(url).searchParams.toString()).toBe('pageSize=24&kind=pin&sort=hot&page=2');
  });

  it('reports garbage with the right envelope as unavailable', async () => {
    server.use(mock.get('*/case/api/content/list', () => HttpResponse.json(envelope({ list: [{ id: 'x' }], total: 1 }))));
    expect(await getContentList({ kind: 'pin' })).toEqual({ ok: false, error: 'unavailable' });
  });

  it('tells not-found from unavailable for a detail', async () => {
    server.use(mock.get('*/case/api/content/detail', () => HttpResponse.json(envelope(null, 40400, '内容不存在'), { status: 404 })));
    expect(await getItemDetail(999_999_999, 'pin')).toMatchObject({ ok: false, error: 'not-found' });
    server.use(mock.get('*/case/api/content/detail', () => HttpResponse.error()));
    expect(await getItemDetail(1, 'pin')).toMatchObject({ ok: false, error: 'unavailable' });
    server.use(mock.get('*/case/api/content/detail', () => HttpResponse.json(envelope(null, 50000, '服务器错误'), { status: 500 })));
    expect(await getItemDetail(1, 'pin')).toMatchObject({ ok: false, error: 'unavailable' });
  });
});

describe('fetchFeedPage (browser infinite loading)', () => {
  it('reads the list out of each source shape', async () => {
    server.use(
      mock.get('*/case/api/content/rank', () => HttpResponse.json(envelope({ ...makePage([3], 30, 2), kind: '3d', rank: 'hot', title: 't' }))),
      mock.get('*/case/api/recommend/detail', () => HttpResponse.json(envelope({ info: makeItem(9, { kind: 'recommend' }), list: makePage([4], 30, 2) }))),
      mock.get('*/case/api/content/dayUpdate', () => HttpResponse.json(envelope({ days: [], date: '2026-11-21', list: makePage([5], 30, 2) }))),
    );
    const ids = async (p: ReturnType<typeof fetchFeedPage>) => {
      const r = await p;
      return r.ok ? r.data.list.map((i) => i.id) : r.error;
    };
    expect(await ids(fetchFeedPage({ type: 'rank', kind: '3d', rank: 'hot' }, 2))).toEqual([3]);
    expect(await ids(fetchFeedPage({ type: 'recommend', id: 9 }, 2))).toEqual([4]);
    expect(await ids(fetchFeedPage({ type: 'dayUpdate', date: '2026-11-21' }, 2))).toEqual([5]);
  });
});
