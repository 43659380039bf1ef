import { chinaDate, dayRemainingMs, daysUntil, last30Days, lastDays, serverDay } from '@/lib/time';

const H = 3600_000;

describe('last30Days', () => {
  it('returns 30 days, oldest first, ending today (local time)', () => {
    const now = new Date(2025, 2, 15, 10, 30); // 15 March 2025, local
    const days = last30Days(now);
    expect(days).toHaveLength(30);
    expect(days[29]).toBe('2025-03-15');
    expect(days[0]).toBe('2025-02-14');
    expect(days).toContain('2025-03-01');
    expect(days).toContain('2025-02-28');
    expect(new Set(days).size).toBe(30);
  });
  it('other counts and formats', () => {
    expect(lastDays(3, new Date(2024, 0, 1), 'MM/DD')).toEqual(['12/30', '12/31', '01/01']);
    expect(lastDays(0, new Date())).toEqual([]);
  });
});

describe('dayRemainingMs (+8 h: Beijing day)', () => {
  it('counts to Beijing midnight, not UTC midnight', () => {
    // 2025-01-01T15:00Z is 23:00 in Beijing → 1 h left
    expect(dayRemainingMs(Date.UTC(2025, 0, 1, 15, 0, 0))).toBe(H);
    // 2025-01-01T16:00Z is 00:00 Beijing on the 2nd → a full day left
    expect(dayRemainingMs(Date.UTC(2025, 0, 1, 16, 0, 0))).toBe(24 * H);
    // one ms before Beijing midnight
    expect(dayRemainingMs(Date.UTC(2025, 0, 1, 15, 59, 59, 999))).toBe(1);
    // UTC midnight is 08:00 Beijing → 16 h left
    expect(dayRemainingMs(Date.UTC(2025, 0, 2, 0, 0, 0))).toBe(16 * H);
  });
  it('names the Beijing day of a server time', () => {
    expect(serverDay(Date.UTC(2025, 0, 1, 15, 59, 59))).toBe('2025-01-01');
    expect(serverDay(Date.UTC(2025, 0, 1, 16, 0, 0))).toBe('2025-01-02');
  });
});

describe('chinaDate', () => {
  it('is the UTC+8 calendar day, and empty for a missing time', () => {
    expect(chinaDate(Date.UTC(2025, 0, 1, 15, 59))).toBe('2025-01-01');
    expect(chinaDate(Date.UTC(2025, 0, 1, 16, 0))).toBe('2025-01-02');
    expect(chinaDate(0)).toBe('');
    expect(chinaDate(Number.NaN)).toBe('');
  });
});

describe('daysUntil (Beijing calendar days, +8 h)', () => {
  it('counts calendar days in Beijing, whatever the UTC date', () => {
    const now = Date.UTC(2026, 10, 24, 17, 0); // 2026-11-25 01:00 in Beijing
    expect(daysUntil(Date.UTC(2026, 10, 25, 15, 59), now)).toBe(0); // 23:59 the same Beijing day
    expect(daysUntil(Date.UTC(2026, 10, 25, 16, 0), now)).toBe(1); // 00:00 the next Beijing day
    expect(daysUntil(now + 31 * 86_400_000, now)).toBe(31);
    expect(daysUntil(now - 86_400_000, now)).toBe(-1);
  });
});
