import { expect, test, type Page, type Response } from '@playwright/test';
import { on } from './support/content';
import { submitPasswordLogin } from './support/login-ui';

// Issue 19 "what the screens promise, they do": legal pages, the logged-in password change,
// the header at 1366 and 390 px, every search target's keyword in the box, the home's preloads,
// the framework's scripts after the first paint (issue 15).

/** The element at the centre of the locator's box is the locator itself (or inside it). */
async function uncovered(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.width > 0 && r.right <= window.innerWidth && !!hit && (hit === el || el.contains(hit));
  });
}

test('《用户协议》 and 《隐私政策》 in the login modal open real, indexable pages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '登录 / 注册' }).first().click();
  const dialog = page.getByRole('dialog');
  const agreement = dialog.getByRole('link', { name: '《用户协议》' });
  await expect(agreement).toHaveAttribute('href', '/fusePage/agreement');
  await expect(dialog.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/fusePage/privacy');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), agreement.click()]);
  await expect(tab.getByRole('heading', { level: 1, name: '用户协议' })).toBeVisible();
  await expect(tab.getByRole('navigation', { name: '目录' }).getByRole('link')).not.toHaveCount(0);
  const privacy = await page.request.get('/fusePage/privacy');
  expect(privacy.status()).toBe(200);
  const html = await privacy.text();
  expect(html).toContain('隐私政策');
  expect(html).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
});

test('a logged-in member changes the password without typing the phone, and with no way back to a login', async ({ page }) => {
  await page.goto('/');
  await submitPasswordLogin(page, '13800000002');
  await page.getByTestId('account-avatar').click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '修改密码' })).toBeVisible();
  await expect(dialog.getByText('验证码将发送至账号绑定的手机')).toContainText('138****0002');
  await expect(dialog.getByLabel('手机号')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: '返回登录' })).toHaveCount(0);
  // 获取验证码 asks the slider for the account's own phone (sent empty, resolved by the API).
  const challenge = page.waitForRequest((r) => r.url().includes('/register/sliderChallenge'));
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  expect((await challenge).postDataJSON()).toMatchObject({ phoneNo: '', scene: 'password' });
  await expect(page.getByTestId('slider-puzzle')).toBeVisible();
});

test('header at 1366 px: every nav item whole and uncovered; the search tools reachable', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '主导航' });
  const count = await nav.getByRole('link').count();
  for (let i = 0; i < count; i++) {
    const link = nav.getByRole('link').nth(i);
    await expect(link).toBeVisible();
    expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await uncovered(page, `nav[aria-label="主导航"] a:nth-child(${i + 1})`)).toBe(true);
  }
  await expect(nav.getByRole('link', { name: '方案文本' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('navigation', { name: '搜索工具' }).getByRole('link', { name: '以图搜图' })).toBeVisible();
});

test('header at 390 px reaches 以图搜图 and AI搜索; the upload box speaks of tapping', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  const page = await ctx.newPage();
  await page.goto(on('interior', '/'));
  const tools = page.getByRole('navigation', { name: '搜索工具' });
  for (const name of ['以图搜图', 'AI搜索']) {
    await expect(tools.getByRole('link', { name })).toBeVisible();
    expect(await uncovered(page, `nav[aria-label="搜索工具"] a[title="${name}"]`)).toBe(true);
  }
  await tools.getByRole('link', { name: '以图搜图' }).tap();
  await expect(page).toHaveURL(/\/similarimg$/);
  const drop = page.getByTestId('similar-drop');
  await expect(drop.getByText('轻点“上传图片”，拍照或从相册选择一张图片')).toBeVisible();
  await expect(drop.getByText('把图片拖到这里，或粘贴（Ctrl+V）截图')).toBeHidden();
  await ctx.close();
});

test('every search target shows its keyword in the header box, the rendering site included', async ({ page }) => {
  const box = page.getByRole('combobox', { name: '搜索关键词' });
  const type = page.getByRole('combobox', { name: '搜索类型' });
  await page.goto(on('rendering', `/searchResult?keyword=${encodeURIComponent('沙发')}&st=21`));
  await expect(box).toHaveValue('沙发');
  await expect(type).toHaveValue('3');
  await page.goto(on('interior', `/searchCase/${encodeURIComponent('客厅')}?searchType=1`));
  await expect(box).toHaveValue('客厅');
  await expect(type).toHaveValue('4');
  await page.goto(on('interior', `/classify/0_0_1_0_0_0_${encodeURIComponent('民宿')}_0_0_0`));
  await expect(box).toHaveValue('民宿');
  await expect(type).toHaveValue('1');
});

test('the home preloads only what its first screen uses: no stylesheet, at most its LCP picture', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(on('interior', '/'), { waitUntil: 'load' });
  // Long enough for viewport prefetches of links to have happened.
  await page.waitForTimeout(3000);
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel=preload]')].map((l) => ({ as: l.getAttribute('as'), url: (l.getAttribute('href') ?? l.getAttribute('imagesrcset') ?? '').split(/[?\s]/)[0] })),
  );
  expect(preloads.filter((p) => p.as === 'style')).toEqual([]);
  const images = preloads.filter((p) => p.as === 'image');
  expect(images.length).toBeLessThanOrEqual(1);
  const shown = await page.evaluate(() => [...document.images].filter((i) => i.getBoundingClientRect().top < window.innerHeight).map((i) => (i.currentSrc || i.src).split('?')[0]));
  for (const p of images) expect(shown).toContain(p.url);
});

test('a page renders its first frame before it asks for the framework’s scripts, then hydrates', async ({ page }) => {
  // The time of the page's first rendered frame (its first paint), taken as the page starts.
  await page.addInitScript(() => requestAnimationFrame(() => ((window as unknown as { __frame: number }).__frame = performance.now())));
  for (const path of ['/', '/classify/10100']) {
    await page.goto(on('interior', path), { waitUntil: 'load' });
    // Hydrated: React has taken over the document (its fiber keys on the body).
    await expect.poll(() => page.evaluate(() => Object.keys(document.body).some((k) => k.startsWith('__react')))).toBe(true);
    const t = await page.evaluate(() => {
      const chunks = performance.getEntriesByType('resource').filter((r) => r.name.includes('/_next/static/chunks/') && r.name.endsWith('.js'));
      return { frame: (window as unknown as { __frame: number }).__frame, first: Math.min(...chunks.map((r) => r.startTime)), count: chunks.length };
    });
    expect(t.count).toBeGreaterThan(0);
    expect(t.frame).toBeGreaterThan(0);
    expect(t.first).toBeGreaterThanOrEqual(t.frame);
  }
});

test('every script a page runs asks V8 to compile it as it streams in (the compile hint), and the page still works', async ({ page }) => {
  // The bodies as the browser got them (Node's request cannot resolve the channel host).
  const scripts: Response[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/_next/static/chunks/') && res.url().endsWith('.js')) scripts.push(res);
  });
  await page.goto(on('interior', '/classify/10100'), { waitUntil: 'load' });
  await expect.poll(() => page.evaluate(() => Object.keys(document.body).some((k) => k.startsWith('__react')))).toBe(true);
  expect(scripts.length).toBeGreaterThan(3);
  for (const res of scripts) expect((await res.text()).startsWith('//# allFunctionsCalledOnLoad\n'), res.url()).toBe(true);
});

test('a click and a chosen file before the page is hydrated are not lost: they take effect once it is', async ({ page }) => {
  await page.goto(on('interior', '/classify/10200'));
  const detail = await page.getByTestId('item-card').first().locator('a').first().getAttribute('href');
  // A slow network: the framework's scripts take 1.5 s more to arrive.
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(on('interior', detail!), { waitUntil: 'domcontentloaded' });
  // 收藏夹… for a visitor asks for a login; clicked while the page is still plain HTML.
  await page.getByTestId('collect-panel').getByRole('button', { name: '收藏夹…' }).click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });

  await page.goto(on('interior', '/similarimg'), { waitUntil: 'domcontentloaded' });
  const picture = await (await page.request.get(`http://127.0.0.1:${process.env.API_PORT ?? 4000}/oss/pool/interior/005.jpg?x-oss-process=image/resize,w_640`)).body();
  await page.getByTestId('similar-file').setInputFiles({ name: 'room.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByTestId('similar-results').getByTestId('item-card').first()).toBeVisible({ timeout: 20_000 });
});

test('SPEC §7 counts on the inspiration search: each scope counted, matching collections shown', async ({ page, request }) => {
  const api = `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
  const rc = (await (await request.post(`${api}/pcsearch/ins/resultCount`, { data: { keyword: '客厅' } })).json()).data;
  const coll = (await (await request.post(`${api}/ins/api/search/searchCollTotalCount`, { data: { keyword: '客厅' } })).json()).data;
  const pins = rc.counts.find((c: { kind: string }) => c.kind === 'pin')?.count ?? 0;
  await page.goto(on('interior', `/searchCase/${encodeURIComponent('客厅')}?searchType=0`));
  const tabs = page.getByTestId('search-scope-tabs');
  await expect(tabs.getByRole('link', { name: /灵感图片/ })).toContainText(String(Math.min(pins, 99)));
  await expect(tabs.getByRole('link', { name: /灵感图集/ })).toContainText(String(coll.total));
  if (coll.total > 0) {
    const related = page.getByTestId('related-collections');
    await expect(related.getByRole('listitem')).toHaveCount(Math.min(4, coll.total));
    await expect(related.getByRole('link', { name: /查看全部/ })).toHaveAttribute('href', `/searchCase/${encodeURIComponent('客厅')}?searchType=1`);
  }
});

test('the new case home: the category sidebar follows the window width and remembers 收起 (showSider)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(on('architecture', '/caseNewHome/0'));
  const sider = page.getByTestId('category-sider');
  await expect(sider.getByRole('link', { name: '全部案例' })).toHaveAttribute('aria-current', 'page');
  await expect(sider.getByRole('link')).not.toHaveCount(1);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('localClassifyList') ?? '[]').length)).toBeGreaterThan(0);
  await sider.getByRole('button', { name: '收起分类侧栏' }).click();
  await expect(sider).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('sider-open')).toBeVisible();
  await expect(page.getByTestId('category-sider')).toHaveCount(0);
  await page.getByTestId('sider-open').click();
  await expect(page.getByTestId('category-sider')).toBeVisible();
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(page.getByTestId('category-sider')).toHaveCount(0);
  await expect(page.getByTestId('sider-layout')).toHaveAttribute('data-sider', 'none');
});
