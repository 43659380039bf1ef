import { defineConfig } from '@playwright/test';
import { HEADLESS_CHROMIUM } from './scripts/lib/setup.mjs';

// The production build and the reference API on loopback, in Debian's Chromium headless shell.
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const API_PORT = Number(process.env.API_PORT ?? 4000);
/** Shared by the e2e site and API so an approved upload expires the cached category and search pages. */
const REVALIDATE_SECRET = process.env.REVALIDATE_SECRET ?? 'e2e-revalidate-secret-not-for-production';
const CHANNELS = ['interior', 'architecture', 'landscape', 'student', 'rendering'] as const;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: HEADLESS_CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

// Channel suites run with third-party cookies blocked, as Safari, Firefox strict and Chromium's
// private windows do: everything they need must be first-party (docs/security.md).
const chromiumNo3pc = {
  ...chromium,
  launchOptions: { ...chromium.launchOptions, args: [...chromium.launchOptions.args, '--test-third-party-cookie-phaseout'] },
};

export default defineConfig({
  testDir: 'tests/e2e',
  // A bound, not a speed check: multi-step flows (a login, eight homes) on a loaded 2-core machine
  // took over 30 s with nothing wrong. Speed is measured by `npm run bench`.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  // A trace records every action's DOM and screenshots: only for a failed test's retry (CI retries
  // once), not on every test's first run; locally, `--trace on` when looking into a failure.
  use: { ...chromium, locale: 'zh-CN', trace: 'on-first-retry' },
  projects: [
    // Every channel's own sub-domain gets the channel suite.
    ...CHANNELS.map((channel) => ({
      name: channel,
      testMatch: /channel\/.*\.spec\.ts/,
      use: { ...chromiumNo3pc, baseURL: `http://${channel}.localhost:${SITE_PORT}` },
    })),
    // The sixth host: the bare one, for the login suite only.
    {
      name: 'localhost',
      testMatch: /channel\/login-first-party\.spec\.ts/,
      use: { ...chromiumNo3pc, baseURL: `http://localhost:${SITE_PORT}` },
    },
    // Everything else runs once, on the default host (localhost = architecture).
    {
      name: 'main',
      testIgnore: [/channel\/.*\.spec\.ts/, /crawl-reach\.spec\.ts/, /sitemap-reach\.spec\.ts/, /api-hung\.spec\.ts/],
      use: { ...chromium, baseURL: `http://localhost:${SITE_PORT}` },
    },
    // The crawl and then the sitemap check render thousands of uncached pages: alone, after
    // everything else (and one after the other), so their load never times out another test's page.
    {
      name: 'crawl',
      testMatch: /crawl-reach\.spec\.ts/,
      dependencies: ['main', 'localhost', ...CHANNELS],
      use: { ...chromium, baseURL: `http://localhost:${SITE_PORT}` },
    },
    {
      name: 'sitemaps',
      testMatch: /sitemap-reach\.spec\.ts/,
      dependencies: ['crawl'],
      use: { ...chromium, baseURL: `http://localhost:${SITE_PORT}` },
    },
    // The API hung (SIGSTOP) for a minute: last of all, so no other test meets a stopped API.
    {
      name: 'hung-api',
      testMatch: /api-hung\.spec\.ts/,
      dependencies: ['sitemaps'],
      use: { ...chromium, baseURL: `http://localhost:${SITE_PORT}` },
    },
  ],
  webServer: [
    {
      // Test mode with production's log (.e2e-logs/api.log), scanned for secrets after the run.
      command: 'node scripts/e2e-api.mjs',
      url: `http://127.0.0.1:${API_PORT}/activity/group/time`,
      reuseExistingServer: false,
      timeout: 180_000,
      // An approval asks the site to expire its cached pages (docs/api.md "Review"), as in production.
      env: { API_PORT: String(API_PORT), SITE_ORIGIN: `http://127.0.0.1:${SITE_PORT}`, REVALIDATE_SECRET },
    },
    {
      // The production site server (next start + the visitor's real address for per-IP limits),
      // its output in .e2e-logs/site.log for the log scan after the run (scripts/e2e-site.mjs).
      command: 'node scripts/e2e-site.mjs',
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Canonical and cross-channel URLs are built from PORT.
      env: { PORT: String(SITE_PORT), REVALIDATE_SECRET },
    },
  ],
});
