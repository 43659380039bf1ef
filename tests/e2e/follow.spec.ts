import { expect, test, type Page } from '@playwright/test';
import { loginNewAccount } from './support/account';
import { submitPasswordLogin } from './support/login-ui';
import { arrived, trackedDevice } from './support/tracking';

// Issue 39 item 4: follow designers — on the designer page with the live count, on designer
// cards, a visitor's follow completed after the login, the member's list in /personal.
test.describe.configure({ timeout: 120_000 });

const countOf = async (page: Page) => Number((await page.getByTestId('follower-count').textContent())!.replace(/[^\d]/g, ''));

test('a member follows a designer: the count moves, the follow event arrives, /personal lists it, unfollow takes it back', async ({ page, context, baseURL }) => {
  const device = await trackedDevice(context, baseURL!);
  await page.goto('/');
  await loginNewAccount(page);
  await page.goto('/topTeacher/3');
  const card = page.locator('article[data-tk-kind="designer"]').first();
  const name = (await card.locator('h2').first().textContent())!.trim();
  await card.locator('a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  const button = page.locator('header').getByTestId('follow-button');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const id = page.url().match(/designerDetail\/(\d+)/)![1]!;
  // The cached page's count may be older than the API's; a member's page shows the live one.
  const live = async () => ((await (await page.request.get(`/api-gw/case/api/follow/status?ids=${id}`)).json()) as { data: Record<string, { followers: number }> }).data[id]!.followers;
  const before = await live();
  // Counts under 10,000 are shown whole, so the +1 is visible.
  if (before < 10_000) await expect.poll(() => countOf(page)).toBe(before);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveText('已关注');
  expect(await live()).toBe(before + 1);
  if (before < 10_000) await expect.poll(() => countOf(page)).toBe(before + 1);
  const [event] = await arrived(page, device, 'follow', (e) => e.doc_id === id);
  expect(event).toMatchObject({ doc_id: id, doc_type: '-4' });

  await page.reload();
  await expect(page.locator('header').getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/personal');
  const section = page.getByTestId('personal-follows');
  await expect(section.getByRole('heading', { name: '我的关注（1）' })).toBeVisible();
  const row = section.getByTestId('followed-list').getByRole('listitem').filter({ has: page.locator(`a[href$="/designerDetail/${id}"]`) });
  await expect(row).toHaveCount(1);
  // Unfollow from the list, by keyboard: focus and Enter on the button as one step (a list that
  // re-renders between a separate focus and key press loses the focus, and the key goes nowhere).
  await row.getByTestId('follow-button').press('Enter');
  await expect(row.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByTestId('personal-follows')).toContainText('还没有关注设计师');
});

test('a visitor who clicks 关注 on a card logs in, and the follow completes', async ({ page }) => {
  await page.goto('/designerEntrance');
  const card = page.locator('article[data-tk-kind="designer"]').nth(1);
  const follow = card.getByTestId('follow-button');
  await follow.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await submitPasswordLogin(page, '13800000002', 'Design2025', false);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  // Leave the demo account as it was.
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
});
