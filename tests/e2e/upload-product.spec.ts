import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { formatBytes } from '../../lib/content/format';
import { itemHref } from '../../lib/content/item-href';
import { noisePicture } from '../api/helpers/uploads';
import { loginByPassword, loginNewAccount } from './support/account';

// Issue 35 "Uploads are real products": a member uploads a case of two pictures; an editor
// approves it on the review page, which then links to the published item; the case's detail names
// the uploader as author, its search card too; another member sees the pack's size before
// downloading and downloads a real zip holding those two pictures.
test.describe.configure({ timeout: 240_000 });

const SLOW = 30_000;
const EDITOR = '13800000006';

async function csrf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
}

/** A new member; the slider's human check sometimes refuses a scripted answer on a loaded machine, so it gets a second try. */
async function newMember(page: Page): Promise<void> {
  try {
    await loginNewAccount(page);
  } catch {
    await loginNewAccount(page);
  }
}

test('an approved upload is a real product: its author on detail and in search, the review page links it, and its pack is a zip of its pictures', async ({ page, browser }) => {
  await page.goto('/');
  await newMember(page);
  const stamp = String(Date.now()).slice(-6);
  const title = `溪岸木屋${stamp}`;
  const pictures = await Promise.all([1, 2].map((i) => noisePicture(1200, 800, Number(stamp) + 40 + i)));

  // The upload, as a member makes it.
  await page.goto('/caseUpload/0');
  await expect(page.getByTestId('case-form')).toBeVisible();
  await page.getByLabel('案例标题').fill(title);
  await page.getByTestId('picture-input').setInputFiles(pictures.map((buffer, i) => ({ name: `木屋-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
  await expect(page.locator('[data-testid="picture-tile"][data-status="done"]')).toHaveCount(2, { timeout: 60_000 });
  await page.locator('#case-classifyId').click();
  await page.locator('.ant-select-tree-node-content-wrapper').first().click();
  await page.getByLabel('设计说明').fill('溪边的一栋小木屋，屋檐压低，窗口对着水面，室内用松木板与石材铺地。');
  await page.locator('#case-tags').fill('木屋');
  await page.locator('#case-tags').press('Enter');
  await page.getByLabel('项目地点').fill('浙江 丽水');
  await page.locator('#case-area').fill('90');
  await page.getByLabel('设计公司').fill('溪岸设计');
  await expect(page.getByTestId('draft-status')).toContainText('草稿已保存', { timeout: 20_000 });
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('已提交审核')).toBeVisible({ timeout: SLOW });
  const accountId = ((await (await page.request.get('/api-gw/account/uploadIdentity')).json()) as { data: { accountId: number } }).data.accountId;

  // An editor approves it through the API (as the upload e2e does), then finds the link to the published item on the review page.
  const editor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const ep = await editor.newPage();
  await ep.request.get('/api-gw/activity/group/time');
  await loginByPassword(ep, EDITOR);
  const queue = (await (await ep.request.get('/api-gw/case/api/review/list?state=pending&pageSize=50', { headers: { 'x-csrf-token': await csrf(ep) } })).json()) as { data: { list: { caseId: number; title: string }[] } };
  const pending = queue.data.list.find((c) => c.title === title)!;
  expect(pending).toBeTruthy();
  const approved = (await (await ep.request.post('/api-gw/case/api/review/approve', { headers: { 'x-csrf-token': await csrf(ep) }, data: { caseId: pending.caseId } })).json()) as { error: { errorCode: number }; data: { itemId: number } };
  expect(approved.error.errorCode).toBe(0);
  const itemId = approved.data.itemId;
  await ep.goto('/api-gw/review?state=approved');
  const published = ep.locator(`#case-${pending.caseId}`).getByRole('link', { name: `查看已发布的案例（内容编号 ${itemId}）` });
  await expect(published).toBeVisible();
  expect(new URL((await published.evaluate((a: HTMLAnchorElement) => a.href))).pathname).toBe(itemHref({ id: itemId, kind: 'case' }));
  await editor.close();

  // Its detail names the uploader: their creator profile, linking to their page.
  const author = `创作者${accountId}`;
  await page.goto(itemHref({ id: itemId, kind: 'case' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const card = page.getByTestId('author-card');
  await expect(card).toContainText(author);
  await expect(card).toContainText('案例创作者');
  const profileHref = (await card.getAttribute('href'))!;
  expect(profileHref).toMatch(/^\/designerDetail\/\d+$/);

  // Its search card shows the author where the byline goes.
  await page.goto(`/classify/0_0_1_0_0_0_${encodeURIComponent(title)}_0_0_0`);
  await expect(page.getByTestId('item-card').filter({ hasText: title })).toContainText(author);

  // The profile page lists the case.
  await page.goto(profileHref);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(author);
  await expect(page.getByTestId('item-card').filter({ hasText: title })).toHaveCount(1);

  // Another member sees the size before downloading, and downloads a zip of the two pictures.
  const buyerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const buyer = await buyerContext.newPage();
  await buyer.goto('/');
  await newMember(buyer);
  await buyer.goto(itemHref({ id: itemId, kind: 'case' }));
  const info = (await (await buyer.request.get(`/api-gw/case/api/download/info?itemId=${itemId}`)).json()) as { data: { headPath: string; files: number } };
  expect(info.data.files).toBe(2);
  const head = await buyer.request.head(`http://localhost:${process.env.API_PORT ?? 4000}${info.data.headPath}`);
  const size = Number(head.headers()['content-length']);
  const panel = buyer.getByTestId('download-panel');
  await expect(panel.getByTestId('download-size')).toHaveText(formatBytes(size), { timeout: SLOW });
  const button = panel.getByRole('button', { name: '立即下载' });
  await expect(button).toBeEnabled({ timeout: SLOW });
  const downloading = buyer.waitForEvent('download', { timeout: SLOW });
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${title}.zip`);
  const zip = fs.readFileSync((await download.path())!);
  expect(zip.length).toBe(size);
  const entries = unzipSync(new Uint8Array(zip));
  expect(Object.keys(entries)).toEqual(['图片/01-木屋-1.jpg', '图片/02-木屋-2.jpg', '说明.txt']);
  for (const name of ['图片/01-木屋-1.jpg', '图片/02-木屋-2.jpg']) {
    // The picture itself, at the size it was uploaded (not a preview rendition).
    const meta = await sharp(Buffer.from(entries[name]!)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
  }
  await expect(panel.getByRole('status')).toContainText('已开始下载');
  await buyerContext.close();
});
