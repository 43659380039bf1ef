import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { QR_SVG_OPTIONS } from '../../components/login/qr-image';

// The e2e API (scripts/e2e-api.mjs) runs with API_ENV=test, which exposes SMS codes and slider
// answers at /test/* for exactly this purpose.
const API = `http://localhost:${process.env.API_PORT ?? 4000}`;
const PASSWORD = 'Design2025';

/** A phone number no other test (or retry) uses. */
function newPhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

async function openLogin(page: Page, tab?: string) {
  await page.getByRole('button', { name: '登录 / 注册' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: '验证码登录' })).toBeVisible();
  if (tab) await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

async function sliderTarget(request: APIRequestContext, sessionId: string): Promise<number> {
  const res = await request.get(`${API}/test/sliderTarget?sessionId=${sessionId}`);
  return (await res.json()).data.x as number;
}

/** Drags the handle like a person: press, move in steps, release. */
async function drag(page: Page, dx: number) {
  const box = (await page.getByTestId('slider-handle').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + box.width / 2 + (dx * i) / 12, y);
    await page.waitForTimeout(25);
  }
  await page.mouse.up();
}

/** Phone + 获取验证码 + slider (mouse or keyboard) + the code from the test read-back + submit. */
async function loginWithCode(page: Page, request: APIRequestContext, phone: string, how: 'mouse' | 'keyboard' = 'mouse') {
  const dialog = await openLogin(page);
  const form = dialog.locator('form#code-login');
  await form.getByLabel('手机号').fill(phone);
  const challenge = page.waitForResponse((r) => r.url().includes('/register/sliderChallenge'));
  await form.getByRole('button', { name: '获取验证码' }).click();
  const { sessionId } = (await (await challenge).json()).data;
  await expect(page.getByTestId('slider-puzzle')).toHaveCSS('width', '300px');
  await expect(page.getByTestId('slider-puzzle')).toHaveCSS('height', '100px');
  await expect(page.getByTestId('smart-slider')).toHaveCSS('height', '42px');
  const x = await sliderTarget(request, sessionId);
  const sent = page.waitForResponse((r) => r.url().includes('/login/sendCode'));
  if (how === 'mouse') {
    await drag(page, x);
  } else {
    const handle = page.getByTestId('slider-handle');
    await handle.focus();
    for (let i = 0; i < Math.floor(x / 10); i++) await handle.press('Shift+ArrowRight');
    for (let i = 0; i < x % 10; i++) await handle.press('ArrowRight');
    await handle.press('Enter');
  }
  expect((await (await sent).json()).error.errorCode).toBe(0);
  await expect(page.getByTestId('slider-captcha')).toHaveCount(0);
  await expect(page.getByText(/验证码已发送/)).toBeVisible();
  const code = (await (await request.get(`${API}/test/lastCode?phone=${phone}`)).json()).data.code as string;
  await form.getByLabel('验证码').fill(code);
  await form.getByRole('button', { name: '登录 / 注册' }).click();
}

async function loginWithPassword(page: Page, phone: string, password = PASSWORD) {
  const dialog = await openLogin(page, '密码登录');
  const form = dialog.locator('form#password-login');
  await form.getByLabel('手机号').fill(phone);
  await form.getByLabel('密码').fill(password);
  await form.getByRole('button', { name: /^登\s?录$/ }).click();
}

async function storage(page: Page, key: string) {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

test.describe('login ways', () => {
  test('phone code with the slider: a miss resets the puzzle, a hit sends the code, a new phone registers', async ({ page, request }) => {
    await page.goto('/');
    const dialog = await openLogin(page);
    const form = dialog.locator('form#code-login');
    const phone = newPhone();
    await form.getByLabel('手机号').fill(phone);
    const first = page.waitForResponse((r) => r.url().includes('/register/sliderChallenge'));
    await form.getByRole('button', { name: '获取验证码' }).click();
    const missed = (await (await first).json()).data.sessionId as string;
    const target = await sliderTarget(request, missed);
    const fresh = page.waitForResponse((r) => r.url().includes('/register/sliderChallenge'));
    await drag(page, target > 150 ? target - 60 : target + 60);
    const next = (await (await fresh).json()).data.sessionId as string;
    expect(next).not.toBe(missed);
    await expect(page.getByTestId('slider-captcha').getByRole('status')).toHaveText('验证未通过，请重试');
    await expect(page.getByTestId('slider-handle')).toHaveAttribute('aria-valuenow', '0');

    const sent = page.waitForResponse((r) => r.url().includes('/login/sendCode'));
    await drag(page, await sliderTarget(request, next));
    expect((await (await sent).json()).error.errorCode).toBe(0);
    await expect(page.getByTestId('slider-captcha')).toHaveCount(0);
    await expect(form.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    const code = (await (await request.get(`${API}/test/lastCode?phone=${phone}`)).json()).data.code as string;
    await form.getByLabel('验证码').fill(code);
    await form.getByRole('button', { name: '登录 / 注册' }).click();

    await expect(page.getByText('注册成功，欢迎加入意匠设计')).toBeVisible();
    await expect(page.getByTestId('account-avatar')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const accountId = await storage(page, 'accountId');
    expect(accountId).toMatch(/^\d{8}$/);
    const cookies = await page.context().cookies();
    const cookie = cookies.find((c) => c.name === 'accountId')!;
    expect(cookie.value).toBe(accountId);
    // 1e7 seconds ≈ 115.7 days.
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(115 * 86_400_000);
    expect(cookie.sameSite).toBe('None');
    const session = cookies.find((c) => c.name === 'api_login')!;
    expect(session.httpOnly).toBe(true);
  });

  test('phone code with a keyboard-operated slider', async ({ page, request }) => {
    await page.goto('/');
    await loginWithCode(page, request, newPhone(), 'keyboard');
    await expect(page.getByTestId('account-avatar')).toBeVisible();
  });

  test('password: the VIP member sees VIP state and rights on /personal', async ({ page }) => {
    await page.goto('/personal');
    await expect(page.getByText('登录后查看个人中心')).toBeVisible();
    await loginWithPassword(page, '13800000001', 'wrong-pass1');
    await expect(page.getByText('手机号或密码错误')).toBeVisible();
    const form = page.getByRole('dialog').locator('form#password-login');
    await form.getByLabel('密码').fill(PASSWORD);
    await form.getByRole('button', { name: /^登\s?录$/ }).click();
    await expect(page.getByTestId('account-avatar')).toContainText('VIP');
    await expect(page.getByRole('heading', { name: '会员状态与权益' })).toBeVisible();
    await expect(page.getByText('VIP 案例、联合会员、灵感 VIP')).toBeVisible();
    await expect(page.getByText('账号密码')).toBeVisible();
    expect(await storage(page, 'vipStatus')).toBe('1');
  });

  for (const way of [
    { label: '公众号扫码', create: '/wechat/public/getLoginQRCode', loginType: '微信公众号扫码' },
    { label: '小程序扫码', create: '/ins/api/wechat/getMiniQRCode', loginType: '微信小程序扫码' },
  ]) {
    test(`QR (${way.label}): opening the encoded URL in a second page logs the first in`, async ({ page, browser }) => {
      await page.goto('/personal');
      const dialog = await openLogin(page);
      const created = page.waitForResponse((r) => r.url().includes(way.create));
      await dialog.getByRole('tab', { name: '扫码登录' }).click();
      if (way.label === '小程序扫码') await dialog.getByText('小程序扫码').click();
      const { url } = (await (await created).json()).data as { url: string };
      const img = dialog.getByTestId('qr-image');
      await expect(img).toBeVisible();
      // The image encodes exactly this URL (drawn by qrcode with the site's options).
      const svg = await QRCode.toString(url, QR_SVG_OPTIONS);
      expect(decodeURIComponent((await img.getAttribute('src'))!.split(',')[1]!)).toBe(svg);

      const phoneContext = await browser.newContext({ locale: 'zh-CN' });
      const phone = await phoneContext.newPage();
      await phone.goto(url);
      await expect(phone.getByRole('heading', { name: '登录意匠设计网页版' })).toBeVisible();
      await expect(dialog.getByText('已扫码，请在手机上确认登录')).toBeVisible();
      await phone.getByLabel('微信昵称').fill('扫码设计师');
      await phone.getByRole('button', { name: '确认登录' }).click();
      await expect(phone.getByRole('heading', { name: '登录成功' })).toBeVisible();
      await phoneContext.close();

      await expect(page.getByTestId('account-avatar')).toBeVisible({ timeout: 10_000 });
      await expect(page.getByText(way.loginType)).toBeVisible();
      await expect(page.getByText('已绑定')).toBeVisible();
    });
  }

  test('single sign-on ticket through /cas/v1/tickets', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLogin(page, '单点登录');
    const tgt = page.waitForResponse((r) => r.url().endsWith('/cas/v1/tickets') && r.request().method() === 'POST');
    const st = page.waitForResponse((r) => /\/cas\/v1\/tickets\/TGT-/.test(r.url()));
    await dialog.getByLabel('统一认证账号').fill('13800000002');
    await dialog.getByLabel('统一认证密码').fill(PASSWORD);
    await dialog.getByRole('button', { name: '单点登录' }).click();
    const granted = await tgt;
    expect(granted.status()).toBe(201);
    expect(granted.headers()['location']).toMatch(/\/cas\/v1\/tickets\/TGT-/);
    expect(await (await st).text()).toMatch(/^ST-/);
    await expect(page.getByTestId('account-avatar')).toBeVisible();
    await page.goto('/personal');
    await expect(page.getByText('单点登录', { exact: true })).toBeVisible();
  });
});

test.describe('session life', () => {
  test('logout clears the session, cookies and account storage, and reloads to the site origin', async ({ page, context }) => {
    await page.goto('/personal');
    await loginWithPassword(page, '13800000002');
    await expect(page.getByTestId('account-avatar')).toBeVisible();
    expect(await storage(page, 'accountId')).not.toBeNull();
    await page.getByTestId('account-avatar').click();
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/logout/invalidateSession')) calls.push(r.method());
    });
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect(page.getByRole('button', { name: '登录 / 注册' })).toBeVisible();
    expect(calls).toEqual(['POST']);
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('accountId');
    expect(names).not.toContain('api_login');
    for (const key of ['accountId', 'loginAccountId', 'vipStatus', 'rightsStartDay']) expect(await storage(page, key)).toBeNull();
    // The device-token fallback does not bring the session back.
    await page.reload();
    await expect(page.getByRole('button', { name: '登录 / 注册' })).toBeVisible();
  });

  test('after the login cookie expires the device binding logs the visitor back in', async ({ page, context }) => {
    await page.goto('/');
    await loginWithPassword(page, '13800000001');
    await expect(page.getByTestId('account-avatar')).toBeVisible({ timeout: 30_000 });
    // The session cookie ends; the browser's HttpOnly device secret (api_device) stays.
    await context.clearCookies({ name: 'api_login' });
    const seen: string[] = [];
    page.on('response', (r) => {
      // The browser reaches the API through the site's /api-gw forwarder (docs/security.md).
      const path = new URL(r.url()).pathname.replace(/^\/api-gw(?=\/)/, '');
      if (path.startsWith('/login/') || path === '/account/accountInfo') seen.push(`${path} ${r.status()}`);
    });
    await page.reload();
    await expect(page.getByTestId('account-avatar')).toBeVisible({ timeout: 30_000 });
    expect(seen).toEqual(['/account/accountInfo 200', '/login/getToken 200', '/login/loginByToken 200', '/account/accountInfo 200']);
    expect((await context.cookies()).some((c) => c.name === 'api_login')).toBe(true);
  });

  test('with every cookie cleared nothing logs the visitor back in (the device id is no key)', async ({ page, context }) => {
    await page.goto('/');
    await loginWithPassword(page, '13800000001');
    await expect(page.getByTestId('account-avatar')).toBeVisible({ timeout: 30_000 });
    await context.clearCookies();
    // The device id survives in local storage and is written back to its cookie; it restores nothing.
    await page.reload();
    await expect(page.getByRole('button', { name: '登录 / 注册' })).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('deviceUuid'))).toBeTruthy();
  });
});

test('a landing with source parameters is recorded once for a new account', async ({ page, request, context }) => {
  const landing = page.waitForRequest((r) => r.url().includes('/addSource'));
  await page.goto('/?source=baidu&keyword=%E5%AE%A4%E5%86%85%E8%AE%BE%E8%AE%A1&plan=plan-7&unit=unit-3&bd_vid=click123');
  expect(new URL((await landing).url()).searchParams.get('logidUrl')).toContain('bd_vid=click123');
  // Set by the page's POST /site-api/visitor (pages themselves set no cookies).
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'bd_vid')?.value).toBe('click123');

  const phone = newPhone();
  const recorded = page.waitForRequest((r) => r.url().includes('/case/api/login/semRecord'));
  await loginWithCode(page, request, phone);
  const body = (await recorded).postDataJSON();
  expect(body).toEqual({ keyword: '室内设计', plan: 'plan-7', source: 'baidu', unit: 'unit-3', url: expect.stringContaining('/?source=baidu') });
  await expect(page.getByTestId('account-avatar')).toBeVisible();
  const marker = (await context.cookies()).find((c) => c.name === 'setSource')!;
  expect(Math.round((marker.expires * 1000 - Date.now()) / 86_400_000)).toBe(7);
  const record = (await (await request.get(`${API}/test/semRecord?phone=${phone}`)).json()).data;
  expect(record).toMatchObject({ source: 'baidu', keyword: '室内设计', plan: 'plan-7', unit: 'unit-3' });

  // Later visits within the 7 days do not send it again.
  let again = 0;
  page.on('request', (r) => {
    if (r.url().includes('/semRecord')) again++;
  });
  for (const path of ['/personal', '/?source=baidu&keyword=x']) {
    // The source decision follows the VIP info of each visit's login check.
    const checked = page.waitForResponse((r) => r.url().includes('/account/vipInfo'));
    await page.goto(path);
    await checked;
    await expect(page.getByTestId('account-avatar')).toBeVisible();
    await page.waitForTimeout(1000);
  }
  expect(again).toBe(0);
});
