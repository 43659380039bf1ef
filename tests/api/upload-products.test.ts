import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { ClassifyNode } from '../../lib/api/contract/classify';
import type { ItemDetail, ItemPage } from '../../lib/api/contract/content';
import type { DesignerDetail } from '../../lib/api/contract/designer';
import type { DownloadInfo, DownloadLink } from '../../lib/api/contract/pay';
import type { SearchPage } from '../../lib/api/contract/search';
import type { CaseRecord, ReviewApproveResult, UploadedPicture } from '../../lib/api/contract/upload';
import { itemHref } from '../../lib/content/item-href';
import { publishedHref } from '../../backend/src/routes/review';
import { demoLogin, expectRefused, members, type Browser } from './helpers/account-browser';
import { data, startServer, type TestServer } from './helpers/server';
import { noisePicture, upload } from './helpers/uploads';

// Issue 35 "Uploads are real products": an approved case's pack is a zip of its pictures as the
// author uploaded them, its size stated before the download; a pack without files is never served
// or counted; the uploader is the item's author everywhere; the review page links to the item.

let s: TestServer;
let member: () => Promise<Browser>;
beforeAll(async () => {
  s = await startServer({ seedSize: 500 });
  member = members(() => s.base, '1392150');
});
afterAll(() => s.close());

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const onTestServer = (url: string) => url.replace(/^http:\/\/localhost:4000/, s.base);

let casesMade = 0;
/** A member's case of three named pictures, approved by the demo editor. */
async function approvedCase(author: Browser, title: string, on: TestServer = s): Promise<{ itemId: number; pictures: UploadedPicture[] }> {
  const names = ['客厅全景.jpg', '餐厨:细部.jpg', 'IMG_0042.JPG'];
  const pictures: UploadedPicture[] = [];
  // Pictures of their own per case: an approved case's pictures are in the duplicate check's index.
  const seed = 3500 + 10 * ++casesMade;
  for (const [i, name] of names.entries()) pictures.push((await upload(author, await noisePicture(900, 600, seed + i), name)).done.body.data);
  const leaf = (await data<ClassifyNode[]>(on.base, '/case/api/case/classify/list')).find((t) => t.name === '家居空间')!.children![0]!;
  const saved = await author.post<CaseRecord>('/case/api/case/saveCase', {
    caseId: 0, title, description: '老宅的木梁保留下来，新的白墙与水磨石地面让光线更亮。', classifyId: leaf.id, tags: ['老宅改造'],
    location: '江苏 苏州', area: 120, designCompany: '青檐设计', pictureIds: pictures.map((p) => p.pictureId), coverPictureId: pictures[0]!.pictureId,
  });
  expect([saved.body.error.errorCode, saved.body.error.message]).toEqual([0, '']);
  const editor = await demoLogin(on.base, '13800000006');
  const approved = await editor.post<ReviewApproveResult>('/case/api/review/approve', { caseId: saved.body.data.caseId });
  expect(approved.body.error.errorCode).toBe(0);
  return { itemId: approved.body.data.itemId, pictures };
}

describe('an approved case', () => {
  it('downloads as a zip of its pictures, as uploaded and in the author’s order, whose size is stated before the download', async () => {
    const author = await member();
    const { itemId, pictures } = await approvedCase(author, '青檐老宅改造');
    const buyer = await member();
    const info = (await buyer.get<DownloadInfo>(`/case/api/download/info?itemId=${itemId}`)).body.data;
    expect(info).toMatchObject({ format: 'zip', fileName: '青檐老宅改造.zip', files: 3, access: { state: 'allowed', reason: 'free' } });

    // The size before the download (HEAD, as the panel asks) is the link's and the bytes served.
    const head = await fetch(onTestServer(info.headUrl), { method: 'HEAD' });
    expect(head.status).toBe(200);
    const stated = Number(head.headers.get('content-length'));
    const link = (await buyer.post<DownloadLink>('/case/api/download/link', { itemId })).body.data;
    expect(link.size).toBe(stated);
    const zip = new Uint8Array(await (await buyer.fetch(onTestServer(link.url))).arrayBuffer());
    expect(zip.length).toBe(stated);

    const entries = unzipSync(zip);
    expect(Object.keys(entries)).toEqual(['图片/01-客厅全景.jpg', '图片/02-餐厨 细部.jpg', '图片/03-IMG_0042.jpg', '说明.txt']);
    // Each picture is the stored original, byte for byte (not a preview rendition).
    const originals = await Promise.all(pictures.map((p) => s.app.ctx.images.source({ key: p.key, width: p.width, height: p.height })));
    expect(Object.values(entries).slice(0, 3).map(sha)).toEqual(originals.map(sha));
    const readme = strFromU8(entries['说明.txt']!);
    expect(readme).toContain('图片/02-餐厨 细部.jpg');
    expect(readme).not.toContain('模型与贴图');
  });

  it('names its uploader as author — a creator profile — on its detail, in lists, in search and on the profile page', async () => {
    const author = await member();
    const accountId = (await author.get<{ accountId: number }>('/account/uploadIdentity')).body.data.accountId;
    const { itemId } = await approvedCase(author, '檐下茶寮改造');
    const detail = await data<ItemDetail>(s.base, `/case/api/content/detail?id=${itemId}`);
    expect(detail.author).toMatchObject({ name: `创作者${accountId}`, title: '案例创作者' });
    // A phone login's default nickname ends in the phone's digits: the public name never shows them.
    expect(detail.author!.name).not.toMatch(/设计师\d{4}/);
    const authorId = detail.author!.id;

    const list = await data<ItemPage>(s.base, '/case/api/content/list?kind=case&sort=new&pageSize=5');
    expect(list.list.find((i) => i.id === itemId)?.author).toMatchObject({ id: authorId, name: `创作者${accountId}` });
    const search = await data<SearchPage>(s.base, `/case/api/search/list?keyword=${encodeURIComponent('檐下茶寮改造')}`);
    expect(search.list.find((i) => i.id === itemId)?.author).toMatchObject({ id: authorId, name: `创作者${accountId}` });

    const profile = await data<DesignerDetail>(s.base, `/case/api/designer/detail?id=${authorId}`);
    expect(profile).toMatchObject({ name: `创作者${accountId}`, firm: '青檐设计', city: '苏州', fieldName: '室内', workCount: 1 });
    expect(profile.latestWorks.map((w) => w.id)).toEqual([itemId]);
    expect(profile.bio.join('')).toContain('案例创作者');

    // A second approved case is by the same profile, not a new one.
    const second = await approvedCase(author, '檐下书房改造');
    expect((await data<ItemDetail>(s.base, `/case/api/content/detail?id=${second.itemId}`)).author?.id).toBe(authorId);
  });

  it('is linked from the review page, at the path the site gives the item', async () => {
    const author = await member();
    const { itemId } = await approvedCase(author, '檐廊小院改造');
    expect(new URL(publishedHref(itemId), 'http://interior.localhost:3000/api-gw/review').pathname).toBe(itemHref({ id: itemId, kind: 'case' }));
    const editor = await demoLogin(s.base, '13800000006');
    const approved = await editor.get('/review?state=approved');
    expect(approved.status).toBe(200);
    expect(approved.text).toContain(`href="${publishedHref(itemId)}"`);
    expect(approved.text).toContain(`查看已发布的案例（内容编号 ${itemId}）`);
    expect((await editor.get(`/review?done=approved&item=${itemId}`)).text).toMatch(new RegExp(`已通过.*<a href="${publishedHref(itemId).replace(/\./g, '\\.')}"[^>]*>查看已发布的案例</a>`));
  });
});

describe('a pack without files', () => {
  it('is never served, linked or counted: info says 0 files, HEAD and link refuse it with a clear error', async () => {
    // A case whose pictures are gone (its cover names no picture the API can find).
    const db = s.app.ctx.db;
    const seeded = db.prepare("SELECT id FROM items WHERE kind = 'case' AND vip = 0 AND price = 0 ORDER BY id LIMIT 1").get() as { id: number };
    const id = (db.prepare('SELECT max(id) + 1 AS n FROM items').get() as { n: number }).n;
    db.prepare("INSERT INTO items SELECT ?, kind, classify_id, top_classify_id, parent_id, author_id, '空包案例', 'legacy/gone.jpg', 0, image_seed, tag_ids, vip, price, views, 0, collects, created_at, updated_at FROM items WHERE id = ?").run(id, seeded.id);

    const b = await member();
    const info = (await b.get<DownloadInfo>(`/case/api/download/info?itemId=${id}`)).body.data;
    expect(info.files).toBe(0);
    const head = await fetch(onTestServer(info.headUrl), { method: 'HEAD' });
    expect(head.status).toBe(404);
    const link = await b.post('/case/api/download/link', { itemId: id });
    expectRefused(link, 404, 44006);
    expect(link.body.error.message).toBe('该资源暂无可下载的文件');
    // Nothing spent: no download recorded, the item's count unchanged, the day's quota untouched.
    expect(db.prepare('SELECT count(*) AS n FROM downloads WHERE item_id = ?').get(id)).toEqual({ n: 0 });
    expect(db.prepare('SELECT downloads FROM items WHERE id = ?').get(id)).toEqual({ downloads: 0 });
    const free = (await b.post<DownloadLink>('/case/api/download/link', { itemId: seeded.id })).body.data;
    const fresh = (await (await member()).post<DownloadLink>('/case/api/download/link', { itemId: seeded.id })).body.data;
    expect(free.quotaLeft).toBe(fresh.quotaLeft);
  });
});

describe('cases approved before creator profiles', () => {
  it('get their uploader as author when the API is upgraded (migration 501)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-creators-'));
    try {
      let old = await startServer({ seedSize: 500, dataDir });
      const author = members(() => old.base, '1392151');
      const { itemId } = await approvedCase(await author(), '旧檐小馆改造', old);
      // Back to the schema before 501: no profile, no author.
      old.app.ctx.db.exec(`UPDATE items SET author_id = NULL WHERE id = ${itemId}; DELETE FROM designers WHERE account_id IS NOT NULL;
        DROP INDEX designers_account; ALTER TABLE designers DROP COLUMN account_id; DELETE FROM schema_migrations WHERE version = 501;`);
      await old.close();
      old = await startServer({ seedSize: 500, dataDir });
      try {
        const detail = await data<ItemDetail>(old.base, `/case/api/content/detail?id=${itemId}`);
        expect(detail.author).toMatchObject({ title: '案例创作者', name: expect.stringMatching(/^创作者\d+$/) });
      } finally {
        await old.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
