import { AUDIENCES } from '@/lib/api/contract/audience';
import { CHANNELS } from '@/lib/channel/hosts';
import {
  ARCHITECTURE_CASE_ORDER,
  caseCategoryOrder,
  LANDSCAPE_CASE_ORDER,
  reorderCaseCategories,
} from '@/lib/channel/case-category-order';

const names = (xs: { name: string }[]) => xs.map((x) => x.name);
const items = (...ns: string[]) => ns.map((name, id) => ({ id, name }));

const SHUFFLED = items('其他A', '景观', '办公', '建筑', '其他B', '餐饮', '家居空间', '改造空间', '酒店民宿', '商业', '娱乐', '教育', '医疗', '公共', '微空间', '临时空间');

describe('reorderCaseCategories (SPEC §3, per channel)', () => {
  it('architecture host: the SPEC order, unlisted after in original order', () => {
    expect(names(reorderCaseCategories(SHUFFLED, 'architecture'))).toEqual([...ARCHITECTURE_CASE_ORDER, '其他A', '其他B']);
    expect(ARCHITECTURE_CASE_ORDER).toEqual(['建筑', '家居空间', '酒店民宿', '商业', '餐饮', '娱乐', '教育', '医疗', '办公', '公共', '微空间', '临时空间', '改造空间', '景观']);
  });
  it('landscape host: landscape first, architecture last', () => {
    const out = names(reorderCaseCategories(SHUFFLED, 'landscape'));
    expect(out).toEqual([...LANDSCAPE_CASE_ORDER, '其他A', '其他B']);
    expect(LANDSCAPE_CASE_ORDER).toEqual(['景观', '家居空间', '酒店民宿', '商业', '餐饮', '娱乐', '教育', '医疗', '办公', '公共', '微空间', '临时空间', '改造空间', '建筑']);
  });
  it('the other channels lead with their audience and list every SPEC category once', () => {
    expect(names(reorderCaseCategories(SHUFFLED, 'interior')).slice(0, 2)).toEqual(['家居空间', '酒店民宿']);
    expect(names(reorderCaseCategories(SHUFFLED, 'student'))[0]).toBe('教育');
    expect(names(reorderCaseCategories(SHUFFLED, 'rendering'))[0]).toBe('酒店民宿');
    for (const c of CHANNELS) {
      expect([...caseCategoryOrder(c)].sort()).toEqual([...ARCHITECTURE_CASE_ORDER].sort());
      expect(caseCategoryOrder(c)).toBe(AUDIENCES[c].caseOrder);
    }
  });
  it('handles partial lists, duplicates (stable) and empty lists; returns a new array', () => {
    const partial = items('x', '景观', '建筑', '景观');
    const out = reorderCaseCategories(partial, 'architecture');
    expect(out.map((o) => o.id)).toEqual([2, 1, 3, 0]);
    expect(out).not.toBe(partial);
    expect(reorderCaseCategories([], 'landscape')).toEqual([]);
  });
});
