// A small breadth-first crawler over plain <a href> links, used to measure how many clicks a
// search-engine crawler needs from the home page to reach the URLs the sitemap announces.

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

export function sitePath(href: string, base: string): string | null {
  let u: URL;
  try {
    u = new URL(href.replace(/&amp;/g, '&'), base);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(u.protocol)) return null;
  if (!isLoopbackHost(u.hostname)) return null;
  if (/\.(?:png|jpe?g|webp|avif|svg|ico|css|js|xml|txt|zip)$/i.test(u.pathname) && !u.pathname.endsWith('.html')) return null;
  return decodeURI(u.pathname) + u.search;
}

/** Every URL the sitemap index names, as site paths. */
export async function sitemapPaths(origin: string): Promise<string[]> {
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  const parts = [...index.matchAll(LOC)].map((m) => new URL(m[1]!).pathname);
  const out: string[] = [];
  for (const part of parts) {
    const xml = await (await fetch(`${origin}${part}`)).text();
    for (const m of xml.matchAll(LOC)) {
      const p = sitePath(m[1]!, origin);
      if (p) out.push(p);
    }
  }
  return out;
}

/** n entries spread evenly over the list (deterministic, so a failure reproduces). */
export function evenSample<T>(list: readonly T[], n: number): T[] {
  if (list.length <= n) return [...list];
  return Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]!);
}

// List and index pages first within a level: they carry the most links, so the crawl finds
// the targets with fewer fetches. Order only changes cost, never the depths found.
function hubFirst(a: string, b: string): number {
  const rank = (p: string) => (/\/(?:detail|materialDetail|artDesignDetail|magazineDetail|periodicalDetail|awardsDetail|designerDetail|detail_news|publicAccount|recommandList)\//.test(p) || /^\/bk\/\d+\.html/.test(p) ? 1 : 0);
  return rank(a) - rank(b);
}

async function linksOf(origin: string, path: string): Promise<string[]> {
  try {
    const res = await fetch(`${origin}${encodeURI(path)}`, { redirect: 'follow', signal: AbortSignal.timeout(30_000) });
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/html')) return [];
    const html = await res.text();
    const out: string[] = [];
    for (const m of html.matchAll(HREF)) {
      const p = sitePath(m[1]!, `${origin}${path}`);
      if (p) out.push(p);
    }
    return out;
  } catch {
    return [];
  }
}

/** Breadth-first from the start page; stops early once every target is found. */
export async function crawlReach(opts: CrawlOptions): Promise<CrawlResult> {
  const targets = new Set(opts.targets);
  const found = new Map<string, number>();
  const depth = new Map<string, number>();
  const start = opts.start ?? '/';
  depth.set(start, 0);
  if (targets.has(start)) found.set(start, 0);
  let frontier = [start];
  let fetched = 0;
  const concurrency = opts.concurrency ?? 4;
  for (let d = 0; d < opts.maxDepth && frontier.length && found.size < targets.size; d++) {
    const next: string[] = [];
    const queue = [...frontier].sort(hubFirst);
    const worker = async () => {
      for (;;) {
        if (found.size === targets.size || fetched >= opts.budget) return;
        const path = queue.shift();
        if (path === undefined) return;
        fetched++;
        for (const link of await linksOf(opts.origin, path)) {
          if (depth.has(link)) continue;
          depth.set(link, d + 1);
          if (targets.has(link)) found.set(link, d + 1);
          next.push(link);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    frontier = next;
  }
  return { found, missing: [...targets].filter((t) => !found.has(t)), fetched };
}
