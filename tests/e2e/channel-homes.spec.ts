import { expect, test } from '@playwright/test';
import { SITE_CHANNELS, type SiteChannel } from '../../lib/api/contract/audience';
import { on } from './support/content';

/**
 * Channel homes that differ (issue 39): each channel's home draws its featured items — banners,
 * 推荐榜单, sections and the waterfall's first page, every tracked item of the first response —
 * from its own audience, so no two channel homes share more than 20 % of them (of the smaller
 * home). Read as a crawler: the classic home, the same for everybody.
 */
const MAX_SHARED = 0.2;
// The channel hosts resolve in the browser (*.localhost), not in Node's request context.
test.use({ userAgent: 'Mozilla/5.0 (compatible; Baiduspider/2.0)' });

function featured(html: string): Set<string> {
  const out = new Set<string>();
  for (const tag of html.matchAll(/<[a-z][^>]*\sdata-tk-id="(\d+)"[^>]*>/g)) {
    const kind = /\sdata-tk-kind="([^"]+)"/.exec(tag[0])?.[1];
    if (kind) out.add(`${kind}:${tag[1]}`);
  }
  return out;
}

test('no two channel homes share more than 20 % of their featured items; 推荐榜单 differ', async ({ page }) => {
  const homes = new Map<SiteChannel, Set<string>>();
  const lists = new Map<SiteChannel, string>();
  for (const c of SITE_CHANNELS) {
    const html = await (await page.goto(on(c, '/'), { waitUntil: 'commit' }))!.text();
    homes.set(c, featured(html));
    lists.set(c, [...html.matchAll(/href="\/recommandList\/(\d+)"/g)].map((m) => m[1]).join(','));
  }
  const report: string[] = [];
  const over: string[] = [];
  for (const [i, a] of SITE_CHANNELS.entries()) {
    for (const b of SITE_CHANNELS.slice(i + 1)) {
      const A = homes.get(a)!;
      const B = homes.get(b)!;
      const shared = [...A].filter((x) => B.has(x)).length;
      const share = shared / Math.min(A.size, B.size);
      report.push(`${a}/${b}: ${shared} of ${Math.min(A.size, B.size)} (${(share * 100).toFixed(0)} %)`);
      if (share > MAX_SHARED) over.push(report.at(-1)!);
    }
  }
  test.info().annotations.push({ type: 'overlap', description: report.join('; ') });
  for (const c of SITE_CHANNELS) expect(homes.get(c)!.size, c).toBeGreaterThan(20);
  expect(over, report.join('\n')).toEqual([]);
  // Each channel's 推荐榜单 is its own: no two the same.
  expect(new Set(lists.values()).size).toBe(SITE_CHANNELS.length);
});
