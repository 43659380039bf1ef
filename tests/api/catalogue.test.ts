import type { CaseClassifyList, ClassifyTree, CommodityArea } from '../../lib/api/contract/classify';
import type { KindInfo } from '../../lib/api/contract/kinds';
import { data, expectClientError, getJson, serverForFile } from './helpers/server';

const s = serverForFile();

const CASE_TOPS = ['建筑', '家居空间', '酒店民宿', '商业', '餐饮', '娱乐', '教育', '医疗', '办公', '公共', '微空间', '临时空间', '改造空间', '景观'];

describe('GET /case/api/case/classify/list', () => {
  it('answers the case tree with the SPEC §3 categories in order, with children and counts', async () => {
    const tree = await data<CaseClassifyList>(s.base, '/case/api/case/classify/list');
    expect(tree.map((n) => n.name).slice(0, CASE_TOPS.length)).toEqual(CASE_TOPS);
    for (const top of tree) {
      expect(top.parentId).toBe(0);
      expect(top.kind).toBe('case');
      expect(Array.isArray(top.children)).toBe(true);
      const childSum = top.children!.reduce((sum, c) => sum + c.itemCount, 0);
      expect(top.itemCount).toBeGreaterThanOrEqual(childSum);
      for (const c of top.children!) expect(c.parentId).toBe(top.id);
    }
    expect(tree.reduce((sum, t) => sum + t.itemCount, 0)).toBeGreaterThan(300);
  });

  it('is also served for the /api prefix rewrite only (GET /api/... is not a route)', async () => {
    expectClientError(await getJson(s.base, '/api/case/classify/list'), 404);
  });
});

describe('GET /case/api/content/classify', () => {
  it.each(['case', 'pin', 'pics', '3d', 'su', 'tietu', 'sgt', 'wenben', 'magazine', 'art', 'product', 'material', 'artDevice', 'award', 'publicAccount', 'jhy', 'bk', 'site'])('answers a tree for %s', async (kind) => {
    const tree = await data<ClassifyTree>(s.base, `/case/api/content/classify?kind=${kind}`);
    expect(tree.length).toBeGreaterThan(0);
    expect(tree.every((t) => t.kind === kind && typeof t.name === 'string' && t.name.length > 0)).toBe(true);
  });

  it.each(['', '?kind=', '?kind=nope', '?kind=case%27%20OR%201%3D1', '?kind[]=case', '?kind=case&kind=pin'])('rejects %s', async (q) => {
    expectClientError(await getJson(s.base, `/case/api/content/classify${q}`), 400);
  });
});

describe('GET /case/api/designer/classify', () => {
  it('answers the designer categories', async () => {
    const tree = await data<ClassifyTree>(s.base, '/case/api/designer/classify');
    expect(tree.map((t) => t.name)).toEqual(['建筑师', '室内设计师', '景观设计师', '产品设计师', '艺术家']);
  });
});

describe('GET /case/api/content/kinds', () => {
  it('lists every kind with its counts and docType', async () => {
    const kinds = await data<KindInfo[]>(s.base, '/case/api/content/kinds');
    const byKind = Object.fromEntries(kinds.map((k) => [k.kind, k]));
    expect(byKind.case!.docType).toBe(-3);
    expect(byKind.pin!.docType).toBe(-1);
    expect(byKind['3d']!.docType).toBe(0);
    expect(byKind.su!.docType).toBe(4);
    expect(byKind.wenben!.docType).toBe(20);
    expect(byKind.case!.homePath).toBe('/news');
    expect(kinds.reduce((sum, k) => sum + k.itemCount, 0)).toBe(2000);
    for (const k of kinds) expect(k.itemCount).toBeGreaterThan(0);
  });
});

describe('GET /commodityArea/list', () => {
  it('answers the commodity areas with icons and counts', async () => {
    const areas = await data<CommodityArea[]>(s.base, '/commodityArea/list');
    expect(areas.length).toBeGreaterThanOrEqual(5);
    for (const a of areas) {
      expect(a.name).toMatch(/专区$/);
      expect(a.path).toMatch(/^\//);
      expect(a.icon.url).toMatch(/^http:\/\/localhost:4000\/oss\/pool\//);
      expect(a.itemCount).toBeGreaterThan(0);
    }
  });
});
