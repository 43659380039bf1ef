import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore, Provider } from 'jotai';
import { http as mock, HttpResponse } from 'msw';
import { FollowButton } from '@/components/follow/follow-button';
import { followAtom, pendingFollowAtom } from '@/components/follow/state';
import { loginModalAtom, loginStatusAtom } from '@/components/login/state';
import { envelope } from '../../mocks/handlers';
import { server, setupMswServer } from '../../mocks/server';

const tracked: unknown[][] = [];
jest.mock('@/components/tracking', () => ({ trackItem: (...args: unknown[]) => tracked.push(args) }));
setupMswServer();

const store = getDefaultStore();

function view() {
  return render(
    <Provider store={store}>
      <FollowButton designerId={7} name="王澍" followers={120} showCount size="large" />
    </Provider>,
  );
}

const count = () => screen.getByTestId('follower-count').textContent;

beforeEach(() => {
  tracked.length = 0;
  store.set(followAtom, {});
  store.set(pendingFollowAtom, null);
  store.set(loginModalAtom, { open: false, view: 'code' });
});

describe('FollowButton', () => {
  it('asks a visitor to log in, then completes the follow once the login lands, and sends follow about the designer', async () => {
    store.set(loginStatusAtom, 'guest');
    const added: unknown[] = [];
    server.use(
      mock.get('*/case/api/follow/status', () => HttpResponse.json(envelope({ 7: { designerId: 7, following: false, followers: 121 } }))),
      mock.post('*/case/api/follow/add', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json(envelope({ designerId: 7, following: true, followers: 122 }));
      }),
    );
    view();
    expect(count()).toBe('120 人关注');
    await userEvent.click(screen.getByRole('button', { name: '关注王澍' }));
    await waitFor(() => expect(store.get(loginModalAtom).open).toBe(true));
    expect(added).toEqual([]);
    expect(store.get(pendingFollowAtom)).toBe(7);
    act(() => store.set(loginStatusAtom, 'user'));
    await waitFor(() => expect(screen.getByRole('button', { name: '已关注，点击取消关注王澍' })).toHaveAttribute('aria-pressed', 'true'));
    expect(added).toEqual([{ designerId: 7 }]);
    expect(count()).toBe('122 人关注');
    expect(tracked).toEqual([['follow', 7, { kind: 'designer', doc_id: 7, author_id: 7 }, 'designer']]);
  });

  it('in 我的关注, says 已关注 before the live state arrives, and a press then unfollows', async () => {
    store.set(loginStatusAtom, 'user');
    let answer = () => {};
    const status = new Promise<void>((resolve) => (answer = resolve));
    const calls: string[] = [];
    server.use(
      // The live state is slow: the press comes first.
      mock.get('*/case/api/follow/status', async () => (await status, HttpResponse.json(envelope({ 7: { designerId: 7, following: true, followers: 120 } })))),
      mock.post('*/case/api/follow/*', ({ request }) => (calls.push(new URL(request.url).pathname), HttpResponse.json(envelope({ designerId: 7, following: false, followers: 119 })))),
    );
    render(
      <Provider store={store}>
        <FollowButton designerId={7} name="王澍" followers={120} following />
      </Provider>,
    );
    const button = screen.getByRole('button', { name: '已关注，点击取消关注王澍' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await waitFor(() => expect(calls).toEqual(['/case/api/follow/remove']));
    expect(screen.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'false');
    answer();
  });

  it('after a login keeps a follow made on another visit instead of turning it off', async () => {
    store.set(loginStatusAtom, 'guest');
    const calls: string[] = [];
    server.use(
      mock.get('*/case/api/follow/status', () => HttpResponse.json(envelope({ 7: { designerId: 7, following: true, followers: 130 } }))),
      mock.post('*/case/api/follow/*', ({ request }) => (calls.push(request.url), HttpResponse.json(envelope({ designerId: 7, following: false, followers: 129 })))),
    );
    view();
    await userEvent.click(screen.getByRole('button', { name: '关注王澍' }));
    act(() => store.set(loginStatusAtom, 'user'));
    await waitFor(() => expect(screen.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'true'));
    expect(count()).toBe('130 人关注');
    expect(calls).toEqual([]);
  });

  it('moves at once, puts the old state back with a Chinese reason when the API refuses, and is reachable by keyboard', async () => {
    store.set(loginStatusAtom, 'user');
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mock.get('*/case/api/follow/status', () => HttpResponse.json(envelope({ 7: { designerId: 7, following: false, followers: 120 } }))),
      mock.post('*/case/api/follow/add', async () => (await answered, HttpResponse.json({ error: { errorCode: 50000, message: '' }, data: null }, { status: 503 }))),
    );
    view();
    await waitFor(() => expect(store.get(followAtom)[7]).toBeDefined());
    await userEvent.tab();
    expect(screen.getByTestId('follow-button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Pressed, and counted, before the API answers.
    await waitFor(() => expect(screen.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'true'));
    expect(count()).toBe('121 人关注');
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('关注失败，请稍后重试');
    expect(screen.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'false');
    expect(count()).toBe('120 人关注');
    expect(tracked).toEqual([]);
  });

  it('shows a member’s live state and unfollows (no follow event for an unfollow)', async () => {
    store.set(loginStatusAtom, 'user');
    const removed: unknown[] = [];
    server.use(
      mock.get('*/case/api/follow/status', () => HttpResponse.json(envelope({ 7: { designerId: 7, following: true, followers: 15000 } }))),
      mock.post('*/case/api/follow/remove', async ({ request }) => {
        removed.push(await request.json());
        return HttpResponse.json(envelope({ designerId: 7, following: false, followers: 14999 }));
      }),
    );
    view();
    const button = await screen.findByRole('button', { name: '已关注，点击取消关注王澍' });
    expect(count()).toBe('1.5万 人关注');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('follow-button')).toHaveTextContent('+ 关注'));
    expect(removed).toEqual([{ designerId: 7 }]);
    expect(store.get(followAtom)[7]).toEqual({ following: false, followers: 14999 });
    expect(tracked).toEqual([]);
  });

  it('says why when the API refuses a follow of one’s own profile', async () => {
    store.set(loginStatusAtom, 'user');
    server.use(
      mock.get('*/case/api/follow/status', () => HttpResponse.json(envelope({ 7: { designerId: 7, following: false, followers: 3 } }))),
      mock.post('*/case/api/follow/add', () => HttpResponse.json({ error: { errorCode: 40911, message: '不能关注自己' }, data: null }, { status: 400 })),
    );
    view();
    await waitFor(() => expect(store.get(followAtom)[7]).toBeDefined());
    await userEvent.click(screen.getByTestId('follow-button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('不能关注自己');
    expect(count()).toBe('3 人关注');
  });
});
