import { discardBody, readResponse } from '@/lib/http/read-response';

const res = (body: BodyInit | null, type?: string) =>
  new Response(body, { headers: type ? { 'content-type': type } : {} });

describe('readResponse by content type (SPEC §7)', () => {
  it('reads text/* as text, even text/json', async () => {
    await expect(readResponse(res('hello', 'text/plain;charset=UTF-8'))).resolves.toBe('hello');
    await expect(readResponse(res('{"a":1}', 'text/json'))).resolves.toBe('{"a":1}');
    await expect(readResponse(res('<p>x</p>', 'text/html'))).resolves.toBe('<p>x</p>');
  });
  it('reads urlencoded forms as an object, repeated fields as arrays', async () => {
    await expect(readResponse(res('a=1&b=%E4%B8%AD&a=2', 'application/x-www-form-urlencoded'))).resolves.toEqual({
      a: ['1', '2'],
      b: '中',
    });
    await expect(readResponse(res('a=1&a=2&a=3', 'application/x-www-form-urlencoded'))).resolves.toEqual({ a: ['1', '2', '3'] });
  });
  it('reads multipart forms as an object', async () => {
    const fd = new FormData();
    fd.append('ticket', 'ST-1');
    fd.append('x', '1');
    const r = new Response(fd);
    await expect(readResponse(r)).resolves.toEqual({ ticket: 'ST-1', x: '1' });
  });
  it('reads video as a Blob', async () => {
    const out = await readResponse(res(new Uint8Array([1, 2, 3]), 'video/mp4'));
    expect(out).toBeInstanceOf(Blob);
    expect((out as Blob).size).toBe(3);
  });
  it('reads JSON and +json', async () => {
    await expect(readResponse(res('{"a":1}', 'application/json; charset=utf-8'))).resolves.toEqual({ a: 1 });
    await expect(readResponse(res('{"b":2}', 'application/problem+json'))).resolves.toEqual({ b: 2 });
  });
  it('keeps invalid or empty JSON as text', async () => {
    await expect(readResponse(res('<html>oops', 'application/json'))).resolves.toBe('<html>oops');
    await expect(readResponse(res('', 'application/json'))).resolves.toBe('');
  });
  it('reads any other or missing type as text', async () => {
    await expect(readResponse(res('bin', 'application/octet-stream'))).resolves.toBe('bin');
    await expect(readResponse(res('plain'))).resolves.toBe('plain');
    await expect(readResponse(res('IMG', 'image/png'))).resolves.toBe('IMG');
  });
  it('discardBody cancels an unread body and tolerates none', () => {
    const r = res('x', 'text/plain');
    discardBody(r);
    expect(r.bodyUsed).toBe(true);
    expect(() => discardBody(new Response(null))).not.toThrow();
  });
});
