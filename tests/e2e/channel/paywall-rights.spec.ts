import { expect, test, type Page } from '@playwright/test';
import { itemHref } from '../../../lib/content/item-href';
import type { ContentKind } from '../../../lib/api/contract/kinds';
import { loginNewAccount, pickItem } from '../support/account';

// The rights table end to end (issue 35), on the rendering channel's host with third-party
// cookies blocked: for each kind of paid item a new member is offered only what unlocks it,
// pays at the reference cashier (the page behind the QR), and 继续下载 starts the download; a
// member with 案例 VIP on a VIP model is offered only what unlocks the model.
test.describe.configure({ timeout: 180_000 });
const SLOW = 30_000;
const API = `http://localhost:${process.env.API_PORT ?? 4000}`;

// One channel is enough: the rules are the same on every host.
test.beforeEach(({}, info) => test.skip(info.project.name !== 'rendering', 'run once, on the rendering channel'));

/** A 设计币 item: priced, not VIP. */
async function pickPriced(page: Page, kind: ContentKind): Promise<{ id: number; title: string; price: number }> {
  const res = await page.request.get(`${API}/case/api/content/list?kind=${kind}&pageSize=60`);
  const list = ((await res.json()) as { data: { list: { id: number; title: string; price: number; vip: boolean }[] } }).data.list;
  const item = list.find((i) => !i.vip && i.price > 0);
  if (!item) throw new Error(`no priced ${kind} item`);
  return item;
}

/** Opens the QR's address in another page (the phone) and confirms the payment there. */
async function payAtCashier(page: Page) {
  const qr = page.getByTestId('pay-qr-image');
  await expect(qr).toBeVisible({ timeout: SLOW });
  const phone = await page.context().newPage();
  await phone.goto((await qr.getAttribute('data-url'))!);
  await phone.getByRole('button', { name: /确认支付/ }).click();
  await expect(phone.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await phone.close();
  await page.bringToFront();
}

/** The paywall's tabs, and the one it opened on. */
async function offers(page: Page): Promise<{ tabs: string[]; selected: string }> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('pay-submit')).toBeEnabled({ timeout: SLOW });
  return { tabs: (await dialog.getByRole('tab').allTextContents()).sort(), selected: (await dialog.getByRole('tab', { selected: true }).textContent()) ?? '' };
}

/** After paying: 权益已到账, and 继续下载 starts the file. */
async function continueDownload(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('支付成功，权益已到账')).toBeVisible({ timeout: 60_000 });
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await dialog.getByRole('button', { name: '继续下载' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  await expect(page.getByTestId('download-panel').getByRole('status')).toContainText('已开始下载', { timeout: SLOW });
}

const ROWS: { name: string; kind: ContentKind; button: RegExp; tabs: string[]; opens: string; pay?: string }[] = [
  // A VIP case: 案例 VIP or 联合会员 or its own purchase; 开通会员下载 opens on the cheaper plan, paid.
  { name: 'a VIP case', kind: 'case', button: /^开通会员下载$/, tabs: ['单独购买', '案例 VIP', '联合会员'], opens: '案例 VIP' },
  // A VIP model: only 联合会员 or its own purchase (never 案例 VIP); the price button opens the purchase, paid.
  { name: 'a VIP 3D model', kind: '3d', button: /^购买下载 ¥19\.90$/, tabs: ['单独购买', '联合会员'], opens: '单独购买' },
  // A VIP inspiration picture: 灵感 VIP or 联合会员 or its own purchase; 灵感 VIP paid.
  { name: 'a VIP inspiration picture', kind: 'pin', button: /^开通会员下载$/, tabs: ['单独购买', '灵感 VIP', '联合会员'], opens: '灵感 VIP' },
];

for (const row of ROWS) {
  test(`${row.name}: a new member sees only offers that unlock it, pays, and the download starts`, async ({ page }) => {
    const item = await pickItem(page, row.kind, true);
    await page.goto('/');
    await loginNewAccount(page);
    await page.goto(itemHref({ id: item.id, kind: row.kind }));
    const button = page.getByTestId('download-panel').getByRole('button', { name: row.button });
    await expect(button).toBeEnabled({ timeout: SLOW });
    await button.click();
    expect(await offers(page)).toEqual({ tabs: [...row.tabs].sort(), selected: row.opens });
    await page.getByRole('dialog').getByTestId('pay-submit').click();
    await payAtCashier(page);
    await continueDownload(page);
  });
}

test('a 设计币 item: the price button opens its own purchase and nothing else; paid, the download starts', async ({ page }) => {
  const item = await pickPriced(page, 'su');
  const price = `¥${item.price}.00`;
  await page.goto('/');
  await loginNewAccount(page);
  await page.goto(itemHref({ id: item.id, kind: 'su' }));
  const button = page.getByTestId('download-panel').getByRole('button', { name: `购买下载 ${price}` });
  await expect(button).toBeEnabled({ timeout: SLOW });
  await expect(page.getByTestId('download-panel').getByRole('button', { name: '开通会员下载' })).toHaveCount(0);
  await button.click();
  expect(await offers(page)).toEqual({ tabs: ['单独购买'], selected: '单独购买' });
  await expect(page.getByRole('dialog').getByTestId('pay-submit')).toHaveText(new RegExp(`^立即支付 ¥${item.price}(\\.00)?$`));
  await page.getByRole('dialog').getByTestId('pay-submit').click();
  await payAtCashier(page);
  await continueDownload(page);
});

test('a member with 案例 VIP on a VIP model is told why it does not cover the model and offered only what unlocks it', async ({ page }) => {
  const item = await pickItem(page, 'su', true);
  await page.goto('/');
  await loginNewAccount(page);
  // 案例 VIP bought in the VIP centre (the account menu's 开通会员).
  await page.goto('/');
  await page.getByTestId('account-avatar').first().click();
  await page.getByRole('menuitem', { name: '开通会员' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: '案例 VIP' }).click();
  await expect(dialog.getByTestId('pay-submit')).toBeEnabled({ timeout: SLOW });
  await dialog.getByTestId('pay-submit').click();
  await payAtCashier(page);
  await expect(dialog.getByText('支付成功，权益已到账')).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: /^完\s?成$/ }).click();

  await page.goto(itemHref({ id: item.id, kind: 'su' }));
  const panel = page.getByTestId('download-panel');
  await expect(panel.getByTestId('download-rights')).toContainText('你已开通案例 VIP', { timeout: SLOW });
  await panel.getByRole('button', { name: '开通会员下载' }).click();
  expect(await offers(page)).toEqual({ tabs: ['单独购买', '联合会员'], selected: '联合会员' });
  await expect(dialog.getByTestId('paywall-held')).toContainText('你已开通案例 VIP（可免费下载 VIP 案例），但不含此资源');
  await dialog.getByTestId('pay-submit').click();
  await payAtCashier(page);
  await continueDownload(page);
});
