import { appendQuery, buildUrl, fieldValue, resolvePath, toSearchParams } from '@/lib/http/build-url';

const HOST = 'http://api.test';

describe('resolvePath (SPEC §7 host and /api rewrite)', () => {
  it('rewrites a relative /api path to /case/api, then prefixes the host', () => {
    expect(resolvePath('/api/gatherTask/checkSensitive', HOST)).toBe('http://api.test/case/api/gatherTask/checkSensitive');
  });
  it('rewrites /api exactly and /api with a query', () => {
    expect(resolvePath('/api', HOST)).toBe('http://api.test/case/api');
    expect(resolvePath('/api?x=1', HOST)).toBe('http://api.test/case/api?x=1');
  });
  it('does not rewrite a path that only starts with the letters api', () => {
    expect(resolvePath('/apiary/x', HOST)).toBe('http://api.test/apiary/x');
  });
  it('prefixes other relative paths with the host unchanged', () => {
    expect(resolvePath('/activity/group/time', HOST)).toBe('http://api.test/activity/group/time');
    expect(resolvePath('/case/api/word/x', HOST)).toBe('http://api.test/case/api/word/x');
  });
  it('adds the missing slash of a path without one and drops the trailing slash of the host', () => {
    expect(resolvePath('userGroup/all', `${HOST}/`)).toBe('http://api.test/userGroup/all');
  });
  it('leaves paths starting with http unchanged (absolute, other hosts, /api inside)', () => {
    expect(resolvePath('http://other.test/api/x', HOST)).toBe('http://other.test/api/x');
    expect(resolvePath('https://pay.test/payCenter/payNew/getOrder', HOST)).toBe('https://pay.test/payCenter/payNew/getOrder');
  });
  it('defaults to the browser API origin in jsdom', () => {
    expect(resolvePath('/api/x')).toBe('http://localhost:4000/case/api/x');
  });
});

describe('query and field encoding', () => {
  it('JSON-encodes object and array values and skips undefined and null', () => {
    expect(fieldValue({ a: 1 })).toBe('{"a":1}');
    expect(fieldValue([1, 2])).toBe('[1,2]');
    expect(fieldValue(undefined)).toBeUndefined();
    expect(fieldValue(null)).toBeUndefined();
    expect(fieldValue(0)).toBe('0');
    expect(fieldValue(false)).toBe('false');
    expect(fieldValue(new Date(Date.UTC(2025, 0, 1)))).toBe('2025-01-01T00:00:00.000Z');
  });
  it('URL-encodes keys and values', () => {
    expect(toSearchParams({ word: '客厅 设计', n: 2, skip: undefined }).toString()).toBe('word=%E5%AE%A2%E5%8E%85+%E8%AE%BE%E8%AE%A1&n=2');
    expect(toSearchParams(undefined).toString()).toBe('');
  });
  it('appends to a URL with or without a query and keeps the hash last', () => {
    expect(appendQuery('http://a/x', { a: 1 })).toBe('http://a/x?a=1');
    expect(appendQuery('http://a/x?b=2', { a: 1 })).toBe('http://a/x?b=2&a=1');
    expect(appendQuery('http://a/x?', { a: 1 })).toBe('http://a/x?a=1');
    expect(appendQuery('http://a/x?b=2&', { a: 1 })).toBe('http://a/x?b=2&a=1');
    expect(appendQuery('http://a/x#top', { a: 1 })).toBe('http://a/x?a=1#top');
    expect(appendQuery('http://a/x', {})).toBe('http://a/x');
  });
  it('builds rewrite + host + query in one go', () => {
    expect(buildUrl('/api/searchWord/id', { word: '别墅' }, HOST)).toBe('http://api.test/case/api/searchWord/id?word=%E5%88%AB%E5%A2%85');
  });
});
