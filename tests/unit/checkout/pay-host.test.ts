import { http as mock, HttpResponse } from 'msw';
import { getPayOrder } from '@/components/checkout/api';
import { server, setupMswServer } from '../../mocks/server';

setupMswServer();

describe('GET {payment host}/payCenter/payNew/getOrder (SPEC §7)', () => {
  const before = process.env.NEXT_PUBLIC_PAY_ORIGIN;
  afterEach(() => {
    if (before === undefined) delete process.env.NEXT_PUBLIC_PAY_ORIGIN;
    else process.env.NEXT_PUBLIC_PAY_ORIGIN = before;
  });

  it('goes to the payment host when one is configured, with the order id in the query', async () => {
    process.env.NEXT_PUBLIC_PAY_ORIGIN = 'http://pay.test';
    let seen: URL | null = null;
    server.use(
      mock.get('http://pay.test/payCenter/payNew/getOrder', ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ error: { errorCode: 0, message: '' }, data: { orderId: 'o1', status: 'unpaid', paidAt: null } });
      }),
    );
    const res = await getPayOrder('o1');
    expect(res.ok).toBe(true);
    expect(seen!.host).toBe('pay.test');
    expect(seen!.searchParams.get('orderId')).toBe('o1');
  });
});
