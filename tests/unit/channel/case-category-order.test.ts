import {
  ARCHITECTURE_CASE_ORDER,
  caseCategoryOrder,
  LANDSCAPE_CASE_ORDER,
  reorderCaseCategories,
} from '@/lib/channel/case-category-order';

const names = (xs: { name: string }[]) => xs.map((x) => x.name);
const items = (...ns: string[]) => ns.map((name, id) => ({ id, name }));

const SHUFFLED = items('其他A', '景观', '办公', '建筑', '其他B', '餐饮', '家居空间', '改造空间', '酒店民宿', '商业', '娱乐', '教育', '医疗', '公共', '微空间', '临时空间');

describe('reorderCaseCategories (SPEC §3)', () => {
  it('architecture host + caseNewHome: architecture order, unlisted after in original order', () => {
    expect(names(reorderCaseCategories(SHUFFLED, 'architecture', 'http://localhost:3000/caseNewHome/0'))).toEqual([
      ...ARCHITECTURE_CASE_ORDER,
      '其他A',
      '其他B',
    ]);
  });
  it('landscape host: landscape first, architecture last', () => {
    const out = names(reorderCaseCategories(SHUFFLED, 'landscape', '/caseNewHome/3'));
    expect(out).toEqual([...LANDSCAPE_CASE_ORDER, '其他A', '其他B']);
    expect(out[0]).toBe('景观');
    expect(out[13]).toBe('建筑');
    expect(LANDSCAPE_CASE_ORDER).toEqual(['景观', '家居空间', '酒店民宿', '商业', '餐饮', '娱乐', '教育', '医疗', '办公', '公共', '微空间', '临时空间', '改造空间', '建筑']);
  });
  it('keeps the list as is on other channels or without caseNewHome', () => {
    for (const c of ['interior', 'student', 'rendering'] as const) {
      expect(names(reorderCaseCategories(SHUFFLED, c, '/caseNewHome/1'))).toEqual(names(SHUFFLED));
    }
    expect(names(reorderCaseCategories(SHUFFLED, 'architecture', '/news'))).toEqual(names(SHUFFLED));
    expect(caseCategoryOrder('architecture', '/casenewhome')).toBeNull();
  });
  it('handles partial lists, duplicates (stable) and empty lists; returns a new array', () => {
    const partial = items('x', '景观', '建筑', '景观');
    const out = reorderCaseCategories(partial, 'architecture', '/caseNewHome');
    expect(out.map((o) => o.id)).toEqual([2, 1, 3, 0]);
    expect(out).not.toBe(partial);
    expect(reorderCaseCategories([], 'landscape', '/caseNewHome')).toEqual([]);
    const same = reorderCaseCategories(partial, 'student', '/caseNewHome');
    expect(same).toEqual(partial);
    expect(same).not.toBe(partial);
  });
});
