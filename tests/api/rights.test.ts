import type { ContentKind } from '../../lib/api/contract/kinds';
import type { CreateOrderResult, DownloadInfo, DownloadLink, PayQrCode, VipKind } from '../../lib/api/contract/pay';
import { accessFor, FILE_KINDS, planUnlocks, singlePrice, type RightsItem } from '../../lib/api/contract/rights';
import { Browser, expectRefused } from './helpers/account-browser';
import { startServer, type TestServer } from './helpers/server';

// The API's rights check and order check agree with the rights table (lib/api/contract/rights.ts)
// for every row: each kind with a file × free / VIP / priced, for members holding each plan.
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ seedSize: 500 });
});
afterAll(() => s.close());

const DAY = 86_400_000;
const GATES = [
  { vip: false, price: 0 },
  { vip: true, price: 0 },
  { vip: false, price: 3 },
] as const;
const HELD: VipKind[][] = [[], ['case'], ['ins'], ['joint']];

let phones = 0;
/** A new member holding exactly `held` (written as a paid plan would leave the account). */
async function holder(held: VipKind[]): Promise<Browser> {
  const b = new Browser(s.base);
  const phone = `1361818${String(++phones).padStart(4, '0')}`;
  expect((await b.loginByCode(phone)).body.error.errorCode).toBe(0);
  const until = Date.now() + 30 * DAY;
  for (const k of held) s.app.ctx.db.prepare(`UPDATE accounts SET ${k}_vip_until = ?, ${k}_vip = 1 WHERE phone = ?`).run(until, phone);
  return b;
}

/** One item per row, its VIP flag and price set as the row says (items of a kind are alike otherwise). */
const taken = new Set<number>();
function itemFor(kind: ContentKind, gate: { vip: boolean; price: number }): { id: number; rights: RightsItem } {
  const row = s.app.ctx.db.prepare(`SELECT id FROM items WHERE kind = ? AND id NOT IN (${[...taken, 0].join(',')}) ORDER BY id LIMIT 1`).get(kind) as { id: number } | undefined;
  if (!row) throw new Error(`no ${kind} item in the seed`);
  taken.add(row.id);
  s.app.ctx.db.prepare('UPDATE items SET vip = ?, price = ? WHERE id = ?').run(gate.vip ? 1 : 0, gate.price, row.id);
  return { id: row.id, rights: { kind, ...gate } };
}

const createOrder = (b: Browser, body: object, side: 'case' | 'ins') => b.post<CreateOrderResult>(side === 'ins' ? '/payCenter/ins/ums/createInsOrder' : '/payCenter/case/vip/createCaseOrder', body);

describe('the rights check agrees with the rights table', () => {
  let members: Map<string, Browser>;
  beforeAll(async () => {
    members = new Map();
    for (const held of HELD) members.set(held.join('+'), await holder(held));
  });

  it.each(FILE_KINDS.flatMap((kind) => GATES.map((g) => [`${kind} vip=${g.vip} price=${g.price}`, kind, g] as const)))('%s', async (_, kind, gate) => {
    const item = itemFor(kind, gate);
    for (const held of HELD) {
      const info = (await members.get(held.join('+'))!.get<DownloadInfo>(`/case/api/download/info?itemId=${item.id}`)).body;
      expect([held, info.error.errorCode, info.data.access]).toEqual([held, 0, accessFor(item.rights, held)]);
    }
    const visitor = (await new Browser(s.base).get<DownloadInfo>(`/case/api/download/info?itemId=${item.id}`)).body.data;
    expect(visitor.access).toEqual({ state: 'login' });

    // A plan bought from this item's paywall is accepted only if the table says it unlocks it.
    const buyer = members.get('')!;
    for (const plan of ['case-month', 'ins-month', 'joint-month']) {
      const kindOfPlan = plan.split('-')[0] as VipKind;
      const res = await createOrder(buyer, { planId: plan, forItemId: item.id, requestId: `rights-${item.id}-${plan}` }, kindOfPlan === 'ins' ? 'ins' : 'case');
      if (planUnlocks(kindOfPlan, item.rights)) expect([plan, res.body.error.errorCode]).toEqual([plan, 0]);
      else expectRefused(res, 400, 43012);
    }
    // The item's own purchase costs what the table says, or there is none.
    const single = await createOrder(buyer, { itemId: item.id, requestId: `rights-${item.id}-item` }, 'case');
    const price = singlePrice(item.rights);
    if (price === null) expectRefused(single, 400, 43006);
    else expect(single.body.data.order).toMatchObject({ orderType: 'item', realPrice: price });
  });

  it('refuses a plan named for an item without a file, an unknown item, or with a single purchase', async () => {
    const b = await holder([]);
    const art = s.app.ctx.db.prepare("SELECT id FROM items WHERE kind = 'art' LIMIT 1").get() as { id: number };
    expectRefused(await createOrder(b, { planId: 'joint-month', forItemId: art.id }, 'case'), 400, 43006);
    expectRefused(await createOrder(b, { planId: 'joint-month', forItemId: 99_999_999 }, 'case'), 400, 43006);
    expectRefused(await createOrder(b, { itemId: art.id, forItemId: art.id }, 'case'), 400);
    expectRefused(await createOrder(b, { planId: 'joint-month', forItemId: 'x' }, 'case'), 400);
  });

  it('never sells a plan whose rights a held plan includes: 联合会员 holders may renew it, not buy 案例 VIP or 灵感 VIP', async () => {
    const joint = await holder(['joint']);
    const caseRes = await createOrder(joint, { planId: 'case-month', requestId: 'held-joint-case' }, 'case');
    expectRefused(caseRes, 409, 43013);
    expect(caseRes.body.error.message).toContain('联合会员已包含案例 VIP');
    expectRefused(await createOrder(joint, { planId: 'ins-month', requestId: 'held-joint-ins' }, 'ins'), 409, 43013);
    expect((await createOrder(joint, { planId: 'joint-month', requestId: 'held-joint-renew' }, 'case')).body.error.errorCode).toBe(0);
    // 案例 VIP does not include 灵感 VIP (nor the other way round): both stay on sale.
    const caseHolder = await holder(['case']);
    expect((await createOrder(caseHolder, { planId: 'ins-month', requestId: 'held-case-ins' }, 'ins')).body.error.errorCode).toBe(0);
    expect((await createOrder(caseHolder, { planId: 'joint-month', requestId: 'held-case-joint' }, 'case')).body.error.errorCode).toBe(0);
  });

  it('a member with 案例 VIP who buys 灵感 VIP from a VIP picture can then download its picture pack', async () => {
    const item = itemFor('pin', { vip: true, price: 0 });
    const b = await holder(['case']);
    expect((await b.get<DownloadInfo>(`/case/api/download/info?itemId=${item.id}`)).body.data.access).toEqual({ state: 'locked', needs: ['ins', 'joint'], price: 990, held: ['case'] });
    expectRefused(await createOrder(b, { planId: 'case-year', forItemId: item.id }, 'case'), 400, 43012);
    const order = (await createOrder(b, { planId: 'ins-month', forItemId: item.id }, 'ins')).body.data.order;
    const qr = (await b.post<PayQrCode>(`/payCenter/ins/ums/umsQrcode?orderId=${order.orderId}`, {})).body.data;
    const u = new URL(qr.qrUrl);
    const phone = new Browser(s.base, false);
    await phone.get(u.pathname + u.search);
    await phone.post('/cashier', { order: u.searchParams.get('order')!, t: u.searchParams.get('t')!, action: 'pay' }, true);
    expect((await b.get<DownloadInfo>(`/case/api/download/info?itemId=${item.id}`)).body.data.access).toEqual({ state: 'allowed', reason: 'vip' });
    const link = (await b.post<DownloadLink>('/case/api/download/link', { itemId: item.id })).body.data;
    const zip = await b.fetch(link.url.replace(/^https?:\/\/[^/]+/, s.base));
    expect(zip.status).toBe(200);
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('.jpg'))).toBe(true);
  });
});
