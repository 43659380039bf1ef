// Two site instances behind nginx sharing one Redis cache (issue 15, docs/scaling.md), on their own
// loopback ports: an edit revalidated on instance 1 is read fresh from instance 2, a restarted
// instance starts warm, and without Redis every page still answers 200 from the local cache.
// Run by `npm test` (scripts/test.mjs, step "cluster") against the production build in .next;
// alone: `node --test tests/cluster/`.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { apiCommand } from '../../scripts/lib/api-command.mjs';
import { productEnv } from '../../scripts/lib/env.mjs';
import { ensureClusterPackages } from '../../scripts/lib/setup.mjs';
import { redisCommand, startCluster, waitForHttp } from '../../scripts/lib/cluster.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const PORTS = { lb: Number(process.env.CLUSTER_LB_PORT ?? 8060), site: Number(process.env.CLUSTER_SITE_PORT ?? 3160), redis: Number(process.env.CLUSTER_REDIS_PORT ?? 6390), api: Number(process.env.CLUSTER_API_PORT ?? 4060) };
const SECRET = 'cluster-test-revalidate-secret';
// The micro-cache's default lifetime (1 s) plus a request's worth of slack.
const MICROCACHE_BOUND_MS = 1500;
const dataDir = join(ROOT, '.cluster-test', 'api-data');

const missing = !ensureClusterPackages({ optional: true })
  ? 'redis-server or nginx is missing and cannot be installed here (see above): the cluster test is skipped'
  : !existsSync(join(ROOT, '.next', 'BUILD_ID'))
    ? 'no production build in .next: run `npm test` (it builds first) or `npm run build`'
    : null;
if (missing) console.log(`[cluster test] ${missing}`);

describe('N instances behind nginx, one shared Redis cache', { skip: missing ?? false, timeout: 600_000 }, () => {
  let api;
  let cluster;
  let item;
  let other;
  // Origins derive from these ports: the ones `npm test` set for its own servers must not leak in.
  const DERIVED = ['PORT', 'API_PORT', 'API_INTERNAL_ORIGIN', 'OSS_PUBLIC_ORIGIN', 'SITE_ORIGIN', 'SITE_ORIGINS', 'REDIS_URL', 'NEXT_DIST_DIR'];
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !DERIVED.includes(k)));
  const env = productEnv({ NODE_ENV: 'production', PORT: String(PORTS.lb), API_PORT: String(PORTS.api), REVALIDATE_SECRET: SECRET }, base);

  const get = async (origin, path) => {
    const res = await fetch(origin + path, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
    return { status: res.status, cache: res.headers.get('x-nextjs-cache'), html: await res.text() };
  };
  const titleOf = async () => {
    const res = await fetch(`${env.API_INTERNAL_ORIGIN}/case/api/content/detail?id=${item.id}`);
    return (await res.json()).data.title;
  };

  before(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    api = spawn(...apiCommand(), {
      cwd: ROOT,
      env: { ...env, API_DATA_DIR: dataDir, API_SEED_SIZE: '3000', API_ENV: 'test', API_TEST_MODE: '1', API_LOG: '0', SITE_ORIGIN: `http://127.0.0.1:${PORTS.lb}` },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHttp(`${env.API_INTERNAL_ORIGIN}/activity/group/time`, 300_000, api);
    cluster = await startCluster({ env, instances: 2, lbPort: PORTS.lb, firstInstancePort: PORTS.site, redisPort: PORTS.redis, runDir: join(ROOT, '.cluster-test'), instanceLog: 'ignore' });
    const list = await (await fetch(`${env.API_INTERNAL_ORIGIN}/case/api/content/list?kind=case&sort=new&pageSize=2`)).json();
    item = list.data.list[0];
    other = `/detail_news/detail/${list.data.list[1].id}/case`;
    item.path = `/detail_news/detail/${item.id}/case`;
  });

  after(async () => {
    await cluster?.stop();
    if (api && api.exitCode === null) api.kill('SIGTERM');
    rmSync(join(ROOT, '.cluster-test'), { recursive: true, force: true });
  });

  it('serves pages through the balancer from both instances', async () => {
    const seen = new Set();
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${cluster.lbOrigin}${item.path}`);
      assert.equal(res.status, 200);
      assert.match(await res.text(), new RegExp(item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
    // Round robin: the instances' shared-cache counters both moved (flushed to Redis every 2 s).
    await new Promise((r) => setTimeout(r, 2500));
    const stats = await redisCommand(PORTS.redis, 'HGETALL', 'site-cache:stats');
    for (let i = 0; i < stats.length; i += 2) seen.add(stats[i]);
    assert.ok(seen.has('page:hit'), `shared-cache counters: ${stats.join(' ')}`);
  });

  it('a page rendered by instance 1 is a cache hit on instance 2', async () => {
    const path = other; // not visited yet
    const one = await get(cluster.instanceOrigin(0), path);
    const two = await get(cluster.instanceOrigin(1), path);
    assert.equal(one.status, 200);
    assert.equal(two.status, 200);
    assert.equal(two.cache, 'HIT');
  });

  it('an edit revalidated on instance 1 is read fresh from instance 2', async () => {
    const before = await get(cluster.instanceOrigin(1), item.path);
    assert.equal(before.status, 200);
    assert.ok(before.html.includes(item.title));

    // The edit: the item's title changes in the API's database…
    const Database = createRequire(join(ROOT, 'backend', 'package.json'))('better-sqlite3');
    const db = new Database(join(dataDir, 'catalogue.db'));
    const fresh = `集群刷新 ${Date.now().toString(36)}`;
    db.prepare('UPDATE items SET title = ?, updated_at = ? WHERE id = ?').run(fresh, Date.now(), item.id);
    db.close();
    assert.equal(await titleOf(), fresh);
    // …and until someone revalidates, instance 2 keeps serving its cached page (the cache is real).
    const stale = await get(cluster.instanceOrigin(1), item.path);
    assert.ok(stale.html.includes(item.title) && !stale.html.includes(fresh), 'instance 2 served the page uncached');

    // The revalidate hook (what the API calls after an approval) reaches instance 1 only.
    const res = await fetch(`${cluster.instanceOrigin(0)}/site-api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ items: [item.id] }),
    });
    assert.equal(res.status, 200);

    // Instance 2 may answer from its micro-cache (lib/cache/micro-cache.cjs) for at most
    // SITE_MICROCACHE_MS (1 s) more; after that, the fresh page.
    const revalidatedAt = Date.now();
    let after = await get(cluster.instanceOrigin(1), item.path);
    while (!after.html.includes(fresh) && Date.now() - revalidatedAt < MICROCACHE_BOUND_MS) {
      await new Promise((r) => setTimeout(r, 100));
      after = await get(cluster.instanceOrigin(1), item.path);
    }
    assert.equal(after.status, 200);
    assert.ok(after.html.includes(fresh), `instance 2 still served the old title ${MICROCACHE_BOUND_MS} ms after the revalidation`);
    item.title = fresh;
  });

  it('a restarted instance starts warm from the shared cache', async () => {
    await get(cluster.instanceOrigin(0), item.path); // cached again after the revalidation
    await cluster.stopInstance(1);
    await cluster.startInstance(1);
    const first = await get(cluster.instanceOrigin(1), item.path);
    assert.equal(first.status, 200);
    assert.equal(first.cache, 'HIT');
    assert.ok(first.html.includes(item.title));
  });

  it('without Redis every page still answers 200, cached locally', async () => {
    await cluster.stopRedis();
    const paths = [item.path, other, '/', '/no-such-page-here'];
    for (const path of paths) {
      for (const origin of [cluster.lbOrigin, cluster.instanceOrigin(0), cluster.instanceOrigin(1)]) {
        const res = await get(origin, path);
        assert.equal(res.status, path.startsWith('/no-such') ? 404 : 200, `${origin}${path} without Redis`);
      }
    }
    // Rendered without Redis by the loop above: now a local hit. (Not the home: its experiment
    // group is drawn per first-time visitor, so two visits may be two different cached pages.)
    const again = await get(cluster.instanceOrigin(0), other);
    assert.equal(again.cache, 'HIT', 'the page was not cached locally without Redis');
    // Redis back: the instances reconnect by themselves and share again.
    await cluster.startRedis();
    let shared = false;
    for (let i = 0; i < 40 && !shared; i += 1) {
      await get(cluster.instanceOrigin(0), item.path);
      shared = (await redisCommand(PORTS.redis, 'DBSIZE')) > 0;
      if (!shared) await new Promise((r) => setTimeout(r, 500));
    }
    assert.ok(shared, 'the instances did not write to Redis after it came back');
    assert.equal((await get(cluster.lbOrigin, item.path)).status, 200);
  });
});
