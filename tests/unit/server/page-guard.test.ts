/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { rawRequest } from '../helpers/raw-request';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server script's CommonJS module
const { guardPage } = require('../../../lib/server/page-guard.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server script's CommonJS module
const { HSTS } = require('../../../lib/server/https.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server script's CommonJS module
const { RETRY_AFTER_S } = require('../../../lib/server/unavailable-answer.cjs');

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

function getter(base: () => string) {
  return (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(`${base()}${path}`, headers, method);
}

describe('guardPage on a real server', () => {
  let server: http.Server;
  let base: string;
  let changes = 0;
  const pages: Record<string, (res: http.ServerResponse) => void> = {
    '/page': (res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 's-maxage=300');
      res.write('<html><body><script>a()</script>');
      res.end(`${'x'.repeat(3000)}</body></html>`);
    },
    '/down': (res) => {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 's-maxage=10' });
      res.end('<div data-render-unavailable="">内容加载失败</div>');
    },
    '/rsc-down': (res) => {
      res.writeHead(200, { 'Content-Type': 'text/x-component', 'Cache-Control': 's-maxage=10' });
      res.end('0:["data-render-unavailable"]');
    },
    '/big-xml': (res) => {
      // Bigger than the socket's buffer: the writer waits for 'drain', as Next's body pipe does.
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      let left = 8;
      const pump = () => {
        while (left > 0) {
          left--;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    },
    '/site-api/small': (res) => {
      // A route handler streams its JSON: no Content-Length from Next.
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store' });
      res.write('{"error":{"errorCode":0,');
      res.end('"message":""},"data":null}');
    },
    '/site-api/large': (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: 'y'.repeat(4000) }));
    },
    '/next-page': (res) => {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 's-maxage=300' });
      res.end(`<html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>${'n'.repeat(2000)}</body></html>`);
    },
    '/changing': (res) => {
      changes += 1;
      res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 's-maxage=300' });
      res.end(`<script>v(${changes})</script>${'z'.repeat(2000)}`);
    },
    '/json': (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"a":');
      res.end('1}');
    },
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      guardPage(req, res, { hops: 1, env: {} });
      setTimeout(() => pages[req.url!](res), 5);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const get = getter(() => base);

  it('a page gets the CSP of its own inline scripts, gzip when accepted, HSTS over https', async () => {
    const r = await get('/page', { 'accept-encoding': 'gzip, br', 'x-forwarded-proto': 'https' });
    expect(r.status).toBe(200);
    expect(r.headers['content-security-policy']).toContain(sha('a()'));
    expect(r.headers['strict-transport-security']).toBe(HSTS);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(r.body).toString()).toContain('<script>a()</script>');
    expect(r.headers['cache-control']).toBe('s-maxage=300');
    const plain = await get('/page');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.body.toString()).toMatch(/^<html>.*<\/html>$/s);
  });

  it('a Next page goes out with its chunk scripts deferred, and the loader is in its CSP', async () => {
    const first = await get('/next-page', { 'accept-encoding': 'gzip' });
    const html = gunzipSync(first.body).toString();
    expect(html).not.toContain('<script src="/_next/static/chunks/main.js" async="">');
    const loader = /<script>(\(function loadChunksAfterFirstScreen[\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(first.headers['content-security-policy']).toContain(sha(loader));
    // The same body again: the same bytes and header (worked out once).
    const again = await get('/next-page', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(again.body).toString()).toBe(html);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('a page the API could not fill is a 503 with Retry-After, noindex, never cacheable; its RSC payload uncacheable', async () => {
    const r = await get('/down');
    expect(r.status).toBe(503);
    expect(r.headers['retry-after']).toBe(String(RETRY_AFTER_S));
    expect(r.headers['cache-control']).toMatch(/no-store/);
    expect(r.headers['x-robots-tag']).toBe('noindex');
    expect(r.body.toString()).toContain('内容加载失败');
    const rsc = await get('/rsc-down');
    expect(rsc.status).toBe(200);
    expect(rsc.headers['cache-control']).toMatch(/no-store/);
  });

  it('passes a large non-page answer through with back-pressure intact', async () => {
    const r = await get('/big-xml');
    expect(r.body.length).toBe(8 * 64 * 1024);
  });

  it('leaves other answers alone', async () => {
    const r = await get('/json');
    expect(r.body.toString()).toBe('{"a":1}');
    expect(r.headers['content-security-policy']).toBeUndefined();
  });

  it('a body seen before gets the same header and bytes; a new render of it gets its own CSP', async () => {
    const a = await get('/page', { 'accept-encoding': 'gzip' });
    const b = await get('/page', { 'accept-encoding': 'gzip' });
    expect(b.headers['content-security-policy']).toBe(a.headers['content-security-policy']);
    expect(b.body.equals(a.body)).toBe(true);
    const one = await get('/changing', { 'accept-encoding': 'gzip' });
    const two = await get('/changing', { 'accept-encoding': 'gzip' });
    expect(one.headers['content-security-policy']).toContain(sha('v(1)'));
    expect(two.headers['content-security-policy']).toContain(sha('v(2)'));
    expect(two.headers['content-security-policy']).not.toContain(sha('v(1)'));
    expect(gunzipSync(two.body).toString()).toContain('<script>v(2)</script>');
  });

  it('a small /site-api JSON answer (any method) is sent whole with a Content-Length, never gzipped; a large one is gzipped whole', async () => {
    for (const method of ['GET', 'POST']) {
      const r = await get('/site-api/small', { 'accept-encoding': 'gzip, deflate, br' }, method);
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers['transfer-encoding']).toBeUndefined();
      expect(r.headers['content-length']).toBe(String(r.body.length));
      expect(JSON.parse(r.body.toString())).toEqual({ error: { errorCode: 0, message: '' }, data: null });
    }
    const big = await get('/site-api/large', { 'accept-encoding': 'gzip' }, 'POST');
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers['content-length']).toBe(String(big.body.length));
    expect(JSON.parse(gunzipSync(big.body).toString()).data).toHaveLength(4000);
  });
});

describe('guardPage with the micro-cache', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server script's CommonJS module
  const { createMicroCache } = require('../../../lib/cache/micro-cache.cjs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the cache handlers' CommonJS module
  const { bumpPageGeneration } = require('../../../lib/cache/page-generation.cjs');
  let server: http.Server;
  let base: string;
  let clock = 1_000_000;
  const renders: Record<string, number> = {};
  const lastCookie: Record<string, string | undefined> = {};
  /** While set, the page answers only once it settles: a render still under way, however loaded the machine. */
  let hold: Promise<void> | null = null;
  const answers: Record<string, (res: http.ServerResponse) => void> = {
    '/': (res) => res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 's-maxage=300', Vary: 'rsc, Accept-Encoding' }).end(`<p>home ${renders['/']}</p>`),
    '/page': (res) => res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 's-maxage=300' }).end(`<script>p()</script><p>page ${renders['/page']}</p>${'w'.repeat(2000)}`),
    '/cookie': (res) => res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 's-maxage=300', 'Set-Cookie': 'a=1' }).end(`<p>${renders['/cookie']}</p>`),
    '/private': (res) => res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-store' }).end(`<p>${renders['/private']}</p>`),
    '/down': (res) => res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 's-maxage=10' }).end(`<div data-render-unavailable="">${renders['/down']}</div>`),
    '/by-lang': (res) => res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 's-maxage=300', Vary: 'Accept-Language' }).end(`<p>${renders['/by-lang']}</p>`),
  };

  beforeAll(async () => {
    const microCache = createMicroCache({ ttlMs: 1000, maxBytes: 1024 * 1024, now: () => clock });
    server = http.createServer((req, res) => {
      if (guardPage(req, res, { env: {}, microCache })) return;
      const path = req.url!.split('?')[0];
      renders[path] = (renders[path] ?? 0) + 1;
      lastCookie[path] = req.headers.cookie;
      const answer = () => setTimeout(() => answers[path](res), 2);
      if (hold) void hold.then(answer);
      else answer();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const get = getter(() => base);

  it('answers a cacheable page again from the copy, the same bytes and headers, until it expires', async () => {
    const first = await get('/page', { 'accept-encoding': 'gzip' });
    const again = await get('/page', { 'accept-encoding': 'gzip', cookie: 'deviceId=d1' });
    expect(renders['/page']).toBe(1);
    expect(again.headers['x-micro-cache']).toBe('HIT');
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.headers['content-length']).toBe(String(first.body.length));
    // Uncompressed is its own entry.
    const plain = await get('/page');
    expect(plain.headers['x-micro-cache']).toBeUndefined();
    expect(plain.body.toString()).toBe(gunzipSync(first.body).toString().replace('page 1', 'page 2'));
    expect(renders['/page']).toBe(2);
    clock += 1001;
    expect((await get('/page', { 'accept-encoding': 'gzip' })).headers['x-micro-cache']).toBeUndefined();
    expect(renders['/page']).toBe(3);
  });

  it('once a copy expires, one request refreshes it while the others still get the copy, for at most one more lifetime', async () => {
    await get('/page?s=1');
    const n = renders['/page'];
    clock += 1001;
    // The first request after expiry goes on to the page; one arriving while that render is still
    // under way gets the expired copy (the render is held until then, so a loaded machine cannot
    // finish it first).
    let release = () => {};
    hold = new Promise<void>((r) => (release = r));
    const first = get('/page?s=1');
    for (let i = 0; i < 500 && renders['/page'] === n; i++) await new Promise((r) => setTimeout(r, 2));
    const b = await get('/page?s=1');
    release();
    hold = null;
    const a = await first;
    expect(renders['/page']).toBe(n + 1);
    expect(a.headers['x-micro-cache']).toBeUndefined();
    expect(a.body.toString()).toBe(`<script>p()</script><p>page ${n + 1}</p>${'w'.repeat(2000)}`);
    expect(b.headers['x-micro-cache']).toBe('HIT');
    expect(b.body.toString()).toBe(`<script>p()</script><p>page ${n}</p>${'w'.repeat(2000)}`);
    // The refresh was stored: fresh again.
    expect((await get('/page?s=1')).body.toString()).toContain(`page ${n + 1}<`);
    expect(renders['/page']).toBe(n + 1);
    // Expired for longer than a lifetime: no old copy is sent any more.
    clock += 2001;
    expect((await get('/page?s=1')).headers['x-micro-cache']).toBeUndefined();
    expect(renders['/page']).toBe(n + 2);
  });

  it('a refresh whose answer may not be kept drops the old copy', async () => {
    renders['/flip'] = 0;
    answers['/flip'] = (res) =>
      renders['/flip'] === 1
        ? res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 's-maxage=300' }).end('<p>flip 1</p>')
        : res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' }).end(`<p>flip ${renders['/flip']}</p>`);
    await get('/flip');
    expect((await get('/flip')).headers['x-micro-cache']).toBe('HIT');
    clock += 1001;
    expect((await get('/flip')).body.toString()).toBe('<p>flip 2</p>');
    expect((await get('/flip')).body.toString()).toBe('<p>flip 3</p>');
  });

  it('a revalidation on this instance drops every copy at once', async () => {
    await get('/page?r=1');
    await get('/page?r=1');
    const before = renders['/page'];
    bumpPageGeneration();
    const after = await get('/page?r=1');
    expect(after.headers['x-micro-cache']).toBeUndefined();
    expect(renders['/page']).toBe(before + 1);
  });

  it('RSC, conditional and authorized requests always reach the page', async () => {
    await get('/page?b=1');
    const n = renders['/page'];
    const bypassing: Record<string, string>[] = [{ rsc: '1' }, { 'next-router-prefetch': '1' }, { 'if-none-match': '"x"' }, { authorization: 'Bearer t' }, { cookie: '__prerender_bypass=1' }];
    for (const headers of bypassing) {
      expect((await get('/page?b=1', headers)).headers['x-micro-cache']).toBeUndefined();
    }
    expect(renders['/page']).toBe(n + 5);
  });

  it('keeps the home once per variant: a new visitor gets a device id made before the page, on their own copy only', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the edge rule's CommonJS module
    const { homeValueOf } = require('../../../lib/api/contract/home-experiment.cjs');
    const idIn = (value: string) => Array.from({ length: 50 }, (_, i) => `device-${i}-abc`).find((id) => homeValueOf(id) === value)!;
    const [zero, one] = [idIn('0'), idIn('1')];
    const ua = { 'user-agent': 'Mozilla/5.0 (test)' };
    const before = renders['/'] ?? 0;
    // A returning visitor of each variant: one render per variant, then copies (no cookie set on them).
    const z1 = await get('/', { ...ua, cookie: `deviceId=${zero}` });
    const z2 = await get('/', { ...ua, cookie: `a=1; deviceId=${zero}` });
    const o1 = await get('/', { ...ua, cookie: `deviceId=${one}` });
    expect(renders['/']).toBe(before + 2);
    expect(z2.headers['x-micro-cache']).toBe('HIT');
    expect(z2.body.toString()).toBe(z1.body.toString());
    expect(o1.body.toString()).not.toBe(z1.body.toString());
    expect(z2.headers['set-cookie']).toBeUndefined();
    // New visitors: each gets their own id (what the page saw), private; the shared copy never holds it.
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const r = await get('/', ua);
      const cookie = String(r.headers['set-cookie']);
      const id = /deviceId=([^;]+)/.exec(cookie)![1];
      expect(cookie).toMatch(/Path=\/; Expires=.+; Max-Age=63072000; SameSite=lax/);
      expect(r.headers['cache-control']).toBe('private, no-store');
      expect(r.body.toString()).toBe((homeValueOf(id) === '0' ? z1 : o1).body.toString());
      seen.add(id);
    }
    expect(seen.size).toBe(6);
    expect(renders['/']).toBe(before + 2);
    expect((await get('/', { ...ua, cookie: `deviceId=${zero}` })).headers['set-cookie']).toBeUndefined();
    // A crawler gets the default variant and no cookie; an invalid id is replaced by a new one.
    const bot = await get('/', { 'user-agent': 'Googlebot/2.1' });
    expect(bot.headers['set-cookie']).toBeUndefined();
    expect(bot.body.toString()).toBe(o1.body.toString());
    // (a new URL, so the page is reached and shows what it was asked with)
    const bad = await get('/?from=ad', { ...ua, cookie: 'deviceId=x; b=2' });
    expect(String(bad.headers['set-cookie'])).toMatch(/^deviceId=[0-9a-f-]{36};/);
    expect(lastCookie['/']).toBe(`b=2; deviceId=${/deviceId=([^;]+)/.exec(String(bad.headers['set-cookie']))![1]}`);
  });

  it('never keeps an answer with Set-Cookie, a private or no-store one, a 503, or one that varies on other headers', async () => {
    for (const path of ['/cookie', '/private', '/down', '/by-lang']) {
      const one = await get(path);
      const two = await get(path);
      expect(two.headers['x-micro-cache']).toBeUndefined();
      expect(renders[path]).toBe(2);
      if (path === '/down') expect([one.status, two.status]).toEqual([503, 503]);
      // A page answer that sets a cookie is one visitor's: no shared cache may keep it either.
      if (path === '/cookie') expect(one.headers['cache-control']).toBe('private, no-store');
    }
  });
});

