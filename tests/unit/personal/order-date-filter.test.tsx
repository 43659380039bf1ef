import { fireEvent, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { OrderList } from '@/components/personal/order-list';
import { dayRangeError, DATE_ORDER_ERROR, withinDays } from '@/lib/validation/date-range';
import { envelope } from '../../mocks/handlers';
import { server, setupMswServer } from '../../mocks/server';
import { renderWithProviders } from '../helpers/swr';

setupMswServer();

// China-time days: 16:00 UTC is already the next day in China.
const at = (day: string, hourUtc = 4) => Date.parse(`${day}T${String(hourUtc).padStart(2, '0')}:00:00Z`);
const order = (orderId: string, createdAt: number) => ({
  orderId, orderType: 'case_vip', title: `案例会员 ${orderId}`, realPrice: 30, status: 'paid', createdAt, paidAt: createdAt, payType: 'wechat', itemId: null,
});
const ORDERS = [order('A1', at('2026-11-01')), order('B2', at('2026-11-10')), order('C3', at('2026-11-19', 17))];

describe('SPEC §5 date checks for list filters', () => {
  it('withinDays is inclusive at both ends; an empty bound is open; a reversed range filters nothing', () => {
    const days = ['2026-11-01', '2026-11-10', '2026-11-20'];
    const id = (d: string) => d;
    expect(withinDays(days, id, { start: '2026-11-01', end: '2026-11-10' })).toEqual(['2026-11-01', '2026-11-10']);
    expect(withinDays(days, id, { start: '2026-11-10', end: '' })).toEqual(['2026-11-10', '2026-11-20']);
    expect(withinDays(days, id, { start: '', end: '2026-11-01' })).toEqual(['2026-11-01']);
    expect(withinDays(days, id, { start: '2026-11-20', end: '2026-11-01' })).toEqual(days);
    expect(dayRangeError({ start: '2026-11-20', end: '2026-11-01' })).toBe(DATE_ORDER_ERROR);
    expect(dayRangeError({ start: '2026-11-01', end: '2026-11-01' })).toBeNull();
    expect(dayRangeError({ start: '', end: '2026-11-01' })).toBeNull();
  });
});

describe('我的订单 · 按下单日期筛选', () => {
  it('filters by China-time order day, inclusive, and says so when the dates are reversed', async () => {
    server.use(mock.get('*/payCenter/order/list', () => HttpResponse.json(envelope({ items: ORDERS }))));
    renderWithProviders(<OrderList accountId={7} version={0} />);
    const list = await screen.findByTestId('order-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const group = screen.getByRole('group', { name: '按下单日期筛选' });
    fireEvent.change(within(group).getByLabelText('从'), { target: { value: '2026-11-10' } });
    fireEvent.change(within(group).getByLabelText('至'), { target: { value: '2026-11-20' } });
    // C3 was placed at 17:00 UTC on the 19th: the 20th in China, still inside.
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('B2'), expect.stringContaining('C3')]);
    fireEvent.change(within(group).getByLabelText('至'), { target: { value: '2026-11-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    expect(within(group).getByLabelText('至')).toHaveAttribute('aria-invalid', 'true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.change(within(group).getByLabelText('从'), { target: { value: '2026-12-01' } });
    fireEvent.change(within(group).getByLabelText('至'), { target: { value: '2026-12-02' } });
    expect(screen.getByText('所选日期内没有订单')).toBeInTheDocument();
    fireEvent.click(within(group).getByRole('button', { name: '清除' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });
});
