import type { CollectionDetail } from '../../lib/api/contract/collections';
import type { ItemDetail, ItemPage } from '../../lib/api/contract/content';
import { data, expectClientError, getJson, serverForFile } from './helpers/server';

const s = serverForFile();

describe.each([
  ['award', 'award', 'case', 24],
  ['publicAccount', 'publicAccount', 'article', 30],
  ['magazine', 'magazine', 'periodical', 38],
] as const)('/case/api/%s', (path, kind, childKind, count) => {
  it('lists every container', async () => {
    const p = await data<ItemPage>(s.base, `/case/api/${path}/list?pageSize=100`);
    expect(p.total).toBe(count);
    expect(p.list.every((i) => i.kind === kind)).toBe(true);
  });

  it('answers the container with a page of its members', async () => {
    const p = await data<ItemPage>(s.base, `/case/api/${path}/list?pageSize=100`);
    let found = false;
    for (const c of p.list) {
      const d = await data<CollectionDetail>(s.base, `/case/api/${path}/detail?id=${c.id}&pageSize=5`);
      expect(d.info.id).toBe(c.id);
      expect(d.info.childCount).toBe(d.list.total);
      expect(d.list.list.every((m) => m.kind === childKind && m.parentId === c.id)).toBe(true);
      if (d.list.total > 0) {
        found = true;
        break;
      }
    }
    expect(found).toBe(true);
  });

  it.each([['id=1001', 404], ['id=999999', 404], ['id=x', 400], ['', 400], ['id=1&pageSize=1000', 400]] as const)('rejects ?%s', async (q, status) => {
    expectClientError(await getJson(s.base, `/case/api/${path}/detail?${q}`), status);
  });
});

describe('/case/api/recommend', () => {
  it('lists the recommend lists and answers members in list order', async () => {
    const lists = await data<ItemPage>(s.base, '/case/api/recommend/list');
    expect(lists.total).toBe(20);
    const first = lists.list[0]!;
    const d = await data<CollectionDetail>(s.base, `/case/api/recommend/detail?id=${first.id}&pageSize=10`);
    expect(d.info.kind).toBe('recommend');
    expect(d.list.total).toBeGreaterThan(0);
    expect(d.list.list.length).toBe(Math.min(10, d.list.total));
    expect(d.info.childCount).toBe(d.list.total);
  });
  it("with an audience: that channel's lists, ranked by the share of members it serves; the channels' lists differ", async () => {
    const byChannel = new Map<string, string>();
    for (const audience of ['interior', 'architecture', 'landscape', 'student', 'rendering']) {
      const p = await data<ItemPage>(s.base, `/case/api/recommend/list?audience=${audience}`);
      expect(p.list.length).toBeGreaterThan(0);
      expect(p.list.length).toBeLessThanOrEqual(8);
      expect(p.list.every((i) => i.kind === 'recommend')).toBe(true);
      byChannel.set(audience, p.list.map((i) => i.id).join(','));
    }
    expect(new Set(byChannel.values()).size).toBe(5);
    // The inspiration lists lead on the rendering channel (every inspiration picture lives there).
    const rendering = await data<ItemPage>(s.base, '/case/api/recommend/list?audience=rendering');
    expect(rendering.list[0]!.title).toMatch(/灵感/);
    expectClientError(await getJson(s.base, '/case/api/recommend/list?audience=moon'), 400);
  });
  it('answers 404 for an id that is not a recommend list', async () => {
    expectClientError(await getJson(s.base, '/case/api/recommend/detail?id=1'), 404);
  });
});

describe.each([
  ['material', 'material', 110000],
  ['productDesign', 'product', 100000],
  ['artDesign', 'art', 90000],
  ['artDevice', 'artDevice', 120000],
  ['periodical', 'periodical', 80000],
] as const)('/case/api/%s list + detail', (path, kind, treeBase) => {
  it('lists by category and answers the detail', async () => {
    const all = await data<ItemPage>(s.base, `/case/api/${path}/list?pageSize=20`);
    expect(all.total).toBeGreaterThan(0);
    expect(all.list.every((i) => i.kind === kind)).toBe(true);
    const cid = all.list[0]!.topClassifyId;
    expect(Math.floor(cid / 10000) * 10000).toBe(treeBase);
    const byCat = await data<ItemPage>(s.base, `/case/api/${path}/list?classifyId=${cid}`);
    expect(byCat.list.every((i) => i.topClassifyId === cid)).toBe(true);
    const d = await data<ItemDetail>(s.base, `/case/api/${path}/detail?id=${all.list[0]!.id}`);
    expect(d.kind).toBe(kind);
    expect(d.images.length).toBeGreaterThan(0);
  });
  it('answers 404 for another kind and 400 for bad ids', async () => {
    expectClientError(await getJson(s.base, `/case/api/${path}/detail?id=113`), 404);
    expectClientError(await getJson(s.base, `/case/api/${path}/detail?id=abc`), 400);
    expectClientError(await getJson(s.base, `/case/api/${path}/list?classifyId=10100`), 400);
    expectClientError(await getJson(s.base, `/case/api/${path}/list?sort=nope`), 400);
  });
});
