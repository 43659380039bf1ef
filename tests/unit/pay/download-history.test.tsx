import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { DownloadHistoryList } from '@/components/personal/download-history';
import { navigateTo } from '@/lib/http/navigate';
import { envelope } from '../../mocks/handlers';
import { server, setupMswServer } from '../../mocks/server';
import { renderWithProviders } from '../helpers/swr';

jest.mock('@/lib/http/navigate', () => ({ navigateTo: jest.fn() }));
setupMswServer();
jest.setTimeout(60_000);

const ITEM = { itemId: 3001, kind: '3d', title: '现代沙发', cover: null, firstAt: Date.UTC(2026, 10, 20, 4), lastAt: Date.UTC(2026, 10, 21, 4), times: 2 };

function view() {
  return renderWithProviders(<DownloadHistoryList accountId={7} version={0} />);
}

describe('DownloadHistoryList (个人中心 · 下载记录)', () => {
  it('lists downloads and re-downloads one here through a fresh link', async () => {
    const asked: unknown[] = [];
    server.use(
      mock.get('*/case/api/download/history', () => HttpResponse.json(envelope({ items: [ITEM] }))),
      mock.post('*/case/api/download/link', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(envelope({ itemId: 3001, url: 'http://localhost:4000/files/3001/a.zip?acc=7&exp=1&sig=s', fileName: 'a.zip', size: 10, expiresIn: 300, redownload: true, quotaLeft: 3 }));
      }),
    );
    view();
    expect(await screen.findByRole('link', { name: '现代沙发' }, { timeout: 20_000 })).toHaveAttribute('href', '/detail/3001/3d');
    expect(screen.getByText(/3D模型 · 最近下载 2026-11-21 · 共 2 次/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新下载 现代沙发' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('http://localhost:4000/files/3001/a.zip?acc=7&exp=1&sig=s'));
    expect(asked).toEqual([{ itemId: 3001 }]);
  });

  it('says so when nothing was downloaded yet, and offers a retry when the list fails', async () => {
    let fail = true;
    server.use(mock.get('*/case/api/download/history', () => (fail ? HttpResponse.json({ x: 1 }, { status: 502 }) : HttpResponse.json(envelope({ items: [] })))));
    view();
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 20_000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('还没有下载过资源')).toBeInTheDocument();
  });
});
