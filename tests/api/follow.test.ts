import type { DesignerPage } from '../../lib/api/contract/designer';
import { FOLLOW_SELF_CODE, type FollowedPage, type FollowState, type FollowStatus } from '../../lib/api/contract/follow';
import { Browser, expectRefused, members } from './helpers/account-browser';
import { data, serverForFile } from './helpers/server';

const s = serverForFile({ seedSize: 300 });
const newMember = members(() => s.base, '1391919');
let ids: number[] = [];
beforeAll(async () => {
  ids = (await data<DesignerPage>(s.base, '/case/api/designer/top?type=0&pageSize=6')).list.map((d) => d.id);
});

const followers = (id: number) => (s.app.ctx.db.prepare('SELECT followers FROM designers WHERE id = ?').get(id) as { followers: number }).followers;
const follow = (b: Browser, designerId: unknown) => b.post<FollowState>('/case/api/follow/add', { designerId });
const unfollow = (b: Browser, designerId: unknown) => b.post<FollowState>('/case/api/follow/remove', { designerId });

describe('following designers', () => {
  it('a visitor must log in to follow or list; the status answers counts and follows nobody', async () => {
    const visitor = new Browser(s.base);
    expectRefused(await follow(visitor, ids[0]), 401);
    expectRefused(await unfollow(visitor, ids[0]), 401);
    expectRefused(await visitor.get('/case/api/follow/list'), 401);
    const st = (await visitor.get<FollowStatus>(`/case/api/follow/status?ids=${ids[0]},${ids[1]},999999`)).body.data;
    expect(Object.keys(st).map(Number).sort()).toEqual([ids[0], ids[1]].sort());
    expect(st[ids[0]!]).toEqual({ designerId: ids[0], following: false, followers: followers(ids[0]!) });
  });

  it('refuses a follow without the CSRF header (a logged-in browser tricked by another site)', async () => {
    const b = await newMember();
    const raw = new Browser(s.base, false);
    for (const [k, v] of b.cookies) raw.cookies.set(k, v);
    const before = followers(ids[0]!);
    expectRefused(await raw.post('/case/api/follow/add', { designerId: ids[0] }), 403, 40300);
    expectRefused(await raw.post('/case/api/follow/remove', { designerId: ids[0] }), 403, 40300);
    expect(followers(ids[0]!)).toBe(before);
    expect(s.app.csrfRoutes).toEqual(expect.arrayContaining(['POST /case/api/follow/add', 'POST /case/api/follow/remove']));
  });

  it('follows once however often it is asked (also at once), unfollows once, counts move by one', async () => {
    const b = await newMember();
    const id = ids[1]!;
    const before = followers(id);
    const answers = await Promise.all([follow(b, id), follow(b, String(id)), follow(b, id), follow(b, id)]);
    for (const a of answers) expect(a.status).toBe(200);
    expect(followers(id)).toBe(before + 1);
    expect(answers.at(-1)!.body.data).toEqual({ designerId: id, following: true, followers: before + 1 });
    expect((await follow(b, id)).body.data.followers).toBe(before + 1);
    const other = await newMember();
    expect((await follow(other, id)).body.data.followers).toBe(before + 2);
    const st = (await b.get<FollowStatus>(`/case/api/follow/status?ids=${id},${ids[2]}`)).body.data;
    expect(st[id]).toEqual({ designerId: id, following: true, followers: before + 2 });
    expect(st[ids[2]!]!.following).toBe(false);
    expect((await unfollow(b, id)).body.data).toEqual({ designerId: id, following: false, followers: before + 1 });
    expect((await unfollow(b, id)).body.data).toEqual({ designerId: id, following: false, followers: before + 1 });
    await unfollow(other, id);
    expect(followers(id)).toBe(before);
  });

  it('lists the member’s followed designers, newest first, and nobody else’s', async () => {
    const b = await newMember();
    expect((await b.get<FollowedPage>('/case/api/follow/list')).body.data).toMatchObject({ list: [], total: 0, page: 1 });
    await follow(b, ids[3]);
    await new Promise((r) => setTimeout(r, 5));
    await follow(b, ids[4]);
    const page = (await b.get<FollowedPage>('/case/api/follow/list?page=1&pageSize=10')).body.data;
    expect(page.total).toBe(2);
    expect(page.list.map((d) => d.id)).toEqual([ids[4], ids[3]]);
    expect(page.list[0]).toMatchObject({ name: expect.any(String), followers: followers(ids[4]!) });
    expect(page.list[0]!.followedAt).toBeGreaterThanOrEqual(page.list[1]!.followedAt);
    const one = (await b.get<FollowedPage>('/case/api/follow/list?page=2&pageSize=1')).body.data;
    expect(one.list.map((d) => d.id)).toEqual([ids[3]]);
    const other = await newMember();
    expect((await other.get<FollowedPage>('/case/api/follow/list')).body.data.total).toBe(0);
  });

  it('answers bad input with 400 and an unknown designer with 404, never a 500', async () => {
    const b = await newMember();
    for (const bad of ['abc', -1, 0, 1.5, null, '1 OR 1=1', 2 ** 40]) expectRefused(await follow(b, bad), 400);
    expectRefused(await b.post('/case/api/follow/add', 'not json'), 400);
    expectRefused(await b.post('/case/api/follow/add', {}), 400);
    expectRefused(await follow(b, 99_999_999), 404);
    expectRefused(await unfollow(b, 99_999_999), 404);
    expectRefused(await b.get('/case/api/follow/status'), 400);
    expectRefused(await b.get('/case/api/follow/status?ids=1,x'), 400);
    expectRefused(await b.get(`/case/api/follow/status?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`), 400);
    expectRefused(await b.get('/case/api/follow/list?page=0'), 400);
  });

  it('a creator cannot follow their own profile', async () => {
    const b = await newMember();
    const me = (await b.get<{ accountId: number }>('/account/accountInfo')).body.data.accountId;
    const own = ids[5]!;
    s.app.ctx.db.prepare('UPDATE designers SET account_id = ? WHERE id = ?').run(me, own);
    try {
      expectRefused(await follow(b, own), 400, FOLLOW_SELF_CODE);
      expect((await b.get<FollowStatus>(`/case/api/follow/status?ids=${own}`)).body.data[own]!.following).toBe(false);
    } finally {
      s.app.ctx.db.prepare('UPDATE designers SET account_id = NULL WHERE id = ?').run(own);
    }
  });
});
