import { encodeBody } from '@/lib/http/encode-body';

describe('encodeBody (SPEC §7)', () => {
  it('encodes JSON with a JSON content type', () => {
    expect(encodeBody({ a: 1, b: [1] }, 'json')).toEqual({ body: '{"a":1,"b":[1]}', contentType: 'application/json;charset=UTF-8' });
  });
  it('sends nothing for undefined data', () => {
    expect(encodeBody(undefined, 'json')).toEqual({});
    expect(encodeBody(undefined, 'form')).toEqual({});
  });
  it('form-encodes fields, JSON-encoding object values', () => {
    const { body, contentType } = encodeBody({ word: '客厅', list: [1, 2], obj: { x: 'y' }, n: 3, none: null }, 'form');
    expect(contentType).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    const parsed = new URLSearchParams(body as string);
    expect(parsed.get('word')).toBe('客厅');
    expect(parsed.get('list')).toBe('[1,2]');
    expect(parsed.get('obj')).toBe('{"x":"y"}');
    expect(parsed.get('n')).toBe('3');
    expect(parsed.has('none')).toBe(false);
  });
  it('sends strings as given under the type', () => {
    expect(encodeBody('a=1', 'form')).toEqual({ body: 'a=1', contentType: 'application/x-www-form-urlencoded;charset=UTF-8' });
    expect(encodeBody('{"a":1}', 'json')).toEqual({ body: '{"a":1}', contentType: 'application/json;charset=UTF-8' });
  });
  it('form-encodes a non-object value as an empty body', () => {
    expect(encodeBody(42, 'form').body).toBe('');
  });
  it('passes native bodies through without a content type', () => {
    const fd = new FormData();
    fd.append('file', 'x');
    expect(encodeBody(fd, 'json')).toEqual({ body: fd });
    const usp = new URLSearchParams('a=1');
    expect(encodeBody(usp, 'json')).toEqual({ body: usp });
    const blob = new Blob(['x']);
    expect(encodeBody(blob, 'form')).toEqual({ body: blob });
    const bytes = new Uint8Array([1]);
    expect(encodeBody(bytes, 'json')).toEqual({ body: bytes });
    const buf = new ArrayBuffer(1);
    expect(encodeBody(buf, 'json')).toEqual({ body: buf });
  });
});
