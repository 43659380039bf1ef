import {
  DATE_ORDER_ERROR,
  dateRangeSchema,
  IMAGE_SIZE_ERROR,
  imageSizeSchema,
  isBeforeOrSame,
  isDateInRange,
  isRiskFlag,
  purchaseRisk,
  validateImageSize,
} from '@/lib/validation';

describe('image size (SPEC §5)', () => {
  it('passes when both are greater than 0', () => {
    expect(validateImageSize(1, 1)).toBeNull();
    expect(validateImageSize(0.5, 1920)).toBeNull();
  });
  it.each([
    [0, 10],
    [10, 0],
    [-1, 10],
    [10, -0.1],
    [NaN, 10],
    [Infinity, 10],
    ['10', 10],
    [undefined, 10],
    [10, null],
  ])('rejects %p × %p with the message', (w, h) => {
    expect(validateImageSize(w, h)).toBe(IMAGE_SIZE_ERROR);
  });
  it('the zod schema carries the message', () => {
    const r = imageSizeSchema.safeParse({ width: 0, height: 5 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(IMAGE_SIZE_ERROR);
    expect(IMAGE_SIZE_ERROR).toMatch(/大于0/);
  });
});

describe('risk flag (SPEC §5)', () => {
  it('is false unless type is 2 or 3', () => {
    for (const type of [0, 1, 4, null, undefined, '', '1']) {
      expect(isRiskFlag({ type, riskLevel: 3, id: 'a', skuId: 'a' })).toBe(false);
    }
  });
  it.each([2, 3, '2', '3'])('type %p with riskLevel 2 or 3 is true', (type) => {
    expect(isRiskFlag({ type, riskLevel: 2 })).toBe(true);
    expect(isRiskFlag({ type, riskLevel: '3' })).toBe(true);
  });
  it('riskLevel other than 2/3 needs a matching id', () => {
    expect(isRiskFlag({ type: 2, riskLevel: 1 })).toBe(false);
    expect(isRiskFlag({ type: 2, riskLevel: 4 })).toBe(false);
    expect(isRiskFlag({ type: 2, riskLevel: null })).toBe(false);
    expect(isRiskFlag({ type: 2, riskLevel: '' })).toBe(false);
  });
  it('a non-blank id equal to skuId or caseId is true', () => {
    expect(isRiskFlag({ type: 2, riskLevel: 1, id: 'sku-1', skuId: 'sku-1' })).toBe(true);
    expect(isRiskFlag({ type: 3, id: 15, caseId: '15' })).toBe(true);
    expect(isRiskFlag({ type: 3, id: ' 15 ', caseId: 15 })).toBe(true);
    expect(isRiskFlag({ type: 3, id: 'x', skuId: 'y', caseId: 'z' })).toBe(false);
  });
  it('a blank id never matches, even blank skuId/caseId', () => {
    expect(isRiskFlag({ type: 2, id: '', skuId: '' })).toBe(false);
    expect(isRiskFlag({ type: 2, id: '   ', caseId: '   ' })).toBe(false);
    expect(isRiskFlag({ type: 2, id: null, skuId: null })).toBe(false);
    expect(isRiskFlag({ type: 2, id: undefined, caseId: undefined })).toBe(false);
  });
});

describe('the risk flag of a purchase (SPEC §5 with the account’s inputs)', () => {
  const flagged = [
    { skuId: 'case-month', caseId: null, reason: 'refund' as const },
    { skuId: null, caseId: 15, reason: 'dispute' as const },
  ];
  it('a plan is type 2 and checked by its SKU; an item is type 3 and checked by its case id', () => {
    expect(purchaseRisk({ riskLevel: 0, flagged }, 'case_vip', 'case-month')).toBe(true);
    expect(purchaseRisk({ riskLevel: 0, flagged }, 'case_vip', 'case-year')).toBe(false);
    expect(purchaseRisk({ riskLevel: 0, flagged }, 'item', 15)).toBe(true);
    expect(purchaseRisk({ riskLevel: 0, flagged }, 'item', 16)).toBe(false);
  });
  it('level 2 or 3 flags every purchase; no inputs or a malformed list flag none', () => {
    expect(purchaseRisk({ riskLevel: 3, flagged: [] }, 'joint_vip', 'joint-year')).toBe(true);
    expect(purchaseRisk(null, 'item', 15)).toBe(false);
    expect(purchaseRisk({ riskLevel: 0, flagged: 'x' as never }, 'item', 15)).toBe(false);
    expect(purchaseRisk({ riskLevel: 0, flagged: [null as never] }, 'item', 15)).toBe(false);
    expect(purchaseRisk({ riskLevel: 0, flagged }, 'item', null)).toBe(false);
  });
});

describe('date range (SPEC §5, inclusive)', () => {
  it('includes both ends', () => {
    expect(isDateInRange('2025-01-01', '2025-01-01', '2025-01-31')).toBe(true);
    expect(isDateInRange('2025-01-31', '2025-01-01', '2025-01-31')).toBe(true);
    expect(isDateInRange('2025-01-15', '2025-01-01', '2025-01-31')).toBe(true);
  });
  it('excludes outside dates', () => {
    expect(isDateInRange('2024-12-31', '2025-01-01', '2025-01-31')).toBe(false);
    expect(isDateInRange('2025-02-01', '2025-01-01', '2025-01-31')).toBe(false);
    expect(isDateInRange(new Date(2025, 0, 31, 0, 0, 0, 1), new Date(2025, 0, 1), new Date(2025, 0, 31))).toBe(false);
  });
  it('compares by unit when asked', () => {
    expect(isDateInRange(new Date(2025, 0, 31, 18), new Date(2025, 0, 1), new Date(2025, 0, 31), 'day')).toBe(true);
  });
  it('missing date fails; a missing bound is open; an invalid bound fails', () => {
    expect(isDateInRange(null, '2025-01-01', '2025-01-31')).toBe(false);
    expect(isDateInRange('2030-01-01', '2025-01-01', undefined)).toBe(true);
    expect(isDateInRange('2000-01-01', null, '2025-01-31')).toBe(true);
    expect(isDateInRange('2025-01-02', 'garbage', '2025-01-31')).toBe(false);
    expect(isDateInRange('2025-01-02', '2025-01-01', 'garbage')).toBe(false);
    expect(isDateInRange('garbage', '2025-01-01', '2025-01-31')).toBe(false);
  });
});

describe('before/after (SPEC §5)', () => {
  it('passes when either date is missing', () => {
    expect(isBeforeOrSame(null, '2025-01-01')).toBe(true);
    expect(isBeforeOrSame('2025-01-01', undefined)).toBe(true);
    expect(isBeforeOrSame('', '')).toBe(true);
  });
  it('passes for before or same, fails for after', () => {
    expect(isBeforeOrSame('2025-01-01', '2025-01-02')).toBe(true);
    expect(isBeforeOrSame('2025-01-01', '2025-01-01')).toBe(true);
    expect(isBeforeOrSame('2025-01-03', '2025-01-02')).toBe(false);
    expect(isBeforeOrSame(new Date(2025, 0, 2, 20), new Date(2025, 0, 2, 8), 'day')).toBe(true);
  });
  it('fails on an unparsable given date', () => {
    expect(isBeforeOrSame('nope', '2025-01-01')).toBe(false);
  });
  it('dateRangeSchema applies it with a Chinese message on end', () => {
    expect(dateRangeSchema.safeParse({ start: '2025-01-01', end: '2025-01-02' }).success).toBe(true);
    expect(dateRangeSchema.safeParse({ start: null, end: '2025-01-02' }).success).toBe(true);
    expect(dateRangeSchema.safeParse({}).success).toBe(true);
    const bad = dateRangeSchema.safeParse({ start: '2025-02-01', end: '2025-01-02' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ message: DATE_ORDER_ERROR, path: ['end'] });
  });
});
