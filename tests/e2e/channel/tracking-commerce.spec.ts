import { expect, test } from '@playwright/test';
import { CHANNEL_NAMES, type Channel } from '../../../lib/channel/hosts';
import { itemHref } from '../../../lib/content/item-href';
import { loginNewAccount, pickItem } from '../support/account';
import { arrived, events, expectCommonFields, trackedDevice } from '../support/tracking';

// On every channel host (third-party cookies blocked): a download and a prepay arrive at the
// main beacon labelled with this channel's page types. The main host's suite (tracking.spec.ts)
// follows the whole payment; here the order is issued and left unpaid, which is the prepay.
test.describe.configure({ timeout: 150_000 });
const SLOW = 30_000;

test('a free download (sent as auto_play) and a VIP prepay arrive labelled with this channel', async ({ page, context, baseURL }) => {
  const channel = new URL(baseURL!).hostname.split('.')[0] as Channel;
  const name = CHANNEL_NAMES[channel];
  const device = await trackedDevice(context, baseURL!);
  const free = await pickItem(page, '3d', false);
  const vip = await pickItem(page, '3d', true);
  await page.goto('/');
  await loginNewAccount(page);

  // A free model: 立即下载 starts the file, and the event is sent as auto_play.
  await page.goto(itemHref({ id: free.id, kind: '3d' }));
  const button = page.getByTestId('download-panel').getByRole('button', { name: '立即下载' });
  await expect(button).toBeEnabled({ timeout: SLOW });
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await button.click();
  await downloading;
  const [dl] = await arrived(page, device, 'auto_play', (e) => e.doc_id === String(free.id));
  expectCommonFields(dl!, device, new RegExp(`^${name}-3D模型详情页\\.`));
  expect(dl!.beacon).toBe('main');
  expect(dl!.redownload).toBe('0');
  expect(dl!.user_id).toMatch(/^\d+$/);
  expect(await events(page, device, 'download')).toEqual([]);

  // A VIP model: 开通会员下载 → the checkout issues an order and its QR; that is the prepay.
  await page.goto(itemHref({ id: vip.id, kind: '3d' }));
  const buy = page.getByTestId('download-panel').getByRole('button', { name: /开通会员下载/ });
  await expect(buy).toBeEnabled({ timeout: SLOW });
  await buy.click();
  await page.getByRole('dialog').getByTestId('pay-submit').click();
  await expect(page.getByTestId('pay-qr-image')).toBeVisible({ timeout: SLOW });
  const [prepay] = await arrived(page, device, 'prepay', (e) => JSON.parse(e.trans_data ?? '{}').stage === 'qr');
  expectCommonFields(prepay!, device, new RegExp(`^${name}-3D模型详情页\\.pay\\.0$`));
  expect(prepay!.beacon).toBe('main');
  expect(prepay!.order_id).toBeTruthy();
  expect(Number(prepay!.prepay_amount)).toBeGreaterThan(0);
  expect(Number(prepay!.current_price)).toBeGreaterThanOrEqual(Number(prepay!.prepay_amount));
  expect(prepay).not.toHaveProperty('pay_amount');
});
