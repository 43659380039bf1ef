import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /(search|header-search)\.spec\.ts/,
  timeout: 30_000,
  workers: 1,
  reporter: [['list']],
  use: { browserName: 'chromium', baseURL: 'http://localhost:3306', locale: 'zh-CN', launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] } },
});
