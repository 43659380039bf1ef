import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { DeviceList } from '@/components/personal/device-list';
import { envelope } from '../../mocks/handlers';
import { server, setupMswServer } from '../../mocks/server';
import { renderWithProviders } from '../helpers/swr';

setupMswServer();

const DAY = 86_400_000;
const base = Date.UTC(2026, 10, 20, 4);
const DEVICES = [
  { id: 11, label: 'Chrome · Windows', product: 'case', createdAt: base, lastUsedAt: base, expiresAt: base + 90 * DAY, current: true },
  { id: 12, label: 'Safari · iOS', product: 'case', createdAt: base - DAY, lastUsedAt: base - DAY, expiresAt: base + 89 * DAY, current: false },
];

function view() {
  return renderWithProviders(<DeviceList accountId={7} />);
}

describe('DeviceList (个人中心 · 登录设备)', () => {
  it('lists the browsers that restore the login, marks this one, and removes another', async () => {
    const revoked: unknown[] = [];
    server.use(
      mock.get('*/account/devices', () => HttpResponse.json(envelope({ items: DEVICES }))),
      mock.post('*/account/devices/revoke', async ({ request }) => {
        revoked.push(await request.json());
        return HttpResponse.json(envelope({ revoked: true }));
      }),
    );
    view();
    expect(await screen.findByText('Safari · iOS')).toBeInTheDocument();
    expect(screen.getByText('当前设备')).toBeInTheDocument();
    expect(screen.getByText(/最近使用 2026-11-20/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '移除 Safari · iOS' }));
    await waitFor(() => expect(screen.queryByText('Safari · iOS')).not.toBeInTheDocument());
    expect(revoked).toEqual([{ id: 12 }]);
    expect(screen.getByText('Chrome · Windows')).toBeInTheDocument();
  });

  it('keeps the device and says why when removing fails', async () => {
    server.use(
      mock.get('*/account/devices', () => HttpResponse.json(envelope({ items: DEVICES }))),
      mock.post('*/account/devices/revoke', () => HttpResponse.json(envelope(null, 41006, '请先登录'), { status: 401 })),
    );
    view();
    fireEvent.click(await screen.findByRole('button', { name: '移除 Safari · iOS' }));
    expect(await screen.findByText('请先登录', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Safari · iOS')).toBeInTheDocument();
  });

  it('shows an empty state, and an error with a retry', async () => {
    let fail = true;
    server.use(mock.get('*/account/devices', () => (fail ? HttpResponse.json(envelope(null, 50000, '服务异常'), { status: 500 }) : HttpResponse.json(envelope({ items: [] })))));
    view();
    expect(await screen.findByRole('alert')).toHaveTextContent('服务异常');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无可自动登录的设备')).toBeInTheDocument();
  });
});
