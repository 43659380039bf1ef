/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server script's CommonJS module
const guard = require('../../../scripts/lib/page-guard.cjs');

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes every distinct inline script the browser runs, not external ones or data blocks', () => {
    const html = `<script src="/_next/a.js" async></script><script>self.__next_f.push([1,"x"])</script><script type="module">import("/a")</script>
      <script type="application/ld+json">{"@type":"Thing"}</script><script>self.__next_f.push([1,"x"])</script><SCRIPT nonce="n">b()</SCRIPT >`;
    expect(guard.inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"x"])'), sha('import("/a")'), sha('b()')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('no inline script but by hash, no eval, frame-ancestors, object-src none; upgrade only over https', () => {
    const csp: string = guard.contentSecurityPolicy({ hashes: ["'sha256-abc'"], origins: { connect: ['https://api.example.com'], img: ['https://oss.example.com'] } });
    const script = csp.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(script).toBe("script-src 'self' 'sha256-abc'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' https://api.example.com");
    expect(csp).toContain('https://oss.example.com');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(guard.contentSecurityPolicy({ hashes: [], https: true })).toContain('upgrade-insecure-requests');
  });

  it('takes the browser API hosts and the picture store from the environment', () => {
    const o = guard.extraOrigins({ NEXT_PUBLIC_API_ORIGIN: 'https://api.example.com/', OSS_PUBLIC_ORIGIN: 'https://oss.example.com', NEXT_PUBLIC_CLIENT_VERSION: '1.0', NEXT_PUBLIC_TRACK_MAIN_URL: 'javascript:alert(1)' });
    expect(o).toEqual({ connect: ['https://api.example.com', 'https://oss.example.com'], img: ['https://api.example.com', 'https://oss.example.com'] });
  });
});

describe('servedOverHttps', () => {
  const req = (proto?: string) => ({ headers: proto ? { 'x-forwarded-proto': proto } : {}, socket: {} });
  it('trusts X-Forwarded-Proto only behind trusted proxies, or the SITE_HTTPS flag', () => {
    expect(guard.servedOverHttps(req('https'), { hops: 0, env: {} })).toBe(false);
    expect(guard.servedOverHttps(req('https'), { hops: 1, env: {} })).toBe(true);
    expect(guard.servedOverHttps(req('http'), { hops: 1, env: {} })).toBe(false);
    expect(guard.servedOverHttps(req(), { hops: 0, env: { SITE_HTTPS: '1' } })).toBe(true);
  });
});

describe('guardPage on a real server', () => {
  let server: http.Server;
  let base: string;
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
    '/json': (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"a":');
      res.end('1}');
    },
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      guard.guardPage(req, res, { hops: 1, env: {} });
      setTimeout(() => pages[req.url!](res), 5);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  function get(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http.get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  }

  it('a page gets the CSP of its own inline scripts, gzip when accepted, HSTS over https', async () => {
    const r = await get('/page', { 'accept-encoding': 'gzip, br', 'x-forwarded-proto': 'https' });
    expect(r.status).toBe(200);
    expect(r.headers['content-security-policy']).toContain(sha('a()'));
    expect(r.headers['strict-transport-security']).toBe(guard.HSTS);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(r.body).toString()).toContain('<script>a()</script>');
    expect(r.headers['cache-control']).toBe('s-maxage=300');
    const plain = await get('/page');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.body.toString()).toMatch(/^<html>.*<\/html>$/s);
  });

  it('a page the API could not fill is a 503 with Retry-After, noindex, never cacheable; its RSC payload uncacheable', async () => {
    const r = await get('/down');
    expect(r.status).toBe(503);
    expect(r.headers['retry-after']).toBe(String(guard.RETRY_AFTER_S));
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
});
