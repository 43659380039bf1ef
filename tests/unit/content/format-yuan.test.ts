import { formatYuan } from '@/lib/content/format';

describe('formatYuan', () => {
  it('prints fen as yuan with cents, or whole plan prices without ".00"', () => {
    expect(formatYuan(1990)).toBe('¥19.90');
    expect(formatYuan(29300)).toBe('¥293.00');
    expect(formatYuan(58800, true)).toBe('¥588');
    expect(formatYuan(58850, true)).toBe('¥588.50');
    expect(formatYuan(1, true)).toBe('¥0.01');
  });
});
