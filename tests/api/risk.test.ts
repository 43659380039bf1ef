import type { VipInfo } from '../../lib/api/contract/account';
import type { CreateOrderResult, PayQrCode } from '../../lib/api/contract/pay';
import { Browser, demoLogin, expectRefused, members } from './helpers/account-browser';
import { serverForFile } from './helpers/server';

const s = serverForFile({ seedSize: 500 });
const RISK_PHONE = '13800000007';
const newMember = members(() => s.base, '1392020');

const order = (b: Browser, body: object) => b.post<CreateOrderResult>('/payCenter/case/vip/createCaseOrder', body);
const qr = (b: Browser, orderId: string) => b.post<PayQrCode>(`/payCenter/case/vip/casePayUmsQrcode?orderId=${orderId}`, {});

describe('the risk check inputs (SPEC §3 riskLevel, skuId, caseId)', () => {
  it('names the demo account’s watched SKU and case in vipInfo and in the order answer', async () => {
    const b = await demoLogin(s.base, RISK_PHONE);
    const info = (await b.get<VipInfo>('/account/vipInfo?loginType=1')).body.data.caseAccountInfo;
    expect(info.riskLevel).toBe(0);
    expect(info.riskFlagged).toEqual([
      { skuId: 'case-month', caseId: null, reason: 'refund' },
      { skuId: null, caseId: expect.any(Number), reason: 'dispute' },
    ]);
    const created = (await order(b, { planId: 'case-year' })).body.data;
    expect(created.riskLevel).toBe(0);
    expect(created.flagged).toEqual(info.riskFlagged);
  });

  it('asks for the SMS confirmation only for the watched SKU and case (the §5 id branch), not for other purchases', async () => {
    const b = await demoLogin(s.base, RISK_PHONE);
    const flagged = (await b.get<VipInfo>('/account/vipInfo?loginType=1')).body.data.caseAccountInfo.riskFlagged;
    const caseId = flagged.find((f) => f.caseId)!.caseId!;
    const watchedPlan = (await order(b, { planId: 'case-month' })).body.data.order;
    expectRefused(await qr(b, watchedPlan.orderId), 403, 43005);
    const watchedItem = await order(b, { itemId: caseId });
    expect(watchedItem.status).toBe(200);
    expectRefused(await qr(b, watchedItem.body.data.order.orderId), 403, 43005);
    const other = (await order(b, { planId: 'joint-month' })).body.data.order;
    expect((await qr(b, other.orderId)).body.error.errorCode).toBe(0);
  });

  it('an ordinary member has no watched purchases and pays without the SMS step', async () => {
    const b = await newMember();
    const info = (await b.get<VipInfo>('/account/vipInfo?loginType=0')).body.data.caseAccountInfo;
    expect(info.riskFlagged).toEqual([]);
    const created = (await order(b, { planId: 'case-month' })).body.data;
    expect(created).toMatchObject({ riskLevel: 0, flagged: [] });
    expect((await qr(b, created.order.orderId)).body.error.errorCode).toBe(0);
  });
});
