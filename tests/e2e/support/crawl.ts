// A small breadth-first crawler over plain <a href> links, used to measure how many clicks a
// search-engine crawler needs from the home page to reach the URLs the sitemap announces. Pages
// are fetched with node:http so a channel's host can be named in the Host header (Node resolves
// no *.localhost name, and fetch ignores a Host header).
import http from 'node:http';

export interface CrawlOptions {
  /** Where pages are fetched, e.g. http://localhost:3100 (the default channel). */
  origin: string;
  /** Site paths (pathname + search) to look for. */
  targets: readonly string[];
  /** Clicks allowed from the start page. */
  maxDepth: number;
  /** Most pages fetched; the result is a lower bound when the budget runs out. */
  budget: number;
  concurrency?: number;
  start?: string;
  /** The channel host to crawl as (`interior.localhost:3100`); links to other hosts are not followed. Default: the origin's. */
  host?: string;
}

export interface CrawlResult {
  /** Target path → clicks from the start page, for the targets found within maxDepth. */
  found: Map<string, number>;
  missing: string[];
  fetched: number;
}

const LOC = /<loc>([^<]+)<\/loc>/g;
const HREF = /<a\b[^>]*?\shref="([^"#]*)(?:#[^"]*)?"/gi;

/** The path part of a URL of this site (any channel host), or null for other sites and non-pages. */
/** This machine: localhost, a channel's *.localhost sub-domain, or 127.0.0.1 (tests never leave it). */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
}

/**
 * The site path of a link on a page at `base`, or null for other sites and non-pages; with
 * `host`, a link to another host of this site (another channel) is null too.
 */
export function sitePath(href: string, base: string, host?: string): string | null {
  let u: URL;
  try {
    u = new URL(href.replace(/&amp;/g, '&'), base);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(u.protocol)) return null;
  if (!isLoopbackHost(u.hostname)) return null;
  if (host !== undefined && u.host !== host) return null;
  if (/\.(?:png|jpe?g|webp|avif|svg|ico|css|js|xml|txt|zip)$/i.test(u.pathname) && !u.pathname.endsWith('.html')) return null;
  return decodeURI(u.pathname) + u.search;
}

/** A GET of `path` at `origin`, as `host` (status 0 when it failed or timed out); redirects are not followed. */
export function getPage(origin: string, path: string, host?: string): Promise<{ status: number; type: string; location: string; text: string }> {
  const u = new URL(path, origin);
  return new Promise((resolve) => {
    const req = http.get(
      { hostname: u.hostname, port: u.port, path: u.pathname + u.search, headers: { host: host ?? u.host, accept: 'text/html' }, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), location: String(res.headers.location ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', () => resolve({ status: 0, type: '', location: '', text: '' }));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, type: '', location: '', text: '' }));
  });
}

/** Every URL the sitemap index names, as site paths, per sitemap file (the index's order). */
export async function sitemapParts(origin: string, host?: string): Promise<{ part: string; paths: string[] }[]> {
  const index = (await getPage(origin, '/sitemap.xml', host)).text;
  const parts = [...index.matchAll(LOC)].map((m) => new URL(m[1]!).pathname);
  const out: { part: string; paths: string[] }[] = [];
  for (const part of parts) {
    const xml = (await getPage(origin, part, host)).text;
    const paths: string[] = [];
    for (const m of xml.matchAll(LOC)) {
      const p = sitePath(m[1]!, origin);
      if (p) paths.push(p);
    }
    out.push({ part, paths });
  }
  return out;
}

/** Every URL the sitemap index names, as site paths. */
export async function sitemapPaths(origin: string, host?: string): Promise<string[]> {
  return (await sitemapParts(origin, host)).flatMap((p) => p.paths);
}

/** n entries spread evenly over the list (deterministic, so a failure reproduces). */
export function evenSample<T>(list: readonly T[], n: number): T[] {
  if (list.length <= n) return [...list];
  return Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]!);
}

/**
 * Which pages the crawl opens first (0 first): lists and indexes, which carry the items' links and
 * the page links; then other pages (a designer's links to related designers); last items,
 * searches and tools, whose links are mostly to other items. Order only changes how many pages the crawl fetches, never whether a path it
 * finds is within the clicks allowed.
 */
export function crawlRank(path: string): number {
  if (/^\/(?:listPage|magazine|artDesign|material|artDevice|dayUpdate|recommandList|topTeacher|caseNewHome|jhy|internationalAwards|designerEntrance|news|3d|su|pin|tietu|sgt|wenben)(?:[/.]|$)/.test(path)) return 0;
  if (/^\/classify\/\d+(?:_\d+)*$/.test(path) || /^\/bk(?:\.html$|\/(?:fl|sjs)_)/.test(path)) return 0;
  if (/^\/(?:detail|detail_news|materialDetail|artDesignDetail|magazineDetail|periodicalDetail|awardsDetail|productDesign|publicAccount|tranferPage|similarimg|searchCase|searchResult|AISearch|fusePage)(?:[/?]|$)/.test(path)) return 2;
  if (/^\/bk\/\d+\.html/.test(path) || /^\/classify\//.test(path)) return 2;
  return 1;
}

/** The site paths a page links to; a redirect counts as the one link it names (a crawler follows it). */
async function linksOf(origin: string, path: string, host: string): Promise<string[]> {
  const base = `http://${host}${encodeURI(path)}`;
  const res = await getPage(origin, encodeURI(path), host);
  if (res.status >= 300 && res.status < 400 && res.location) {
    const p = sitePath(res.location, base, host);
    return p ? [p] : [];
  }
  if (res.status !== 200 || !res.type.includes('text/html')) return [];
  const out: string[] = [];
  for (const m of res.text.matchAll(HREF)) {
    const p = sitePath(m[1]!, base, host);
    if (p) out.push(p);
  }
  return out;
}

/**
 * A depth-limited best-first crawl from the start page: the pages of a lower crawlRank first, then
 * the fewer clicks, so the list pages a few clicks deep are opened before the many item pages one
 * click nearer. A target counts as found at the clicks of the path that found it (at most
 * maxDepth): a path the crawl really followed, so the share found is a lower bound of the reach.
 * Stops once every target is found or `budget` pages were fetched.
 */
export async function crawlReach(opts: CrawlOptions): Promise<CrawlResult> {
  const targets = new Set(opts.targets);
  const found = new Map<string, number>();
  const depth = new Map<string, number>();
  const opened = new Set<string>();
  const start = opts.start ?? '/';
  const concurrency = opts.concurrency ?? 4;
  const host = opts.host ?? new URL(opts.origin).host;
  // One queue per (rank, clicks), pages at maxDepth are only looked for, never opened; within
  // it one queue per family of pages (the path's first two segments), taken in turn, so one
  // long list's many page links do not starve the other lists of the same rank.
  const queues = new Map<number, { families: Map<string, string[]>; turn: number }>();
  const familyOf = (path: string) => path.split(/[/?]/).slice(1, 3).map((x) => x.replace(/\d+/g, 'N')).join('/');
  const push = (path: string, d: number) => {
    const key = crawlRank(path) * 100 + d;
    if (!queues.has(key)) queues.set(key, { families: new Map(), turn: 0 });
    const { families } = queues.get(key)!;
    const f = familyOf(path);
    if (!families.has(f)) families.set(f, []);
    families.get(f)!.push(path);
  };
  const pop = (): string | undefined => {
    for (const key of [...queues.keys()].sort((a, b) => a - b)) {
      const bucket = queues.get(key)!;
      while (bucket.families.size) {
        const names = [...bucket.families.keys()];
        const f = names[bucket.turn++ % names.length]!;
        const q = bucket.families.get(f)!;
        const path = q.shift();
        if (!q.length) bucket.families.delete(f);
        if (path !== undefined && !opened.has(path)) return path;
      }
      queues.delete(key);
    }
    return undefined;
  };
  depth.set(start, 0);
  if (targets.has(start)) found.set(start, 0);
  push(start, 0);
  let fetched = 0;
  let busy = 0;
  const worker = async () => {
    for (;;) {
      if (found.size === targets.size || fetched >= opts.budget) return;
      const path = pop();
      if (path === undefined) {
        // Others may still add pages: wait for them before giving up.
        if (busy === 0) return;
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      opened.add(path);
      fetched++;
      busy++;
      const d = depth.get(path)!;
      for (const link of await linksOf(opts.origin, path, host)) {
        const known = depth.get(link);
        if (known !== undefined && known <= d + 1) continue;
        depth.set(link, d + 1);
        if (targets.has(link)) found.set(link, d + 1);
        if (d + 1 < opts.maxDepth && !opened.has(link)) push(link, d + 1);
      }
      busy--;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { found, missing: [...targets].filter((t) => !found.has(t)), fetched };
}
