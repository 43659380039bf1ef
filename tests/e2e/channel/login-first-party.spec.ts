import { expect, test } from '@playwright/test';
import { submitPasswordLogin } from '../support/login-ui';

// Login on each channel's own sub-domain with every cross-site call to the API refused: the site
// reaches the API only through its own /api-gw forwarder, so the login cookies are first-party and
// hold in browsers that block third-party cookies (docs/security.md).
const API_PORT = process.env.API_PORT ?? 4000;
const API = `http://localhost:${API_PORT}`;

// Logins cross the forwarder and run the whole login check; on a loaded 2-core machine one took 13 s.
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };

test.beforeEach(async ({ context }) => {
  // Images may come from the API's object storage; any other direct API call is a third-party call.
  await context.route(new RegExp(`^http://(localhost|127\\.0\\.0\\.1):${API_PORT}/(?!oss/)`), (route) => route.abort('blockedbyclient'));
});

test('password login on the channel host is first-party and survives a reload', async ({ page, context, baseURL }) => {
  const host = new URL(baseURL!).hostname;
  await page.goto('/');
  await submitPasswordLogin(page, '13800000002');
  await expect(page.getByTestId('account-avatar')).toBeVisible(SLOW);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const login = (await context.cookies()).find((c) => c.name === 'api_login')!;
  expect(login.domain).toBe(host);
  expect(login.httpOnly).toBe(true);
  expect(login.sameSite).toBe('Lax');

  await page.reload();
  await expect(page.getByTestId('account-avatar')).toBeVisible(SLOW);
});

test('SMS-code login on the channel host is first-party', async ({ page, request, context, baseURL }) => {
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await page.goto('/');
  await page.getByRole('button', { name: '登录 / 注册' }).first().click();
  const form = page.getByRole('dialog').locator('form#code-login');
  await form.getByLabel('手机号').fill(phone);
  const challenge = page.waitForResponse((r) => r.url().includes('/api-gw/register/sliderChallenge'));
  await form.getByRole('button', { name: '获取验证码' }).click();
  const { sessionId } = (await (await challenge).json()).data;
  const x = (await (await request.get(`${API}/test/sliderTarget?sessionId=${sessionId}`)).json()).data.x as number;
  const handle = page.getByTestId('slider-handle');
  await handle.focus();
  for (let i = 0; i < Math.floor(x / 10); i++) await handle.press('Shift+ArrowRight');
  for (let i = 0; i < x % 10; i++) await handle.press('ArrowRight');
  await handle.press('Enter');
  await expect(page.getByText(/验证码已发送/)).toBeVisible();
  const code = (await (await request.get(`${API}/test/lastCode?phone=${phone}`)).json()).data.code as string;
  await form.getByLabel('验证码').fill(code);
  await form.getByRole('button', { name: '登录 / 注册' }).click();
  await expect(page.getByTestId('account-avatar')).toBeVisible(SLOW);
  expect((await context.cookies()).find((c) => c.name === 'api_login')?.domain).toBe(new URL(baseURL!).hostname);
});

test('QR login on the channel host is first-party and survives a reload', async ({ page, browser, context, baseURL }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '登录 / 注册' }).first().click();
  const dialog = page.getByRole('dialog');
  const created = page.waitForResponse((r) => r.url().includes('/api-gw/wechat/public/getLoginQRCode'));
  await dialog.getByRole('tab', { name: '扫码登录' }).click();
  const { url } = (await (await created).json()).data as { url: string };
  await expect(dialog.getByTestId('qr-image')).toBeVisible();
  const phoneContext = await browser.newContext({ locale: 'zh-CN' });
  const phone = await phoneContext.newPage();
  await phone.goto(url);
  await phone.getByRole('button', { name: '确认登录' }).click();
  await expect(phone.getByRole('heading', { name: '登录成功' })).toBeVisible();
  await phoneContext.close();
  await expect(page.getByTestId('account-avatar')).toBeVisible(SLOW);
  expect((await context.cookies()).find((c) => c.name === 'api_login')?.domain).toBe(new URL(baseURL!).hostname);
  await page.reload();
  await expect(page.getByTestId('account-avatar')).toBeVisible(SLOW);
});

test('switching channel keeps the login, and logging out on the other channel logs out here too', async ({ page, context, baseURL }) => {
  const here = new URL(baseURL!);
  await page.goto('/');
  await submitPasswordLogin(page, '13800000002');
  await expect(page.getByTestId('account-avatar')).toBeVisible(SLOW);

  // Each *.localhost host is its own site: nothing is shared but what the hand-off carries.
  const other = page.getByTestId('channel-banner').locator('nav a:not([aria-current])').first();
  const target = new URL((await other.getAttribute('href'))!);
  expect(target.hostname).not.toBe(here.hostname);
  await other.click();
  await page.waitForURL((u) => u.hostname === target.hostname);
  await expect(page.getByTestId('account-avatar')).toBeVisible(SLOW);
  expect(new URL(page.url()).hash).toBe('');
  const cookies = await context.cookies();
  expect(cookies.filter((c) => c.name === 'api_login').map((c) => c.domain).sort()).toEqual([here.hostname, target.hostname].sort());
  await page.reload();
  await expect(page.getByTestId('account-avatar')).toBeVisible(SLOW);

  // Log out over there…
  await page.goto(`${target.origin}/personal`);
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '登录 / 注册' }).first()).toBeVisible(SLOW);
  // …and the channel it came from is logged out as well.
  await page.goto(`${here.origin}/`);
  await expect(page.getByRole('button', { name: '登录 / 注册' }).first()).toBeVisible(SLOW);
  await expect(page.getByTestId('account-avatar')).toHaveCount(0);
});
