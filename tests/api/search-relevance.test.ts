import { facetHolds, grade, ndcgAt, parseFacets, titleCoreOf, type JudgedItem } from '../../backend/src/search/relevance/judge';
import { JUDGED_QUERIES } from '../../backend/src/search/relevance/queries';

const item = (over: Partial<JudgedItem>): JudgedItem => ({ id: 1, kind: 'case', leaf: '', top: '', titleCore: '', style: null, spaces: [], tags: [], software: '', format: '', cost: null, ...over });

describe('relevance judge (docs/search.md)', () => {
  it('keeps at least 150 judged queries, each with well-formed facets and no duplicate', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(150);
    for (const q of JUDGED_QUERIES) expect(parseFacets(q.facets).length).toBeGreaterThan(0);
    expect(new Set(JUDGED_QUERIES.map((q) => q.q)).size).toBe(JUDGED_QUERIES.length);
    expect(() => parseFacets('colour:red')).toThrow();
  });

  it('grades 景观廊架 by what an item is, never by the firm in its title', () => {
    const f = parseFacets('obj:廊架 ctx:景观');
    expect(grade(f, item({ kind: 'su', leaf: '廊架', top: '景观模型', titleCore: '现代廊架SU模型' }))).toBe(2);
    expect(grade(f, item({ kind: 'su', leaf: '廊架', top: '室内模型' }))).toBe(1);
    const gym = titleCoreOf('石语健身房 / 北岸景观设计', '北岸景观设计');
    expect(gym).toBe('石语健身房');
    expect(grade(f, item({ leaf: '健身房', top: '娱乐', titleCore: gym }))).toBe(0);
  });

  it('reads style from the style fact, not from a contradicting label', () => {
    const f = { field: 'style', value: '北欧' } as const;
    expect(facetHolds(f, item({ style: '法式', tags: ['北欧'] }))).toBe(false);
    expect(facetHolds(f, item({ style: '北欧' }))).toBe(true);
    expect(facetHolds(f, item({ kind: 'tietu', tags: ['北欧'] }))).toBe(true);
  });

  it('grades a download budget by what the item costs; an item without a file has no cost', () => {
    const f = parseFacets('obj:沙发 kind:model cost:0-10');
    expect(grade(f, item({ kind: '3d', leaf: '沙发', cost: 0 }))).toBe(2);
    expect(grade(f, item({ kind: '3d', leaf: '沙发', cost: 19.9 }))).toBe(1);
    expect(facetHolds({ field: 'cost', value: '10-20' }, item({ kind: 'sgt', cost: 20 }))).toBe(true);
    expect(facetHolds({ field: 'cost', value: '0-50' }, item({ kind: 'bk', cost: null }))).toBe(false);
  });

  it('computes nDCG@10 against the catalogue’s best list', () => {
    expect(ndcgAt([2, 2, 1], { 2: 2, 1: 1 })).toBeCloseTo(1);
    expect(ndcgAt([0, 2], { 2: 1, 1: 0 })).toBeCloseTo(1 / Math.log2(3));
    expect(ndcgAt([0], { 2: 0, 1: 0 })).toBeNull();
  });
});
