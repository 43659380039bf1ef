import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Unknown URLs answer 404 and leave nothing in the page cache on disk: each one used to add
// seven files (lib/cache/page-cache-handler.cjs, docs/security.md "Bounded resources").
const CACHE_DIR = path.join(process.env.NEXT_DIST_DIR ?? '.next', 'server', 'route-cache');

function filesMentioning(marker: string): string[] {
  if (!fs.existsSync(CACHE_DIR)) return [];
  return (fs.readdirSync(CACHE_DIR, { recursive: true }) as string[]).filter((f) => f.includes(marker));
}

test('random unknown URLs are 404s that write nothing to the page cache', async ({ request, baseURL }) => {
  const marker = `nosuch${Date.now().toString(36)}`;
  const missingId = `9${String(Date.now() % 1e8).padStart(8, '0')}`;
  const urls = [`/${marker}a`, `/${marker}b/c`, `/detail/${missingId}/3d`, `/jhy/${marker}`, `/magazine/${marker}`];
  for (const url of urls) {
    const res = await request.get(`${baseURL}${url}`, { maxRedirects: 0 });
    expect(res.status(), url).toBe(404);
    // Served twice: the second answer comes from the bounded in-memory cache or a new render, never a file.
    expect((await request.get(`${baseURL}${url}`, { maxRedirects: 0 })).status(), url).toBe(404);
  }
  expect(filesMentioning(marker)).toEqual([]);
  expect(filesMentioning(missingId)).toEqual([]);
});

test('a real page is still cached on disk (the cache works; only 404s are kept off it)', async ({ request, baseURL }) => {
  const home = await (await request.get(`${baseURL}/`)).text();
  const links = [...home.matchAll(/href="(\/detail\/(\d+)\/[a-z0-9]+)"/g)].map((m) => [m[1]!, m[2]!] as const);
  expect(links.length).toBeGreaterThan(0);
  const [url, id] = links[links.length - 1]!;
  expect((await request.get(`${baseURL}${url}`)).status()).toBe(200);
  await expect.poll(() => filesMentioning(`detail${path.sep}${id}${path.sep}`).length + filesMentioning(`detail/${id}/`).length, { timeout: 10_000 }).toBeGreaterThan(0);
});
