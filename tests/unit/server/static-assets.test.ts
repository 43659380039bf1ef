/**
 * @jest-environment node
 */
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { rawRequest } from '../helpers/raw-request';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server script's CommonJS module
const { createStaticAssets, IMMUTABLE } = require('../../../lib/server/static-assets.cjs');

const request = (base: string, path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(`${base}${path}`, headers, method);

describe('the build’s immutable assets answered from memory', () => {
  let dir: string;
  let server: http.Server;
  let base: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-assets-'));
    const root = join(dir, 'static');
    mkdirSync(join(root, 'chunks'), { recursive: true });
    mkdirSync(join(root, 'media'), { recursive: true });
    writeFileSync(join(root, 'chunks', 'app.js'), script);
    writeFileSync(join(root, 'chunks', 'tiny.css'), 'a{b:c}');
    writeFileSync(join(root, 'chunks', 'notes.txt'), 'not a type this serves');
    writeFileSync(join(root, 'media', 'font.woff2'), Buffer.alloc(3000, 7));
    writeFileSync(join(dir, 'secret.js'), 'outside the static folder');
    symlinkSync(join(dir, 'secret.js'), join(root, 'chunks', 'link.js'));
    const handle = createStaticAssets({ root, headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] });
    server = http.createServer((req, res) => {
      if (handle(req, res)) return;
      // Stands for Next: whatever the handler leaves.
      res.writeHead(299, { 'Content-Type': 'text/plain' });
      res.end('next');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('a script: gzipped when accepted, with the headers Next would give it', async () => {
    const r = await request(base, '/_next/static/chunks/app.js?dpl=1', { 'accept-encoding': 'gzip, deflate' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(r.headers['cache-control']).toBe(IMMUTABLE);
    expect(r.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(gunzipSync(r.body).toString()).toBe(script);
  });

  it('plain to a client that does not accept gzip; small and binary files are never compressed', async () => {
    const plain = await request(base, '/_next/static/chunks/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const css = await request(base, '/_next/static/chunks/tiny.css', { 'accept-encoding': 'gzip' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(css.body.toString()).toBe('a{b:c}');
    const font = await request(base, '/_next/static/media/font.woff2', { 'accept-encoding': 'gzip' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.body.length).toBe(3000);
  });

  it('answers 304 to its own ETag, and HEAD without a body', async () => {
    const first = await request(base, '/_next/static/chunks/app.js');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request(base, '/_next/static/chunks/app.js', { 'if-none-match': `W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await request(base, '/_next/static/chunks/app.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(script));
  });

  it.each([
    ['a file that is not there', '/_next/static/chunks/missing.js', {}],
    ['a type it does not know', '/_next/static/chunks/notes.txt', {}],
    ['a way out of the folder', '/_next/static/chunks/%2e%2e/%2e%2e/secret.js', {}],
    ['a link leading out of the folder', '/_next/static/chunks/link.js', {}],
    ['malformed percent-encoding', '/_next/static/chunks/%E0%A4%A.js', {}],
    ['a range', '/_next/static/chunks/app.js', { range: 'bytes=0-9' }],
    ['another path', '/chunks/app.js', {}],
  ])('leaves %s to Next', async (_what, path, headers) => {
    const r = await request(base, path, headers as Record<string, string>);
    expect(r.status).toBe(299);
    expect(r.body.toString()).toBe('next');
  });

  it('leaves other methods to Next', async () => {
    const r = await request(base, '/_next/static/chunks/app.js', {}, 'POST');
    expect(r.status).toBe(299);
  });
});
