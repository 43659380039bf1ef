import { errorMessage, isEnvelope, isOk, isShapedResult, okData } from '@/lib/http/result';

describe('result helpers', () => {
  const ok = { error: { errorCode: 0, message: '' }, data: [1] };
  const bad = { error: { errorCode: 1001, message: '参数错误' }, data: null };
  const shaped = { data: null, url: 'http://a/x', status: 404, location: null };

  it('isEnvelope checks the error.errorCode shape', () => {
    expect(isEnvelope(ok)).toBe(true);
    expect(isEnvelope(bad)).toBe(true);
    expect(isEnvelope({ error: { errorCode: '0' }, data: 1 })).toBe(false);
    expect(isEnvelope({ error: null })).toBe(false);
    expect(isEnvelope('text')).toBe(false);
    expect(isEnvelope(undefined)).toBe(false);
    expect(isEnvelope(shaped)).toBe(false);
  });
  it('isOk and okData accept only errorCode 0', () => {
    expect(isOk(ok)).toBe(true);
    expect(isOk(bad)).toBe(false);
    expect(okData<number[]>(ok)).toEqual([1]);
    expect(okData(bad)).toBeUndefined();
    expect(okData(undefined)).toBeUndefined();
    expect(okData(shaped)).toBeUndefined();
  });
  it('errorMessage returns the server message of a failed envelope only', () => {
    expect(errorMessage(bad)).toBe('参数错误');
    expect(errorMessage(ok)).toBeUndefined();
    expect(errorMessage({ error: { errorCode: 2, message: '' }, data: null })).toBeUndefined();
    expect(errorMessage('x')).toBeUndefined();
  });
  it('isShapedResult recognises {data,url,status,location}', () => {
    expect(isShapedResult(shaped)).toBe(true);
    expect(isShapedResult(ok)).toBe(false);
    expect(isShapedResult(null)).toBe(false);
    expect(isShapedResult({ url: 'x', status: 1, data: 1 })).toBe(false);
  });
});
