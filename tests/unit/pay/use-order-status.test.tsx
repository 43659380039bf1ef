import { renderHook, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { ORDER_POLL_MS, useOrderStatus } from '@/components/checkout/use-order-status';
import { envelope } from '../../mocks/handlers';
import { server, setupMswServer } from '../../mocks/server';
import { freshSwrWrapper } from '../helpers/swr';
import { advance, fakeTimersPerTest } from '../helpers/timers';

setupMswServer();

const wrapper = freshSwrWrapper();

/** The status endpoint answering each poll from `statuses` in turn (the last one repeats). */
function statusApi(statuses: string[]) {
  let polls = 0;
  const bodies: unknown[] = [];
  server.use(
    mock.post('*/payCenter/case/vip/checkCaseOrderStatus', async ({ request }) => {
      bodies.push(await request.json());
      const status = statuses[Math.min(polls++, statuses.length - 1)]!;
      return HttpResponse.json(envelope({ orderId: 'O1', status, paidAt: status === 'paid' ? 1_700_000_000_000 : null, expireAt: 1_700_000_900_000 }));
    }),
  );
  return { polls: () => polls, bodies };
}

fakeTimersPerTest();
const tick = (ms = ORDER_POLL_MS) => advance(ms);

describe('useOrderStatus', () => {
  it('polls every 2 s while the order is open and stops on the final state', async () => {
    const api = statusApi(['paying', 'paying', 'paid']);
    const { result } = renderHook(() => useOrderStatus('O1', true), { wrapper });
    await waitFor(() => expect(result.current.status?.status).toBe('paying'));
    expect(api.bodies[0]).toEqual({ orderId: 'O1' });
    await tick();
    await tick();
    await waitFor(() => expect(result.current.status?.status).toBe('paid'));
    expect(result.current.final).toBe(true);
    const after = api.polls();
    await tick(ORDER_POLL_MS * 5);
    expect(api.polls()).toBe(after);
  });

  it('keeps polling while its component re-renders every second (the checkout countdown)', async () => {
    const api = statusApi(['paying', 'paying', 'paid']);
    const { result, rerender } = renderHook(({ n }) => (void n, useOrderStatus('O1', true)), { wrapper, initialProps: { n: 0 } });
    await waitFor(() => expect(result.current.status?.status).toBe('paying'));
    for (let n = 1; n <= 6; n++) {
      await tick(1000);
      rerender({ n });
    }
    await waitFor(() => expect(result.current.status?.status).toBe('paid'));
    expect(api.polls()).toBe(3);
  });

  it('stops polling when the component unmounts or the order is cleared', async () => {
    const api = statusApi(['paying']);
    const { result, rerender, unmount } = renderHook(({ id }) => useOrderStatus(id, true), { wrapper, initialProps: { id: 'O1' as string | null } });
    await waitFor(() => expect(result.current.status?.status).toBe('paying'));
    rerender({ id: null });
    const cleared = api.polls();
    await tick(ORDER_POLL_MS * 3);
    expect(api.polls()).toBe(cleared);
    rerender({ id: 'O1' });
    await tick();
    unmount();
    const unmounted = api.polls();
    await tick(ORDER_POLL_MS * 3);
    expect(api.polls()).toBe(unmounted);
  });

  it('keeps asking after a failed poll (the network blinked) and reports the error meanwhile', async () => {
    let n = 0;
    server.use(
      mock.post('*/payCenter/case/vip/checkCaseOrderStatus', () => {
        n += 1;
        if (n === 1) return HttpResponse.json({ garbage: true }, { status: 502 });
        return HttpResponse.json(envelope({ orderId: 'O1', status: 'expired', paidAt: null, expireAt: 1 }));
      }),
    );
    const { result } = renderHook(() => useOrderStatus('O1', true), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    // SWR retries after 0.5–1.5 × the interval.
    await tick(ORDER_POLL_MS * 1.6);
    await waitFor(() => expect(result.current.status?.status).toBe('expired'));
    expect(result.current.final).toBe(true);
  });
});
