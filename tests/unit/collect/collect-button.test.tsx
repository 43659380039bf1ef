import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore, Provider } from 'jotai';
import { http as mock, HttpResponse } from 'msw';
import { CollectButton } from '@/components/collect/collect-button';
import { CollectHost } from '@/components/collect/collect-host';
import { collectedAtom, pendingCollectAtom } from '@/components/collect/state';
import { loginModalAtom, loginStatusAtom } from '@/components/login/state';
import { envelope } from '../../mocks/handlers';
import { server, setupMswServer } from '../../mocks/server';

setupMswServer();


function view(store = getDefaultStore()) {
  return render(
    <Provider store={store}>
      <CollectButton itemId={42} title="北欧客厅" />
      <CollectHost />
    </Provider>,
  );
}

beforeEach(() => {
  const store = getDefaultStore();
  store.set(collectedAtom, {});
  store.set(pendingCollectAtom, null);
  store.set(loginModalAtom, { open: false, view: 'code' });
});

describe('CollectButton', () => {
  it('asks a visitor to log in, then completes the collect once the login lands', async () => {
    const store = getDefaultStore();
    store.set(loginStatusAtom, 'guest');
    const added: unknown[] = [];
    server.use(
      mock.get('*/case/api/collect/status', () => HttpResponse.json(envelope({}))),
      mock.post('*/case/api/collect/add', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json(envelope({ itemId: 42, folderIds: [5], collectCount: 11 }));
      }),
    );
    view();
    fireEvent.click(screen.getByRole('button', { name: '收藏：北欧客厅' }));
    await waitFor(() => expect(store.get(loginModalAtom).open).toBe(true));
    expect(added).toEqual([]);
    act(() => store.set(loginStatusAtom, 'user'));
    await waitFor(() => expect(screen.getByRole('button', { name: '取消收藏：北欧客厅' })).toHaveAttribute('aria-pressed', 'true'));
    expect(added).toEqual([{ itemId: 42 }]);
    expect(await screen.findByText('已收藏到默认收藏夹')).toBeInTheDocument();
  });

  it('a click during the login check that the API answers 请先登录 asks for the login, then completes', async () => {
    const store = getDefaultStore();
    store.set(loginStatusAtom, 'checking');
    const added: unknown[] = [];
    server.use(
      mock.get('*/case/api/collect/status', () => HttpResponse.json(envelope({}))),
      mock.post('*/case/api/collect/add', async ({ request }) => {
        if (store.get(loginStatusAtom) !== 'user') return HttpResponse.json({ error: { errorCode: 41006, message: '请先登录' }, data: null }, { status: 401 });
        added.push(await request.json());
        return HttpResponse.json(envelope({ itemId: 42, folderIds: [5], collectCount: 11 }));
      }),
    );
    view();
    fireEvent.click(screen.getByRole('button', { name: '收藏：北欧客厅' }));
    await waitFor(() => expect(store.get(loginModalAtom).open).toBe(true));
    expect(screen.queryByText('请先登录')).not.toBeInTheDocument();
    expect(store.get(pendingCollectAtom)).toBe(42);
    act(() => store.set(loginStatusAtom, 'user'));
    await waitFor(() => expect(added).toEqual([{ itemId: 42 }]));
  });

  it('shows the change at once, puts it back with the reason when the API refuses, and undoes a success', async () => {
    const store = getDefaultStore();
    store.set(loginStatusAtom, 'user');
    let refuse = true;
    // The refusal is held until the test has seen the button pressed: "at once" means before the API answers.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const removed: unknown[] = [];
    server.use(
      mock.get('*/case/api/collect/status', () => HttpResponse.json(envelope({}))),
      mock.post('*/case/api/collect/add', async () =>
        refuse ? (await answered, HttpResponse.json({ error: { errorCode: 40000, message: '内容编号必须是整数' }, data: null }, { status: 400 })) : HttpResponse.json(envelope({ itemId: 42, folderIds: [5], collectCount: 11 })),
      ),
      mock.post('*/case/api/collect/remove', async ({ request }) => {
        removed.push(await request.json());
        return HttpResponse.json(envelope({ itemId: 42, folderIds: [], collectCount: 10 }));
      }),
    );
    view();
    fireEvent.click(screen.getByRole('button', { name: '收藏：北欧客厅' }));
    // Pressed before the API's refusal arrives (the actions' chunk loads on the first click).
    expect(await screen.findByRole('button', { name: '取消收藏：北欧客厅' })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('内容编号必须是整数')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收藏：北欧客厅' })).toHaveAttribute('aria-pressed', 'false');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: '收藏：北欧客厅' }));
    await screen.findByText('已收藏到默认收藏夹');
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '收藏：北欧客厅' })).toHaveAttribute('aria-pressed', 'false'));
    expect(removed).toEqual([{ itemId: 42 }]);
  });
});
