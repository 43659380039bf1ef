import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { http as mock, HttpResponse } from 'msw';
import { CollectPanel } from '@/components/collect/collect-panel';
import { collectedAtom } from '@/components/collect/state';
import { loginStatusAtom, loginModalAtom } from '@/components/login/state';
import { envelope } from '../../mocks/handlers';
import { server, setupMswServer } from '../../mocks/server';

setupMswServer();

const store = getDefaultStore();

beforeEach(() => {
  store.set(collectedAtom, {});
  store.set(loginModalAtom, { open: false, view: 'code' });
  server.use(mock.get('*/case/api/collect/status', () => HttpResponse.json(envelope({}))));
});

describe('CollectPanel 收藏夹…', () => {
  it('opened during the login check by a visitor after all: the login modal, not a refusal', async () => {
    store.set(loginStatusAtom, 'checking');
    server.use(mock.get('*/case/api/collect/folders', () => HttpResponse.json({ error: { errorCode: 41006, message: '请先登录' }, data: null }, { status: 401 })));
    render(<CollectPanel itemId={42} title="北欧客厅" />);
    fireEvent.click(screen.getByRole('button', { name: '收藏夹…' }));
    await waitFor(() => expect(store.get(loginModalAtom).open).toBe(true));
    expect(screen.queryByTestId('collect-folders')).toBeNull();
    expect(screen.queryByText('请先登录')).toBeNull();
  });

  it('lists a member’s folders, and says why when they cannot be loaded', async () => {
    store.set(loginStatusAtom, 'user');
    let fail = false;
    server.use(
      mock.get('*/case/api/collect/folders', () =>
        fail
          ? HttpResponse.json({ error: { errorCode: 50000, message: '服务繁忙' }, data: null }, { status: 500 })
          : HttpResponse.json(envelope([{ id: 5, name: '默认收藏夹', count: 3, public: false }])),
      ),
    );
    render(<CollectPanel itemId={42} title="北欧客厅" />);
    const more = screen.getByRole('button', { name: '收藏夹…' });
    fireEvent.click(more);
    expect(await screen.findByText('默认收藏夹')).toBeInTheDocument();
    fireEvent.click(more);
    fail = true;
    fireEvent.click(more);
    expect(await screen.findByRole('alert')).toHaveTextContent(/收藏夹加载失败|服务|繁忙/);
    expect(store.get(loginModalAtom).open).toBe(false);
  });
});
