import dayjs from 'dayjs';
import { hoursAgoLabel, isRecent, JUST_UPDATED, relativeUpdateLabel } from '@/lib/time';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const ago = (ms: number) => NOW - ms;

describe('relativeUpdateLabel (SPEC §9)', () => {
  it.each([
    [0, JUST_UPDATED],
    [59 * S + 999, JUST_UPDATED],
    [-5 * M, JUST_UPDATED],
    [M, '1分钟前'],
    [59 * M + 59 * S, '59分钟前'],
    [H, '1小时前'],
    [H + 59 * M, '1小时前'],
    [71 * H + 59 * M + 59 * S, '71小时前'],
    [72 * H, ''],
    [30 * 24 * H, ''],
  ])('%i ms ago → %p', (ms, label) => expect(relativeUpdateLabel(ago(ms), NOW)).toBe(label));
  it('accepts dates and strings; invalid input gives ""', () => {
    expect(relativeUpdateLabel(new Date(ago(5 * M)), NOW)).toBe('5分钟前');
    expect(relativeUpdateLabel(new Date(ago(2 * H)).toISOString(), new Date(NOW))).toBe('2小时前');
    expect(relativeUpdateLabel('not a date', NOW)).toBe('');
    expect(relativeUpdateLabel(null, NOW)).toBe('');
    expect(relativeUpdateLabel(undefined, NOW)).toBe('');
  });
  it('reads Dayjs values and local "YYYY-MM-DD HH:mm:ss" strings as dayjs does', () => {
    expect(relativeUpdateLabel(dayjs(ago(3 * M)), dayjs(NOW))).toBe('3分钟前');
    const local = dayjs(ago(5 * H)).format('YYYY-MM-DD HH:mm:ss');
    expect(relativeUpdateLabel(local, NOW)).toBe('5小时前');
    expect(hoursAgoLabel(dayjs(local).format('YYYY-MM-DDTHH:mm:ss'), NOW)).toBe('5小时前');
    expect(relativeUpdateLabel(dayjs('nonsense'), NOW)).toBe('');
  });
  it('defaults now to the local clock', () => {
    expect(relativeUpdateLabel(Date.now())).toBe(JUST_UPDATED);
  });
});

describe('hoursAgoLabel (SPEC §9)', () => {
  it.each([
    [0, '0小时前'],
    [59 * M, '0小时前'],
    [H, '1小时前'],
    [72 * H, '72小时前'],
    [72 * H + 59 * M, '72小时前'],
    [73 * H, '3天前'],
    [96 * H, '4天前'],
    [167 * H + 59 * M, '6天前'],
    [168 * H, ''],
    [400 * H, ''],
    [-1, ''],
  ])('%i ms ago → %p', (ms, label) => expect(hoursAgoLabel(ago(ms), NOW)).toBe(label));
  it('invalid input gives ""', () => {
    expect(hoursAgoLabel('x', NOW)).toBe('');
  });
});

describe('isRecent (under 168 hours)', () => {
  it.each([
    [0, true],
    [167 * H + 59 * M + 59 * S + 999, true],
    [168 * H, false],
    [169 * H, false],
    [-H, true],
  ])('%i ms ago → %p', (ms, recent) => expect(isRecent(ago(ms), NOW)).toBe(recent));
  it('invalid is not recent', () => {
    expect(isRecent('nope', NOW)).toBe(false);
    expect(isRecent(undefined, NOW)).toBe(false);
  });
});
