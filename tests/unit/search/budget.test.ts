import { budgetLabel, costRangeTokens, costTokens, isProjectBudget, readBudget } from '../../../backend/src/search/budget';
import { downloadCost } from '@/lib/api/contract/rights';

const budgetOf = (text: string) => readBudget(text).budget;

describe('readBudget: what a request says it may cost', () => {
  it.each([
    ['预算5万 北欧客厅', { min: null, max: 50_000 }],
    ['5万以内的现代客厅', { min: null, max: 50_000 }],
    ['10-20万的别墅', { min: 100_000, max: 200_000 }],
    ['预算在10到20万之间', { min: 100_000, max: 200_000 }],
    ['不超过3000元的茶室', { min: null, max: 3000 }],
    ['50元以内的沙发模型', { min: null, max: 50 }],
    ['30设计币以内的贴图', { min: null, max: 30 }],
    ['价格9.9元以内', { min: null, max: 9.9 }],
    ['3000元以上的方案', { min: 3000, max: null }],
    ['20-10元的灯', { min: 10, max: 20 }],
  ])('%s', (text, want) => {
    expect(budgetOf(text)).toEqual({ ...want, cheap: false });
  });

  it('reads 便宜 as a cheap download', () => {
    expect(budgetOf('便宜的沙发模型')).toEqual({ min: null, max: 10, cheap: true });
    expect(budgetLabel(budgetOf('便宜点的灯')!)).toBe('便宜（10元以内）');
  });

  it('never takes a size, a count or a year for a budget', () => {
    for (const text of ['3人沙发', '1.5米的床', '2024年新中式', '100㎡以内的客厅', '100以内', '1-2层的别墅', '北欧客厅']) expect(budgetOf(text)).toBeNull();
  });

  it('takes the budget out of the words searched', () => {
    const r = readBudget('预算5万的北欧客厅');
    expect(r.rest).not.toMatch(/5|万|预算/);
    expect(r.rest).toContain('北欧客厅');
  });

  it('names budgets as the answer says them and tells a project budget from a download', () => {
    expect(budgetLabel({ min: null, max: 50_000, cheap: false })).toBe('5万元以内');
    expect(budgetLabel({ min: 100_000, max: 200_000, cheap: false })).toBe('10万–20万元');
    expect(budgetLabel({ min: 3000, max: null, cheap: false })).toBe('3000元以上');
    expect(isProjectBudget({ min: null, max: 50_000, cheap: false })).toBe(true);
    expect(isProjectBudget({ min: null, max: 50, cheap: false })).toBe(false);
  });
});

describe('cost tokens: a price range as index terms', () => {
  const inRange = (fen: number, lo: number, hi: number) => {
    const wanted = new Set(costRangeTokens(lo, hi));
    return costTokens(fen).some((t) => wanted.has(t));
  };
  it.each([
    [0, 5000],
    [990, 1990],
    [123, 18_765],
    [0, 0],
    [1000, 2000],
    [5_000_000, 20_000_000],
  ])('[%d, %d] fen matches exactly the costs inside', (lo, hi) => {
    for (const fen of [0, 1, 9, 10, 99, 100, 590, 989, 990, 991, 1990, 1999, 2000, 2001, 5000, 5001, 18_765, 18_766, 4_999_999, 5_000_000, 20_000_000, 20_000_001]) {
      expect([fen, inRange(fen, lo, hi)]).toEqual([fen, fen >= lo && fen <= hi]);
    }
  });
  it('an empty range has no token; a wide one stays short', () => {
    expect(costRangeTokens(5, 4)).toEqual([]);
    expect(costRangeTokens(0, 5_000_000).length).toBeLessThan(12);
  });
  it('a download costs what the rights table says: free 0, VIP its single purchase, priced its 设计币', () => {
    expect(downloadCost({ kind: '3d', vip: false, price: 0 })).toBe(0);
    expect(downloadCost({ kind: '3d', vip: true, price: 0 })).toBe(1990);
    expect(downloadCost({ kind: 'sgt', vip: false, price: 16 })).toBe(1600);
    expect(downloadCost({ kind: 'bk', vip: false, price: 0 })).toBeNull();
  });
});
