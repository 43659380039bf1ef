import type { ItemDetail, ItemPage } from '../../lib/api/contract/content';
import type { GatherCancelResult, GatherCheck, GatherTask, GatherTaskPage } from '../../lib/api/contract/upload';
import { Browser, expectRefused, members } from './helpers/account-browser';
import { data, serverForFile } from './helpers/server';

const s = serverForFile({ seedSize: 500 });
let items: number[] = [];
beforeAll(async () => {
  items = (await data<ItemPage>(s.base, '/case/api/content/list?kind=case&pageSize=5')).list.map((i) => i.id);
});

const member = members(() => s.base, '1392222');

describe('gather tasks (采集)', () => {
  it('gathers pictures of an item into one task, idempotently, and checks what is gathered', async () => {
    const b = await member();
    const detail = await data<ItemDetail>(s.base, `/case/api/content/detail?id=${items[0]}`);
    expect(detail.images.length).toBeGreaterThan(2);
    expect((await b.get<GatherCheck>(`/case/api/gatherTask/checkGatherTask?itemId=${items[0]}`)).body.data).toEqual({ itemId: items[0], gathered: false, taskId: null, pictures: [] });
    const first = await b.get<GatherTask>(`/case/api/gatherTask/addGatherTask?itemId=${items[0]}&pictures=2,0`);
    expect(first.status).toBe(200);
    expect(first.body.data.item.id).toBe(items[0]);
    expect(first.body.data.pictures.map((p) => p.index)).toEqual([0, 2]);
    expect(first.body.data.pictures[1]!.image.key).toBe(detail.images[2]!.key);
    const again = (await b.get<GatherTask>(`/case/api/gatherTask/addGatherTask?itemId=${items[0]}&pictures=0,1`)).body.data;
    expect(again.taskId).toBe(first.body.data.taskId);
    expect(again.pictures.map((p) => p.index)).toEqual([0, 1, 2]);
    expect((await b.get<GatherCheck>(`/case/api/gatherTask/checkGatherTask?itemId=${items[0]}`)).body.data).toEqual({ itemId: items[0], gathered: true, taskId: again.taskId, pictures: [0, 1, 2] });
    // Without pictures: every picture of the item.
    const all = (await b.get<GatherTask>(`/case/api/gatherTask/addGatherTask?itemId=${items[1]}`)).body.data;
    const count = (await data<ItemDetail>(s.base, `/case/api/content/detail?id=${items[1]}`)).images.length;
    expect(all.pictures).toHaveLength(count);
    // Another member sees nothing of it.
    const other = await member();
    expect((await other.get<GatherCheck>(`/case/api/gatherTask/checkGatherTask?itemId=${items[0]}`)).body.data.gathered).toBe(false);
    expectRefused(await other.get(`/case/api/gatherTask/cancelGatherTask?taskId=${again.taskId}`), 404);
  });

  it('lists the tasks newest first with their pictures and source item; cancels pictures or whole tasks', async () => {
    const b = await member();
    await b.get(`/case/api/gatherTask/addGatherTask?itemId=${items[2]}&pictures=0,1`);
    const t2 = (await b.get<GatherTask>(`/case/api/gatherTask/addGatherTask?itemId=${items[3]}&pictures=0`)).body.data;
    const list = (await b.get<GatherTaskPage>('/case/api/gatherTask/list')).body.data;
    expect(list.total).toBe(2);
    expect(list.list.map((t) => t.item.id)).toEqual([items[3], items[2]]);
    const some = (await b.get<GatherCancelResult>(`/case/api/gatherTask/cancelGatherTask?itemId=${items[2]}&pictures=1`)).body.data;
    expect(some).toMatchObject({ remaining: [0], deleted: false });
    const last = (await b.get<GatherCancelResult>(`/case/api/gatherTask/cancelGatherTask?itemId=${items[2]}&pictures=0`)).body.data;
    expect(last).toMatchObject({ remaining: [], deleted: true });
    const whole = (await b.get<GatherCancelResult>(`/case/api/gatherTask/cancelGatherTask?taskId=${t2.taskId}`)).body.data;
    expect(whole).toEqual({ taskId: t2.taskId, remaining: [], deleted: true });
    expect((await b.get<GatherTaskPage>('/case/api/gatherTask/list')).body.data).toMatchObject({ total: 0, list: [] });
    expectRefused(await b.get(`/case/api/gatherTask/cancelGatherTask?taskId=${t2.taskId}`), 404);
  });

  it('refuses bad input clearly, needs a login, and the writes need the CSRF header', async () => {
    const b = await member();
    for (const q of ['itemId=abc', 'itemId=0', 'itemId=1 OR 1=1', `itemId=${items[0]}&pictures=-1`, `itemId=${items[0]}&pictures=a,b`, '']) {
      expectRefused(await b.get(`/case/api/gatherTask/addGatherTask?${q}`), 400);
    }
    const outside = await b.get(`/case/api/gatherTask/addGatherTask?itemId=${items[0]}&pictures=999`);
    expectRefused(outside, 400);
    expect(outside.body.error.message).toContain('图片序号 999 超出范围');
    expectRefused(await b.get('/case/api/gatherTask/addGatherTask?itemId=2000000000'), 404);
    expectRefused(await b.get('/case/api/gatherTask/cancelGatherTask'), 400);
    expectRefused(await b.get('/case/api/gatherTask/list?pageSize=500'), 400);
    const visitor = new Browser(s.base);
    expectRefused(await visitor.get(`/case/api/gatherTask/checkGatherTask?itemId=${items[0]}`), 401);
    expectRefused(await visitor.get('/case/api/gatherTask/list'), 401);
    // A link or an <img> on another page cannot gather for the member: no CSRF header, refused.
    const noHeader = new Browser(s.base, false);
    for (const [k, v] of b.cookies) noHeader.cookies.set(k, v);
    expectRefused(await noHeader.get(`/case/api/gatherTask/addGatherTask?itemId=${items[0]}`), 403, 40300);
    expectRefused(await noHeader.get(`/case/api/gatherTask/cancelGatherTask?itemId=${items[0]}`), 403, 40300);
    expect((await noHeader.get<GatherCheck>(`/case/api/gatherTask/checkGatherTask?itemId=${items[0]}`)).status).toBe(200);
  });
});
