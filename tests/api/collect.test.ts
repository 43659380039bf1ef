import type { CollectFolder, CollectResult, CollectStatus, FolderDeleted, FolderPage } from '../../lib/api/contract/collect';
import type { ItemPage } from '../../lib/api/contract/content';
import { Browser, expectRefused, members } from './helpers/account-browser';
import { data, serverForFile } from './helpers/server';

const s = serverForFile({ seedSize: 500 });
let items: number[] = [];
beforeAll(async () => {
  items = (await data<ItemPage>(s.base, '/case/api/content/list?kind=case&pageSize=10')).list.map((i) => i.id);
});

const newMember = members(() => s.base, '1391818');
const collects = (id: number) => (s.app.ctx.db.prepare('SELECT collects FROM items WHERE id = ?').get(id) as { collects: number }).collects;

describe('collections', () => {
  it('a visitor must log in to collect; status is empty for visitors', async () => {
    const visitor = new Browser(s.base);
    expectRefused(await visitor.post('/case/api/collect/add', { itemId: items[0] }), 401);
    expectRefused(await visitor.get('/case/api/collect/folders'), 401);
    const st = await visitor.get<CollectStatus>(`/case/api/collect/status?ids=${items.join(',')}`);
    expect(st.body.data).toEqual({});
  });

  it('collects into the default folder once (idempotent), counts one per account, uncollects', async () => {
    const b = await newMember();
    const before = collects(items[0]!);
    const first = await b.post<CollectResult>('/case/api/collect/add', { itemId: items[0] });
    expect(first.status).toBe(200);
    const again = await b.post<CollectResult>('/case/api/collect/add', { itemId: String(items[0]) });
    expect(again.body.data.folderIds).toEqual(first.body.data.folderIds);
    expect(again.body.data.collectCount).toBe(before + 1);
    const folders = (await b.get<CollectFolder[]>('/case/api/collect/folders')).body.data;
    expect(folders[0]).toMatchObject({ name: '默认收藏夹', isDefault: true, count: 1, public: false });
    expect(folders[0]!.cover?.url).toMatch(/^http/);
    const st = (await b.get<CollectStatus>(`/case/api/collect/status?ids=${items[0]},${items[1]}`)).body.data;
    expect(st).toEqual({ [items[0]!]: [folders[0]!.id] });
    const off = await b.post<CollectResult>('/case/api/collect/remove', { itemId: items[0] });
    expect(off.body.data).toMatchObject({ folderIds: [], collectCount: before });
    expect((await b.post<CollectResult>('/case/api/collect/remove', { itemId: items[0] })).body.data.collectCount).toBe(before);
  });

  it('creates, renames, publishes, moves between and deletes folders without losing an item', async () => {
    const b = await newMember();
    const made = await b.post<CollectFolder>('/case/api/collect/folder/create', { name: '  北欧 客厅 ', public: true });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ name: '北欧 客厅', public: true, isDefault: false, count: 0 });
    const id = made.body.data.id;
    expectRefused(await b.post('/case/api/collect/folder/create', { name: '北欧 客厅' }), 409, 40901);
    expectRefused(await b.post('/case/api/collect/folder/create', { name: '' }), 400);
    expectRefused(await b.post('/case/api/collect/folder/create', { name: 'x'.repeat(21) }), 400);
    expectRefused(await b.post('/case/api/collect/folder/create', { name: '<script>alert(1)</script>' }), 400);
    await b.post('/case/api/collect/add', { itemId: items[1], folderId: id });
    await b.post('/case/api/collect/add', { itemId: items[2], folderId: id });
    await b.post('/case/api/collect/add', { itemId: items[2] });
    const renamed = await b.post<CollectFolder>('/case/api/collect/folder/update', { folderId: id, name: '客厅灵感', public: false });
    expect(renamed.body.data).toMatchObject({ name: '客厅灵感', public: false, count: 2 });
    const def = (await b.get<CollectFolder[]>('/case/api/collect/folders')).body.data.find((f) => f.isDefault)!;
    const moved = await b.post<CollectResult>('/case/api/collect/move', { itemId: items[1], fromFolderId: id, toFolderId: def.id });
    expect(moved.body.data.folderIds).toEqual([def.id]);
    expectRefused(await b.post('/case/api/collect/move', { itemId: items[1], fromFolderId: id, toFolderId: def.id }), 404);
    expectRefused(await b.post('/case/api/collect/folder/delete', { folderId: def.id }), 400, 40903);
    await b.post('/case/api/collect/add', { itemId: items[3], folderId: id });
    const del = await b.post<FolderDeleted>('/case/api/collect/folder/delete', { folderId: id });
    // items[2] was in both: one row survives in the default folder; items[3] moves there.
    expect(del.body.data).toMatchObject({ folderId: id, defaultFolderId: def.id, moved: 1 });
    const after = (await b.get<CollectFolder[]>('/case/api/collect/folders')).body.data;
    expect(after).toHaveLength(1);
    expect(after[0]!.count).toBe(3);
  });

  it('another account never sees or changes a private folder; a public folder is readable by anyone', async () => {
    const owner = await newMember();
    const other = await newMember();
    const f = (await owner.post<CollectFolder>('/case/api/collect/folder/create', { name: '私密', public: false })).body.data;
    await owner.post('/case/api/collect/add', { itemId: items[4], folderId: f.id });
    expectRefused(await other.get(`/case/api/collect/folder?id=${f.id}`), 404);
    expectRefused(await new Browser(s.base).get(`/case/api/collect/folder?id=${f.id}`), 404);
    expectRefused(await other.post('/case/api/collect/add', { itemId: items[4], folderId: f.id }), 404);
    expectRefused(await other.post('/case/api/collect/folder/update', { folderId: f.id, name: '抢走' }), 404);
    expectRefused(await other.post('/case/api/collect/folder/delete', { folderId: f.id }), 404);
    await owner.post('/case/api/collect/folder/update', { folderId: f.id, public: true });
    const page = await new Browser(s.base).get<FolderPage>(`/case/api/collect/folder?id=${f.id}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ own: false, folder: { public: true, count: 1 } });
    expect(page.body.data.list.list.map((i) => i.id)).toEqual([items[4]]);
    expect(page.body.data.ownerName).toBeTruthy();
  });

  it('bad input is a clear 4xx', async () => {
    const b = await newMember();
    expectRefused(await b.post('/case/api/collect/add', { itemId: 'abc' }), 400);
    expectRefused(await b.post('/case/api/collect/add', { itemId: 0 }), 400);
    expectRefused(await b.post('/case/api/collect/add', { itemId: 2_000_000_000 }), 404);
    expectRefused(await b.post('/case/api/collect/add', { itemId: items[0], folderId: 99_999 }), 404);
    expectRefused(await b.get('/case/api/collect/status?ids=1,,2'), 400);
    expectRefused(await b.get(`/case/api/collect/status?ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`), 400);
    expectRefused(await b.post('/case/api/collect/folder/update', { folderId: 1, public: 'maybe' }), 400);
  });
});
