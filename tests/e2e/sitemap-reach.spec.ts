import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import { SITE_CHANNELS, type SiteChannel } from '../../lib/api/contract/audience';
import { askAll } from './support/ask-all';
import { SITE_PORT } from './support/content';

// Issue 16: no URL in two channels' sitemaps, and every URL of every channel's sitemap renders
// on that channel's host. Thousands of first renders: it runs in the 'sitemaps' project, alone
// after everything else and the crawl (playwright.config.ts), whose renders it partly finds in
// the page cache.
test.describe.configure({ timeout: 900_000 });

const SITE = `http://127.0.0.1:${SITE_PORT}`;
const hostOf = (c: SiteChannel) => `${c}.localhost:${SITE_PORT}`;
const ITEM_ID = /^\/(?:detail\/(\d+)\/|detail_news\/detail\/(\d+)\/)/;

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await apiRequest.newContext();
});
test.afterAll(() => api.dispose());

/** A page's body as the channel's host serves it (Node does not resolve *.localhost: the Host header says it). */
async function html(channel: SiteChannel, path: string): Promise<{ status: number; text: string }> {
  const res = await api.get(`${SITE}${path}`, { headers: { host: hostOf(channel) }, maxRedirects: 0 });
  return { status: res.status(), text: await res.text() };
}

test('no URL is in two channels’ sitemaps, and every sitemap URL answers 200 on its own host', async () => {
  const owner = new Map<string, SiteChannel>();
  const perChannel = new Map<SiteChannel, string[]>();
  for (const c of SITE_CHANNELS) {
    const index = (await html(c, '/sitemap.xml')).text;
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
    expect(parts.length, c).toBeGreaterThan(0);
    const urls: string[] = [];
    for (const part of parts) {
      expect(part.host).toBe(hostOf(c));
      const xml = await html(c, part.pathname);
      expect(xml.status, `${c} ${part.pathname}`).toBe(200);
      for (const m of xml.text.matchAll(/<loc>([^<]+)<\/loc>/g)) {
        const u = new URL(m[1]!.replace(/&amp;/g, '&'));
        expect(u.host).toBe(hostOf(c));
        urls.push(u.pathname);
      }
    }
    perChannel.set(c, urls);
    for (const path of urls) {
      // Per-channel pages (each channel's own home, area homes, ranks …) are each channel's own URL; items and categories are one channel's.
      if (!ITEM_ID.test(path) && !/^\/(classify|bk|designerDetail|jhy|magazineDetail|periodicalDetail|awardsDetail|publicAccount|recommandList|artDesignDetail|productDesign|materialDetail)\//.test(path)) continue;
      expect(owner.get(path), `${path} in ${owner.get(path)} and ${c}`).toBeUndefined();
      owner.set(path, c);
    }
  }
  expect(owner.size).toBeGreaterThan(1000);
  // Every URL of every channel's sitemap renders on that channel's host (six requests at a time).
  const all = [...perChannel].flatMap(([c, urls]) => urls.map((path) => ({ c, path })));
  const get = ({ c, path }: { c: SiteChannel; path: string }) => api.get(`${SITE}${encodeURI(decodeURI(path))}`, { headers: { host: hostOf(c) }, maxRedirects: 0 });
  const failures = (await askAll(all, 6, get, (status) => status === 200)).map(({ item, status, retried }) => `${status} ${item.c} ${item.path}${retried ? ' (after Retry-After)' : ''}`);
  expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
});
