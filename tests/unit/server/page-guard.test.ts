/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server script's CommonJS module
const guard = require('../../../lib/server/page-guard.cjs');

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes every distinct inline script the browser runs, not external ones or data blocks', () => {
    const html = `<script src="/_next/a.js" async></script><script>self.__next_f.push([1,"x"])</script><script type="module">import("/a")</script>
      <script type="application/ld+json">{"@type":"Thing"}</script><script>self.__next_f.push([1,"x"])</script><SCRIPT nonce="n">b()</SCRIPT >`;
    expect(guard.inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"x"])'), sha('import("/a")'), sha('b()')]);
  });
});

describe('deferChunkScripts', () => {
  const head =
    '<head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>' +
    '<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/next.js" async=""></script>' +
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script><script src="/_next/static/chunks/runtime.js" async=""></script></head>' +
    '<body><h1>标题</h1><script>self.__next_f.push([1,"x"])</script></body>';
  const loaderOf = (html: string) => /<script>(\(function loadChunksAfterFirstScreen[\s\S]*?)<\/script>/.exec(html)?.[1];

  it('puts one loader in the first chunk script’s place, drops the tags and their preload, keeps the rest', () => {
    const out: string = guard.deferChunkScripts(head);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain('<script>self.__next_f.push([1,"x"])</script>');
    const loader = loaderOf(out)!;
    expect(loader).toContain('["/_next/static/chunks/react.js","/_next/static/chunks/next.js","/_next/static/chunks/runtime.js"]');
    expect(out.indexOf(loader)).toBeLessThan(out.indexOf('polyfills.js'));
    expect(out.match(/loadChunksAfterFirstScreen/g)).toHaveLength(1);
  });

  it('leaves HTML without chunk scripts as it is', () => {
    const html = '<html><body><script src="/other.js" async=""></script><script>a()</script></body></html>';
    expect(guard.deferChunkScripts(html)).toBe(html);
  });

  describe('the loader in the browser', () => {
    function run(img: { complete: boolean } | null) {
      const appended: string[] = [];
      const listeners: Record<string, () => void> = {};
      const timers: { fn: () => void; ms: number }[] = [];
      let frame: (() => void) | null = null;
      const picture = img && { ...img, addEventListener: (type: string, fn: () => void) => (listeners[type] = fn) };
      const handlers: Record<string, (e: unknown) => void> = {};
      const document = {
        head: { appendChild: (el: { src: string; async: boolean }) => appended.push(`${el.src}${el.async ? ' async' : ''}`) },
        createElement: () => ({ src: '', async: false }),
        querySelector: (sel: string) => (sel === 'img[fetchpriority="high"]' ? picture : null),
        addEventListener: (type: string, fn: (e: unknown) => void) => (handlers[type] = fn),
      };
      const win = {
        document,
        requestAnimationFrame: (fn: () => void) => (frame = fn),
        setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
      };
      new Function('document', 'requestAnimationFrame', 'setTimeout', loaderOf(guard.deferChunkScripts(head))!)(win.document, win.requestAnimationFrame, win.setTimeout);
      const fire = (ms: number) => timers.splice(0).forEach((t) => (t.ms === ms ? t.fn() : timers.push(t)));
      return { appended, listeners, fire, paint: () => frame!(), handlers };
    }
    const ALL = ['/_next/static/chunks/react.js async', '/_next/static/chunks/next.js async', '/_next/static/chunks/runtime.js async'];

    it('requests nothing before the first frame, everything once just after it when there is no main picture', () => {
      const b = run(null);
      expect(b.appended).toEqual([]);
      b.paint();
      expect(b.appended).toEqual([]);
      b.fire(0);
      expect(b.appended).toEqual(ALL);
      b.fire(1500);
      expect(b.appended).toEqual(ALL);
    });

    it('waits for the main picture after the frame (painted in a frame after its load, or its error), at most 3 s', () => {
      const loading = run({ complete: false });
      loading.paint();
      loading.fire(0);
      expect(loading.appended).toEqual([]);
      loading.listeners.load!();
      expect(loading.appended).toEqual([]); // loaded, not yet painted
      loading.paint();
      expect(loading.appended).toEqual([]);
      loading.fire(0);
      expect(loading.appended).toEqual(ALL);
      const broken = run({ complete: false });
      broken.paint();
      broken.fire(0);
      broken.listeners.error!();
      expect(broken.appended).toEqual(ALL);
      const slow = run({ complete: false });
      slow.paint();
      slow.fire(0);
      slow.fire(1500); // the background-tab fallback does not cut a painted page's wait short
      expect(slow.appended).toEqual([]);
      slow.fire(3000);
      expect(slow.appended).toEqual(ALL);
      const loaded = run({ complete: true });
      loaded.paint();
      loaded.fire(0);
      expect(loaded.appended).toEqual([]); // complete, maybe not painted yet: one frame more
      loaded.paint();
      loaded.fire(0);
      expect(loaded.appended).toEqual(ALL);
    });

    it('holds a click on a control React has not hydrated yet, and replays it once it is', () => {
      const b = run(null);
      const clicks: string[] = [];
      const control: Record<string, unknown> = { isConnected: true, click: () => clicks.push('replayed') };
      control.closest = (sel: string) => (sel.includes('button[type="button"]') ? control : null);
      const link = { closest: () => null, matches: () => false };
      const event = (target: unknown) => ({ type: 'click', target, prevented: false, stopped: false, preventDefault() { this.prevented = true; }, stopImmediatePropagation() { this.stopped = true; } });
      const early = event(control);
      b.handlers.click!(early);
      expect(early).toMatchObject({ prevented: true, stopped: true });
      const native = event(link); // a link or a submit button keeps its own action
      b.handlers.click!(native);
      expect(native).toMatchObject({ prevented: false, stopped: false });
      b.fire(50);
      expect(clicks).toEqual([]); // not hydrated yet: still held
      control.__reactProps$abc = {};
      b.fire(50);
      expect(clicks).toEqual(['replayed']);
      const late = event(control); // hydrated: React's own
      b.handlers.click!(late);
      expect(late).toMatchObject({ prevented: false });
    });

    it('a tab that paints no frame (opened in the background) loads them after 1.5 s', () => {
      const b = run(null);
      b.fire(1500);
      expect(b.appended).toEqual(ALL);
    });
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

function getter(base: () => string) {
  return (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(`${base()}${path}`, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
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
      guard.guardPage(req, res, { hops: 1, env: {} });
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
    expect(r.headers['strict-transport-security']).toBe(guard.HSTS);
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
      if (guard.guardPage(req, res, { env: {}, microCache })) return;
      const path = req.url!.split('?')[0];
      renders[path] = (renders[path] ?? 0) + 1;
      setTimeout(() => answers[path](res), 2);
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

  it('a revalidation on this instance drops every copy at once', async () => {
    await get('/page?r=1');
    await get('/page?r=1');
    const before = renders['/page'];
    bumpPageGeneration();
    const after = await get('/page?r=1');
    expect(after.headers['x-micro-cache']).toBeUndefined();
    expect(renders['/page']).toBe(before + 1);
  });

  it('RSC, conditional and authorized requests, and the home with a cookie, always reach the page', async () => {
    await get('/page?b=1');
    const n = renders['/page'];
    const bypassing: Record<string, string>[] = [{ rsc: '1' }, { 'next-router-prefetch': '1' }, { 'if-none-match': '"x"' }, { authorization: 'Bearer t' }, { cookie: '__prerender_bypass=1' }];
    for (const headers of bypassing) {
      expect((await get('/page?b=1', headers)).headers['x-micro-cache']).toBeUndefined();
    }
    expect(renders['/page']).toBe(n + 5);
    await get('/');
    expect((await get('/')).headers['x-micro-cache']).toBe('HIT');
    expect((await get('/', { cookie: 'site_session=s' })).body.toString()).toBe('<p>home 2</p>');
    expect((await get('/?source=baidu', { cookie: 'site_session=s' })).headers['x-micro-cache']).toBeUndefined();
  });

  it('never keeps an answer with Set-Cookie, a private or no-store one, a 503, or one that varies on other headers', async () => {
    for (const path of ['/cookie', '/private', '/down', '/by-lang']) {
      const one = await get(path);
      const two = await get(path);
      expect(two.headers['x-micro-cache']).toBeUndefined();
      expect(renders[path]).toBe(2);
      if (path === '/down') expect([one.status, two.status]).toEqual([503, 503]);
    }
  });
});

