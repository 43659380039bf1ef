import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ClassifyNode } from '../../lib/api/contract/classify';
import type { ItemDetail } from '../../lib/api/contract/content';
import type { SearchPage } from '../../lib/api/contract/search';
import type { CaseRecord, ReviewApproveResult, UploadedPicture } from '../../lib/api/contract/upload';
import { demoLogin, members } from './helpers/account-browser';
import { data, startServer, type TestServer } from './helpers/server';
import { noisePicture, upload } from './helpers/uploads';

/** A stand-in for the site's /site-api/revalidate: records what the API sends. */
function fakeSite(status = 200): Promise<{ origin: string; calls: { auth: string | undefined; body: unknown }[]; close: () => Promise<void> }> {
  const calls: { auth: string | undefined; body: unknown }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/site-api/revalidate') calls.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"error":{"errorCode":0,"message":""},"data":null}');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      resolve({ origin: `http://127.0.0.1:${port}`, calls, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}


async function submitAndApprove(s: TestServer, phonePrefix: string, word: string): Promise<number> {
  const b = await members(() => s.base, phonePrefix)();
  const pics: UploadedPicture[] = [];
  for (let i = 0; i < 2; i++) pics.push((await upload(b, await noisePicture(1000, 700, 700 + i + word.length))).done.body.data);
  const leaf = (await data<ClassifyNode[]>(s.base, '/case/api/case/classify/list')).find((t) => t.children?.length)!.children![1]!;
  const sent = await b.post<CaseRecord>('/case/api/case/saveCase', {
    caseId: 0, title: `${word}茶室`, description: '一个安静的茶室，老木梁与新的竹编吊顶相互映衬。', classifyId: leaf.id, tags: ['茶空间', `${word}标签`],
    location: '福建 武夷山', area: 60, designCompany: '素朴建筑', pictureIds: pics.map((p) => p.pictureId), coverPictureId: pics[0]!.pictureId,
  });
  expect(sent.status).toBe(200);
  const ed = await demoLogin(s.base, '13800000006');
  const approved = await ed.post<ReviewApproveResult>('/case/api/review/approve', { caseId: sent.body.data.caseId });
  expect(approved.status).toBe(200);
  return approved.body.data.itemId;
}

const searchIds = async (base: string, keyword: string) => (await data<SearchPage>(base, `/case/api/search/list?keyword=${encodeURIComponent(keyword)}`)).list.map((i) => i.id);

describe('after an approval', () => {
  it('asks the site to expire its cached pages with the secret; a site that is down changes nothing', async () => {
    const site = await fakeSite();
    const s = await startServer({ seedSize: 500, siteOrigin: site.origin, revalidateSecret: 'test-revalidate-secret-0123456789' });
    try {
      const itemId = await submitAndApprove(s, '1392040', '竹隐');
      for (let i = 0; i < 50 && !site.calls.length; i++) await new Promise((r) => setTimeout(r, 20));
      expect(site.calls).toEqual([{ auth: 'Bearer test-revalidate-secret-0123456789', body: { tags: ['content', 'classify', 'search', 'sitemap'], items: [itemId] } }]);
    } finally {
      await s.close();
      await site.close();
    }
    const down = await startServer({ seedSize: 500, siteOrigin: 'http://127.0.0.1:9', revalidateSecret: 'test-revalidate-secret-0123456789' });
    try {
      const itemId = await submitAndApprove(down, '1392041', '松风');
      expect(await searchIds(down.base, '松风茶室')).toContain(itemId);
    } finally {
      await down.close();
    }
  });

  it('the approved case stays findable after a restart and after a full rebuild of the search index', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-approval-'));
    try {
      let s = await startServer({ seedSize: 500, dataDir });
      const itemId = await submitAndApprove(s, '1392042', '听泉');
      const cover = (s.app.ctx.db.prepare('SELECT cover_key FROM items WHERE id = ?').get(itemId) as { cover_key: string }).cover_key;
      for (let i = 0; i < 50 && !s.app.ctx.db.prepare('SELECT 1 FROM image_features WHERE key = ?').get(cover); i++) await new Promise((r) => setTimeout(r, 20));
      await s.close();
      s = await startServer({ seedSize: 500, dataDir });
      expect(await searchIds(s.base, '听泉')).toContain(itemId);
      // Its cover is in the similar-image index now: searching with it finds the case itself.
      const similar = await data<{ list: { item: { id: number } }[] }>(s.base, `/case/api/search/similar?img=${encodeURIComponent(cover)}&hideDuplicates=0`);
      expect(similar.list.map((h) => h.item.id)).toContain(itemId);
      // A rebuild from scratch keeps the author's own words (its tags) searchable.
      s.app.ctx.db.prepare("DELETE FROM meta WHERE key = 'search_index_sig'").run();
      await s.close();
      s = await startServer({ seedSize: 500, dataDir });
      expect(await searchIds(s.base, '听泉标签')).toContain(itemId);
      const detail = await data<ItemDetail>(s.base, `/case/api/content/detail?id=${itemId}`);
      expect(detail.images).toHaveLength(2);
      expect(detail.images[0]!.key).toMatch(/^up\//);
      expect((await fetch(detail.images[0]!.url.replace('http://localhost:4000', s.base))).status).toBe(200);
      await s.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('every picture of an approved case finds it by similar-image search at once, and after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-approval-'));
    try {
      let s = await startServer({ seedSize: 500, dataDir });
      const itemId = await submitAndApprove(s, '1392043', '松涛');
      const keys = s.app.ctx.db
        .prepare('SELECT p.key FROM cases c JOIN json_each(c.picture_ids) j JOIN upload_pictures p ON p.id = j.value WHERE c.item_id = ?')
        .pluck()
        .all(itemId) as string[];
      expect(keys).toHaveLength(2);
      const firstHit = async (key: string) => (await data<{ list: { item: { id: number } }[] }>(s.base, `/case/api/search/similar?img=${encodeURIComponent(key)}&hideDuplicates=0`)).list[0]?.item.id;
      for (let i = 0; i < 100 && s.app.ctx.db.prepare(`SELECT count(*) FROM image_features WHERE key IN (?, ?)`).pluck().get(...keys) !== 2; i++) await new Promise((r) => setTimeout(r, 20));
      for (const key of keys) expect(await firstHit(key)).toBe(itemId);
      await s.close();
      s = await startServer({ seedSize: 500, dataDir });
      for (const key of keys) expect(await firstHit(key)).toBe(itemId);
      await s.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
