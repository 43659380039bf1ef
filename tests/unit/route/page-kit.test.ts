/**
 * @jest-environment node
 */
import { loadOr404, pagedRoute, queryRoute } from '@/lib/route/page-params';
import { parseId, parsePageSegment } from '@/lib/route/params';

const props = <T,>(params: T, query: Record<string, string> = {}) => ({ params: Promise.resolve(params), searchParams: Promise.resolve(query) });
/** notFound() throws Next's 404 marker (digest NEXT_HTTP_ERROR_FALLBACK;404). */
const NOT_FOUND = expect.objectContaining({ digest: expect.stringContaining('404') });

describe('pagedRoute', () => {
  const route = (p: { channel: string; id: string; page?: string[] }) => pagedRoute(props(p), (s) => ({ id: parseId(s.id), page: parsePageSegment(s.page) }));

  it('gives the channel and every parsed part', async () => {
    await expect(route({ channel: 'interior', id: '12', page: ['3'] })).resolves.toEqual({ channel: 'interior', id: 12, page: 3 });
  });

  it.each([
    ['an unknown channel', { channel: 'nope', id: '12' }],
    ['a malformed part', { channel: 'interior', id: '012' }],
    ['a malformed page', { channel: 'interior', id: '12', page: ['1'] }],
  ])('404s on %s', async (_, p) => {
    await expect(route(p)).rejects.toEqual(NOT_FOUND);
  });

  it('never reads the query (reading it would make a cached page dynamic)', async () => {
    const untouchable = { params: Promise.resolve({ channel: 'interior', id: '7' }), get searchParams(): Promise<never> { throw new Error('searchParams read'); } };
    await expect(pagedRoute(untouchable, (s) => ({ id: parseId(s.id) }))).resolves.toEqual({ channel: 'interior', id: 7 });
  });

  it('404s when parse answers null; queryRoute hands it the query', async () => {
    const byQuery = (q: Record<string, string>) => queryRoute(props({ channel: 'interior' }, q), (_, query) => (query.st === '21' ? { st: query.st } : null));
    await expect(byQuery({ st: '21' })).resolves.toEqual({ channel: 'interior', st: '21' });
    await expect(byQuery({ st: '5' })).rejects.toEqual(NOT_FOUND);
  });
});

describe('loadOr404', () => {
  it('gives the data, null when the API is unavailable, and 404s when it says missing', async () => {
    await expect(loadOr404({ ok: true, data: 1 })).resolves.toBe(1);
    await expect(loadOr404(Promise.resolve({ ok: false as const, error: 'unavailable' as const }))).resolves.toBeNull();
    await expect(loadOr404({ ok: false, error: 'not-found' })).rejects.toEqual(NOT_FOUND);
    await expect(loadOr404({ ok: false, error: 'invalid' })).rejects.toEqual(NOT_FOUND);
  });
});
