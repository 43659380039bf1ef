// Temporary screenshot helper (not committed): servers must be running on 3140/4040.
import { chromium } from '@playwright/test';
import { createHash } from 'node:crypto';
const bucket = (key, group, n) => String(createHash('sha256').update(`${group}\u0000${key}`).digest().readUInt32BE(0) % n);
function deviceFor(raw, prefix) {
  for (let i = 0; i < 100000; i++) { const id = `${prefix}${i.toString(36).padStart(4, '0')}`; if (Object.entries(raw).every(([g, v]) => bucket(id, g, 2) === v)) return id; }
}
const base = 'http://localhost:3140';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function shot(name, device, width, height, fn) {
  const ctx = await browser.newContext({ baseURL: base, locale: 'zh-CN', viewport: { width, height }, hasTouch: width < 500, isMobile: width < 500, deviceScaleFactor: width < 500 ? 2 : 1 });
  await ctx.addCookies([{ name: 'deviceId', value: device, url: base }]);
  const page = await ctx.newPage();
  await fn(page);
  await page.screenshot({ path: `/tmp/d-${name}.png` });
  await ctx.close();
}
const A = deviceFor({ newerHomeCutUser: '0', upgradeSimilarSearch: '0', vipOrderPop: '1' }, 'shotA');
await shot('home-search-first', A, 1280, 900, async (p) => { await p.goto('/'); await p.waitForTimeout(1500); });
await shot('home-search-first-390', A, 390, 844, async (p) => { await p.goto('/'); await p.waitForTimeout(1500); });
const detail = async (p) => { await p.goto('/news'); const href = await p.locator('a[href^="/detail_news/"]').first().getAttribute('href'); await p.goto(href); await p.locator('[data-viewer-index]').first().click(); await p.waitForTimeout(2000); };
await shot('viewer', A, 1280, 900, detail);
await shot('viewer-390', A, 390, 844, detail);
await shot('viewer-tip', A, 1280, 900, async (p) => { await detail(p); await p.getByTestId('viewer-hq').click(); await p.waitForTimeout(300); });
await browser.close();
