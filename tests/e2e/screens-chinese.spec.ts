import { expect, test } from '@playwright/test';
import { isLoopbackHost } from './support/crawl';
import { catalogueWords, HOSTS, hostUrl, only, routeShapes, settle } from './support/screens';

// Issue 19: the interface is Chinese everywhere. Every route shape, on every channel host (one URL
// per shape per host), is scanned for Latin words in what a reader sees or hears: the rendered
// text (visually hidden text included: screen readers read it) and the aria-label, title, alt and
// placeholder attributes. Anything outside the allow-list of brand, format and unit names, and of
// the catalogue's own names (catalogueWords: content, not interface), fails; words that are never
// content (Previous, Page, new, exclamation-circle …) fail even if the catalogue has them.
test.describe.configure({ timeout: 600_000 });

/** Latin words a Chinese design site legitimately shows: product, format, software and unit names. */
const INTERFACE_ALLOWED = [
  'VIP', 'SVIP', '3D', 'SU', 'CAD', 'AI', 'KB', 'MB', 'GB', 'px', 'PNG', 'JPG', 'JPEG', 'WebP', 'GIF', 'PDF', 'PPT', 'DWG', 'SKP', 'MAX',
  'FBX', 'ZIP', 'HTML', 'EXIF', '3ds', 'Max', 'SketchUp', 'AutoCAD', 'VRay', 'Corona', 'PBR', 'HDRI', 'Ctrl', 'QQ', 'ID', 'APP', 'ms', 'TOP',
];
/** Words that are never content: pagination, debug values, icon names, development text (issue 19). */
const NEVER = new Set(
  ['previous', 'next', 'page', 'pages', 'pagination', 'of', 'new', 'visitor', 'exclamation', 'circle', 'close', 'search', 'loading', 'error',
    'undefined', 'null', 'nan', 'true', 'false', 'debug', 'dev', 'development', 'localhost', 'todo', 'test', 'mock', 'lorem', 'ipsum', 'object'],
);
const ALLOWED = new Set([...INTERFACE_ALLOWED.map((w) => w.toLowerCase()), ...catalogueWords()].filter((w) => !NEVER.has(w)));
/** A number with its unit (1200mm, 8K, 10MB, 2x) or a name's initial (Wang T.). */
const UNIT_OR_INITIAL = /^(?:\d+(?:mm|cm|m|px|k|kb|mb|gb|x|w|p)|[A-Z])$/i;
const allowed = (word: string) => ALLOWED.has(word.toLowerCase()) || (UNIT_OR_INITIAL.test(word) && !NEVER.has(word.toLowerCase()));

/** In the page: every Latin word a reader sees or hears, with where it came from. */
function latinWords(): { word: string; where: string }[] {
  const out: { word: string; where: string }[] = [];
  const strip = (s: string) =>
    s
      // Addresses and file names are not words of the interface.
      .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
      .replace(/\b[\w.-]+@[\w.-]+\.\w+\b/g, ' ')
      .replace(/\b[\w-]+(?:\.[\w-]+)*\.(?:com|cn|net|org|io|html?)\b\S*/gi, ' ');
  const collect = (text: string, where: string) => {
    for (const m of strip(text).matchAll(/[0-9]*[A-Za-z][A-Za-z0-9]*/g)) out.push({ word: m[0], where: `${where}: ${text.trim().slice(0, 80)}` });
  };
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(parent.tagName)) continue;
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    if (n.textContent && /[A-Za-z]/.test(n.textContent)) collect(n.textContent, describe(parent));
  }
  // A control's own aria-label replaces the names inside it (an icon's name is not read then).
  const NAMED = 'a, button, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="option"], [role="checkbox"], [role="switch"]';
  for (const el of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
    if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[aria-hidden="true"]')) continue;
    for (const attr of ['aria-label', 'title', 'alt', 'placeholder']) {
      const v = el.getAttribute(attr);
      if (!v || !/[A-Za-z]/.test(v)) continue;
      if (attr === 'aria-label' && el.parentElement?.closest(NAMED)?.hasAttribute('aria-label')) continue;
      collect(v, `${describe(el)}@${attr}`);
    }
  }
  return out;
}

test('the scan knows interface words from catalogue words', () => {
  // The scan can fail: what issue 19 found is not allowed, a catalogue name and a unit are.
  for (const word of ['Previous', 'Next', 'Page', 'Pagination', 'new', 'exclamation', 'circle']) expect(allowed(word), word).toBe(false);
  for (const word of ['VIP', '3D', 'SU', 'CAD', '10MB', '1200mm', 'T']) expect(allowed(word), word).toBe(true);
  expect(catalogueWords().size).toBeGreaterThan(20);
});

for (const host of HOSTS) {
  test(`every route shape speaks Chinese on ${host}`, async ({ context, browser }) => {
    const { shapes, missing } = await routeShapes(browser);
    expect(missing, 'route shapes whose page was not found by its link').toEqual([]);
    // Each shape gets a fresh tab, so no page's leftover timer aborts the next page's load: the
    // transfer page leaves for another site after its 3 s countdown (it did, under load). On that
    // page the way out is stopped, so the scan reads what a visitor reads, not a browser error
    // page (routing only there: a routed page loads without the HTTP cache).
    const findings: string[] = [];
    for (const shape of only(shapes)) {
      const page = await context.newPage();
      if (shape.name === 'transfer') await page.route((url) => !isLoopbackHost(url.hostname), (route) => route.abort('aborted'));
      await settle(page, hostUrl(host, shape.path));
      const words = await page.evaluate(latinWords);
      for (const { word, where } of words) if (!allowed(word)) findings.push(`${shape.name} ${shape.path} — "${word}" in ${where}`);
      await page.close();
    }
    const unique = [...new Set(findings)];
    await test.info().attach('findings', { body: unique.join('\n'), contentType: 'text/plain' });
    expect(unique, unique.slice(0, 40).join('\n')).toEqual([]);
  });
}

test('the login dialog speaks Chinese in every tab, with no development hint', async ({ page }) => {
  await settle(page, hostUrl('localhost', '/personal'));
  await page.getByRole('button', { name: '登录 / 注册' }).first().click();
  const dialog = page.getByRole('dialog');
  const findings: string[] = [];
  for (const tab of await dialog.getByRole('tab').all()) {
    await tab.click();
    if ((await tab.textContent())?.includes('扫码')) await expect(dialog.getByTestId('qr-image')).toBeVisible();
    for (const { word, where } of await page.evaluate(latinWords)) if (!allowed(word)) findings.push(`${await tab.textContent()} — "${word}" in ${where}`);
  }
  expect(findings, findings.join('\n')).toEqual([]);
  await expect(dialog).not.toContainText('开发环境');
});
