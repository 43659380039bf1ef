import { chromium } from '@playwright/test';
const base = 'http://localhost:3140';
const API = 'http://127.0.0.1:4040';
for (let i = 0; i < 30; i++) await fetch(`${API}/track/case.gif?${new URLSearchParams({ event_id: `shot_${i}_${Date.now()}`, bhv_type: i % 5 === 0 ? 'click' : 'exposure', device_id: 's1', spm: `建筑-首页.list.${i}`, experiment_id: `newerHomeCutUser:${i % 2}|vipOrderPop:1` })}`);
for (let i = 0; i < 12; i++) await fetch(`${API}/track/case.gif?${new URLSearchParams({ event_id: `shotb_${i}_${Date.now()}`, bhv_type: i % 4 === 0 ? 'click' : 'exposure', device_id: 's2', spm: `室内-案例详情页.list.${i}`, experiment_id: `newerHomeCutUser:${i % 2}|vipOrderPop:0` })}`);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, w, h] of [['report', 1280, 1400], ['report-390', 390, 1400]]) {
  const ctx = await browser.newContext({ baseURL: base, locale: 'zh-CN', viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.request.get('/api-gw/activity/group/time');
  const token = (await ctx.cookies()).find((c) => c.name === 'csrf_token').value;
  await page.request.get('/api-gw/login/loginByPsw?phoneNo=13800000006&password=Design2025', { headers: { 'x-csrf-token': token } });
  await page.goto('/editor/experiments');
  await page.waitForSelector('[data-testid="report-table"]', { timeout: 60000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/d-${name}.png`, fullPage: false });
  await ctx.close();
}
await browser.close();
