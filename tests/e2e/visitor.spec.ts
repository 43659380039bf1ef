import { expect, test } from '@playwright/test';

test('a first visit gets a device id and a sealed session with experiment groups', async ({ page, context }) => {
  await page.goto('/');
  const cookies = await context.cookies();
  const device = cookies.find((c) => c.name === 'deviceId');
  const session = cookies.find((c) => c.name === 'site_session');
  expect(device?.value).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(session?.httpOnly).toBe(true);

  const res = await page.request.get('/site-api/groups');
  const body = await res.json();
  expect(body.error.errorCode).toBe(0);
  expect(Array.isArray(body.data)).toBe(true);
  expect(body.data.length).toBeGreaterThan(0);

  // The device id is stable across visits.
  await page.goto('/news');
  const again = (await context.cookies()).find((c) => c.name === 'deviceId');
  expect(again?.value).toBe(device?.value);
});
