// `npm run screenshots` (issue 19; not part of npm test or CI): a screenshot of every route shape
// (scripts/lib/route-shapes.mjs, the list the screen scans use) at 1366 px and 390 px on two
// channels, into .shots/ (gitignored) with an index.html to review them side by side.
// Starts its own API (fresh seeded data) and the production site on free loopback ports.
// Usage: npm run screenshots [-- --only <regex of shape names>]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { productEnv } from './lib/env.mjs';
import { ensureBuild } from './lib/build-state.mjs';
import { CHROMIUM, ensureChromium, ensurePackages } from './lib/setup.mjs';
import { resolveRouteShapes } from './lib/route-shapes.mjs';
import { freePort, startApi, stopOnInterrupt, waitFor } from './bench/servers.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const OUT = join(ROOT, '.shots');
const HOSTS = ['localhost', 'interior.localhost'];
const VIEWPORTS = [
  { name: '1366', width: 1366, height: 800, mobile: false },
  { name: '390', width: 390, height: 844, mobile: true },
];
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? new RegExp(process.argv[onlyArg + 1]) : null;

ensurePackages(ROOT);
ensureChromium();
const apiPort = await freePort();
const sitePort = await freePort();
const env = productEnv({ NODE_ENV: 'production', PORT: String(sitePort), API_PORT: String(apiPort) });
ensureBuild(env);

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const children = [];
const stop = stopOnInterrupt(children);

try {
  children.push(startApi({ port: apiPort, dataDir: join(OUT, 'api-data'), seedSize: 3000, env: { API_ENV: 'test', API_TEST_MODE: '1' } }));
  await waitFor(`http://127.0.0.1:${apiPort}/activity/group/time`);
  children.push(spawn('node', ['lib/server/site-server.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] }));
  await waitFor(`http://127.0.0.1:${sitePort}/`);

  const { shapes, missing } = await resolveRouteShapes(`http://127.0.0.1:${sitePort}`);
  if (missing.length) console.warn(`[screenshots] no page links to: ${missing.join(', ')}`);
  const chosen = only ? shapes.filter((s) => only.test(s.name)) : shapes;

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const rows = [];
  for (const vp of VIEWPORTS) {
    const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, isMobile: vp.mobile, hasTouch: vp.mobile, locale: 'zh-CN' });
    const page = await context.newPage();
    for (const host of HOSTS) {
      mkdirSync(join(OUT, host, vp.name), { recursive: true });
      for (const shape of chosen) {
        const file = join(host, vp.name, `${shape.name}.png`);
        try {
          await page.goto(`http://${host}:${sitePort}${encodeURI(shape.path)}`, { waitUntil: 'load' });
          await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
          await page.screenshot({ path: join(OUT, file), fullPage: true });
          rows.push({ shape, host, vp: vp.name, file });
          console.log(`[screenshots] ${file}`);
        } catch (e) {
          console.warn(`[screenshots] ${file}: ${e.message.split('\n')[0]}`);
        }
      }
    }
    await context.close();
  }
  await browser.close();

  // One row per shape and host: the desktop and the phone shot side by side.
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const body = chosen
    .flatMap((shape) =>
      HOSTS.map((host) => {
        const cells = VIEWPORTS.map((vp) => rows.find((r) => r.shape === shape && r.host === host && r.vp === vp.name))
          .map((r) => (r ? `<td><a href="${esc(r.file)}"><img src="${esc(r.file)}" loading="lazy" alt=""></a></td>` : '<td>—</td>'))
          .join('');
        return `<tr><th>${esc(shape.name)}<br><small>${esc(host)}${esc(shape.path)}</small></th>${cells}</tr>`;
      }),
    )
    .join('\n');
  writeFileSync(
    join(OUT, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>截图</title><style>body{font:14px sans-serif}th{text-align:left;vertical-align:top;width:220px}td{vertical-align:top}img{max-height:900px;border:1px solid #ccc}td:first-of-type img{width:683px}td:last-of-type img{width:390px}</style><table>${body}</table>`,
  );
  console.log(`[screenshots] ${rows.length} screenshots in ${OUT} (open index.html)`);
} finally {
  stop();
}
