import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Elevator } from '@/components/elevator/elevator';
import { RecordHistory } from '@/components/detail/record-history';
import { addToHistory, clearHistory, HISTORY_LIMIT, isHistoryItem, readHistory, recordHistory } from '@/lib/history/history-list';

// jsdom has <dialog> without showModal(): the browser behaviour the modal relies on, minimally.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => localStorage.clear());

describe('history list', () => {
  const a = { id: 1, kind: 'pin', title: 'A', url: '/detail/1/pin' };
  const b = { id: 2, kind: 'case', title: 'B', url: '/detail_news/detail/2/case' };

  it('puts the latest first and moves a revisited item up instead of duplicating it', () => {
    const list = addToHistory(addToHistory(addToHistory([], a), b), { ...a, title: 'A again' });
    expect(list.map((h) => h.title)).toEqual(['A again', 'B']);
  });

  it('tells items of different kinds with the same id apart', () => {
    expect(addToHistory([a], { ...a, kind: '3d' })).toHaveLength(2);
  });

  it('keeps at most HISTORY_LIMIT entries', () => {
    let list: ReturnType<typeof addToHistory> = [];
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) list = addToHistory(list, { id: i, kind: 'pin' });
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(list[0].id).toBe(HISTORY_LIMIT + 9);
  });

  it('accepts only entries with site-relative URLs (stored data is untrusted)', () => {
    expect(isHistoryItem(a)).toBe(true);
    expect(isHistoryItem({ id: 1, url: 'javascript:alert(1)' })).toBe(false);
    expect(isHistoryItem({ id: 1, url: '//evil.example/x' })).toBe(false);
    expect(isHistoryItem({ id: { x: 1 } })).toBe(false);
    expect(isHistoryItem(null)).toBe(false);
  });

  it('stores in local storage historyList and survives garbage there', () => {
    localStorage.setItem('historyList', '{"not":"a list"}');
    expect(readHistory()).toEqual([]);
    recordHistory(a);
    recordHistory(b);
    expect(JSON.parse(localStorage.getItem('historyList')!).map((h: { id: number }) => h.id)).toEqual([2, 1]);
    expect(readHistory()[0].at).toEqual(expect.any(Number));
    localStorage.setItem('historyList', JSON.stringify([a, { id: 3, url: 'https://evil.example' }]));
    expect(readHistory()).toEqual([a]);
    clearHistory();
    expect(readHistory()).toEqual([]);
  });

  it('<RecordHistory> adds the viewed item on mount', () => {
    render(<RecordHistory item={{ id: 9, kind: '3d', title: '模型', url: '/detail/9/3d' }} />);
    expect(readHistory()[0]).toMatchObject({ id: 9, kind: '3d', title: '模型', url: '/detail/9/3d' });
  });
});

describe('<Elevator> and the history modal', () => {
  it('loads the modal on first opening, lists recent items, closes on Escape and returns focus', async () => {
    recordHistory({ id: 1, kind: 'pin', title: '奶油风装置作品', url: '/detail/1/pin' });
    recordHistory({ id: 2, kind: 'case', title: '曼谷望山购物中心', url: '/detail_news/detail/2/case' });
    const user = userEvent.setup();
    render(<Elevator />);
    expect(document.querySelector('dialog')).toBeNull(); // nothing loaded before the first opening

    const opener = screen.getByRole('button', { name: '浏览记录' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '最近浏览' });
    expect(dialog).toHaveAttribute('open');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([expect.stringContaining('曼谷望山购物中心'), expect.stringContaining('奶油风装置作品')]);
    expect(links[0]).toHaveAttribute('href', '/detail_news/detail/2/case');

    // Escape: the browser fires 'cancel' then closes the dialog.
    act(() => (dialog as HTMLDialogElement).close());
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows an empty state and re-reads the list on each opening; 清空记录 clears it', async () => {
    const user = userEvent.setup();
    render(<Elevator />);
    await user.click(screen.getByRole('button', { name: '浏览记录' }));
    expect(await screen.findByTestId('history-empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '关闭' }));

    recordHistory({ id: 5, kind: 'su', title: 'SU 模型', url: '/detail/5/su' });
    await user.click(screen.getByRole('button', { name: '浏览记录' }));
    expect(await screen.findByText('SU 模型')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清空记录' }));
    expect(screen.getByTestId('history-empty')).toBeInTheDocument();
    expect(readHistory()).toEqual([]);
  });

  it('offers back-to-top once the page is scrolled', () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    render(<Elevator />);
    const top = screen.getByRole('button', { name: '回到顶部', hidden: true });
    expect(top).toHaveAttribute('data-hidden');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 2000, configurable: true });
      fireEvent.scroll(window);
    });
    expect(top).not.toHaveAttribute('data-hidden');
    fireEvent.click(top);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('on a phone, stays tucked, comes out on the way up or a tap, and tucks again a moment later', () => {
    jest.useFakeTimers();
    const matchMedia = window.matchMedia;
    window.matchMedia = ((q: string) => ({ matches: q.includes('max-width'), media: q, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    try {
      const scrollTo = (y: number) =>
        act(() => {
          Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
          fireEvent.scroll(window);
        });
      scrollTo(0);
      render(<Elevator />);
      const stack = screen.getByTestId('elevator');
      // Tucked from the start: at rest it covers nothing.
      expect(stack).toHaveAttribute('data-tucked');
      scrollTo(900);
      expect(stack).toHaveAttribute('data-tucked');
      scrollTo(890); // a jitter back up is not a change of mind
      expect(stack).toHaveAttribute('data-tucked');
      scrollTo(850);
      expect(stack).not.toHaveAttribute('data-tucked');
      scrollTo(860);
      expect(stack).not.toHaveAttribute('data-tucked');
      act(() => jest.advanceTimersByTime(3000));
      expect(stack).toHaveAttribute('data-tucked');
      scrollTo(500);
      expect(stack).not.toHaveAttribute('data-tucked');
      scrollTo(1200);
      expect(stack).toHaveAttribute('data-tucked');
      // A tap on the tab brings it out without opening the history.
      fireEvent.click(screen.getByRole('button', { name: '浏览记录' }), { detail: 1 });
      expect(stack).not.toHaveAttribute('data-tucked');
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => jest.advanceTimersByTime(3000));
      expect(stack).toHaveAttribute('data-tucked');
    } finally {
      window.matchMedia = matchMedia;
      jest.useRealTimers();
    }
  });

});
