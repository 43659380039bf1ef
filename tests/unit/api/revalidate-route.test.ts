/**
 * @jest-environment node
 */
import { revalidateTag } from 'next/cache';
import { POST } from '@/app/site-api/revalidate/route';
import { AREA_TAGS, CACHE_TAGS, isKnownTag } from '@/lib/api/cache-tags';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
const revalidate = revalidateTag as jest.MockedFunction<typeof revalidateTag>;
const SECRET = 's'.repeat(32);

function post(body: unknown, auth: string | null = `Bearer ${SECRET}`) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth) headers.authorization = auth;
  return POST(new Request('http://localhost:3000/site-api/revalidate', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }));
}

beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
  revalidate.mockClear();
});
afterAll(() => {
  delete process.env.REVALIDATE_SECRET;
});

describe('the cache tag table', () => {
  it('knows its area tags, per-id tags and channel homes, and nothing else', () => {
    for (const t of AREA_TAGS) expect(isKnownTag(t)).toBe(true);
    expect(isKnownTag(CACHE_TAGS.item(12))).toBe(true);
    expect(isKnownTag(CACHE_TAGS.designer(3))).toBe(true);
    expect(isKnownTag(CACHE_TAGS.home('interior'))).toBe(true);
    for (const t of ['', 'contents', 'content:item:0', 'content:item:abc', 'designer:-1', '../content']) expect(isKnownTag(t)).toBe(false);
  });
});

describe('POST /site-api/revalidate', () => {
  it('expires the named tags, items, designers and homes at once', async () => {
    const res = await post({ tags: ['jhy', 'content'], items: [5, 5], designers: [7], homes: ['interior'] });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.revalidated).toEqual(['jhy', 'content', 'content:item:5', 'designer:7', 'content:home:interior']);
    expect(revalidate).toHaveBeenCalledTimes(5);
    expect(revalidate).toHaveBeenCalledWith('content:item:5', { expire: 0 });
  });

  it('refuses a wrong or missing secret, and answers 503 when none is configured', async () => {
    expect((await post({ tags: ['content'] }, 'Bearer nope')).status).toBe(401);
    expect((await post({ tags: ['content'] }, null)).status).toBe(401);
    delete process.env.REVALIDATE_SECRET;
    const res = await post({ tags: ['content'] });
    expect(res.status).toBe(503);
    expect((await res.json()).error.message).toContain('REVALIDATE_SECRET');
    expect(revalidate).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{'],
    ['unknown field', { paths: ['/'] }],
    ['unknown tag', { tags: ['everything'] }],
    ['unknown channel', { homes: ['mars'] }],
    ['bad id', { items: [0] }],
    ['nothing to do', {}],
  ])('answers 400 with a Chinese message for %s', async (_name, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/[\u4e00-\u9fff]/);
    expect(revalidate).not.toHaveBeenCalled();
  });
});
