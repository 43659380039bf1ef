import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { InfiniteWaterfall } from '@/components/list';
import { WaterfallItems } from '@/components/waterfall/waterfall-item';
import { server, setupMswServer } from '../../../mocks/server';
import { envelope } from '../../../mocks/handlers';
import { makeItem, makePage } from '../../../fixtures/items';
import { pageLinks, pagePath } from '@/lib/content/pagination';

setupMswServer();

/** A controllable IntersectionObserver: tests decide when the sentinel comes into view. */
let observers: { cb: IntersectionObserverCallback; el?: Element }[] = [];
beforeEach(() => {
  observers = [];
  window.IntersectionObserver = class {
    private entry: { cb: IntersectionObserverCallback; el?: Element };
    constructor(cb: IntersectionObserverCallback) {
      this.entry = { cb };
      observers.push(this.entry);
    }
    observe(el: Element) {
      this.entry.el = el;
    }
    unobserve() {}
    disconnect() {
      observers = observers.filter((o) => o !== this.entry);
    }
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});

/** The reader scrolls (pages load only after a scroll), and the sentinel comes into view. */
function scrollToEnd() {
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  act(() => {
    for (const o of [...observers]) o.cb([{ isIntersecting: true, target: o.el! } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

const first = [1, 2, 3].map((id) => makeItem(id));
const links = pageLinks((n) => pagePath('/listPage/pin/new', n));
const ui = (totalPages = 3, autoPages = 4, syncUrl = true) => (
  <InfiniteWaterfall label="最新灵感" source={{ type: 'list', query: { kind: 'pin', sort: 'new' } }} page={1} totalPages={totalPages} links={links} syncUrl={syncUrl} initialKeys={first.map((i) => `${i.kind}-${i.id}`)} autoPages={autoPages}>
    <WaterfallItems items={first} />
  </InfiniteWaterfall>
);
const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('<InfiniteWaterfall>', () => {
  it('appends the next page from the API when the reader nears the end, skipping duplicates', async () => {
    const pages: string[] = [];
    server.use(
      mock.get('*/case/api/content/list', ({ request }) => {
        const url = new URL(request.url);
        pages.push(url.searchParams.get('page')!);
        expect(url.searchParams.get('kind')).toBe('pin');
        return HttpResponse.json(envelope(makePage([3, 4, 5], 9, 2)));
      }),
    );
    render(ui());
    expect(titles()).toHaveLength(3);
    scrollToEnd();
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(titles()).toEqual(['灵感图片 1', '灵感图片 2', '灵感图片 3', '灵感图片 4', '灵感图片 5']);
    expect(pages).toEqual(['2']);
    // The new cards are in the same list, after the server's: DOM order = reading order.
    expect(screen.getByRole('list', { name: '最新灵感' }).children).toHaveLength(5);
  });

  it('loads nothing on arrival, even with the end of page 1 in reach, until the reader scrolls', async () => {
    const pages: string[] = [];
    server.use(
      mock.get('*/case/api/content/list', ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page')!);
        return HttpResponse.json(envelope(makePage([3, 4, 5], 9, 2)));
      }),
    );
    render(ui());
    // A tall screen: the sentinel is in view at once, but nobody has scrolled.
    act(() => {
      for (const o of [...observers]) o.cb([{ isIntersecting: true, target: o.el! } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(pages).toEqual([]);
    scrollToEnd();
    await waitFor(() => expect(pages).toEqual(['2']));
  });

  it('shows placeholder cards while the next page loads, and removes them when it arrives', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      mock.get('*/case/api/content/list', async () => {
        await gate;
        return HttpResponse.json(envelope(makePage([4], 9, 2)));
      }),
    );
    render(ui());
    expect(screen.queryByTestId('waterfall-skeleton')).not.toBeInTheDocument();
    scrollToEnd();
    const skeleton = await screen.findByTestId('waterfall-skeleton');
    expect(skeleton).toHaveTextContent('正在加载更多…');
    expect(screen.getByRole('status')).toHaveTextContent('正在加载更多…');
    release();
    await waitFor(() => expect(titles()).toHaveLength(4));
    expect(screen.queryByTestId('waterfall-skeleton')).not.toBeInTheDocument();
  });

  it('stops at the last page and says so', async () => {
    server.use(mock.get('*/case/api/content/list', () => HttpResponse.json(envelope(makePage([7, 8], 5, 2)))));
    render(ui(2));
    scrollToEnd();
    expect(await screen.findByText('已经到底了')).toBeInTheDocument();
    expect(screen.getByTestId('infinite-waterfall')).toHaveAttribute('data-status', 'done');
  });

  it('shows an error with a retry that loads the same page again', async () => {
    let calls = 0;
    server.use(
      mock.get('*/case/api/content/list', () => {
        calls++;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(envelope({ ...makePage([10], 30, 2), list: [makeItem(10)] }));
      }),
    );
    const user = userEvent.setup();
    render(ui());
    scrollToEnd();
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
    await user.click(retry);
    await waitFor(() => expect(titles()).toContain('灵感图片 10'));
  });

  it('hands over to a button after the automatic pages, so the footer stays reachable', async () => {
    let n = 10;
    server.use(mock.get('*/case/api/content/list', () => HttpResponse.json(envelope(makePage([n++], 100, 2)))));
    const user = userEvent.setup();
    render(ui(10, 1));
    scrollToEnd();
    await waitFor(() => expect(titles()).toHaveLength(4));
    const more = await screen.findByRole('button', { name: '加载更多' });
    scrollToEnd(); // no observer any more: nothing happens
    expect(titles()).toHaveLength(4);
    const earlier = screen.getByRole('heading', { level: 3, name: '灵感图片 10' });
    await user.click(more);
    await waitFor(() => expect(titles()).toHaveLength(5));
    // The cells' code arrives with the first further page: a later page adds cells, it does not
    // remount the ones already on screen.
    expect(screen.getByRole('heading', { level: 3, name: '灵感图片 10' })).toBe(earlier);
  });

  it('keeps the page links, their summary and the address in step with the pages on screen', async () => {
    window.history.replaceState(null, '', '/listPage/pin/new');
    let n = 10;
    server.use(mock.get('*/case/api/content/list', () => HttpResponse.json(envelope(makePage([n++], 100, 2)))));
    render(ui(10, 4));
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(screen.getByTestId('pagination-summary')).toHaveTextContent('第 1 页，共 10 页');
    scrollToEnd();
    await waitFor(() => expect(titles()).toHaveLength(4));
    // Pages 1–2 are on screen: 下一页 leads to page 3, never back to a page already shown.
    expect(screen.getByTestId('pagination-summary')).toHaveTextContent('第 1–2 页，共 10 页');
    expect(nav.querySelector('a[rel="next"]')).toHaveAttribute('href', '/listPage/pin/new/3');
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('2');
    expect(window.location.pathname).toBe('/listPage/pin/new/2');
    scrollToEnd();
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(window.location.pathname).toBe('/listPage/pin/new/3');
    expect(nav.querySelector('a[rel="next"]')).toHaveAttribute('href', '/listPage/pin/new/4');
    window.history.replaceState(null, '', '/');
  });

  it('leaves the address alone where the links lead to another page (a home preview)', async () => {
    window.history.replaceState(null, '', '/');
    server.use(mock.get('*/case/api/content/list', () => HttpResponse.json(envelope(makePage([20], 100, 2)))));
    render(ui(10, 4, false));
    scrollToEnd();
    await waitFor(() => expect(titles()).toHaveLength(4));
    expect(window.location.pathname).toBe('/');
    expect(screen.getByTestId('pagination-summary')).toHaveTextContent('第 1–2 页，共 10 页');
  });

  it('says the end once: no page summary beside 已经到底了 once every page is on screen', async () => {
    server.use(mock.get('*/case/api/content/list', () => HttpResponse.json(envelope(makePage([7, 8], 5, 2)))));
    render(ui(2));
    scrollToEnd();
    expect(await screen.findAllByText('已经到底了')).toHaveLength(1);
    expect(screen.queryByTestId('pagination-summary')).toBeNull();
    expect(screen.getByRole('navigation', { name: '分页' }).querySelector('a[rel="next"]')).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('loads the rest of the first page first when the server showed only its start (a home preview)', async () => {
    const pages: string[] = [];
    server.use(
      mock.get('*/case/api/content/list', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page')!;
        pages.push(page);
        // Page 1 again: its first three (on screen already) are skipped.
        return HttpResponse.json(envelope(page === '1' ? makePage([1, 2, 3, 4, 5], 7, 1) : makePage([6, 7], 7, 2)));
      }),
    );
    render(
      <InfiniteWaterfall label="最新灵感" source={{ type: 'list', query: { kind: 'pin', sort: 'new' } }} page={1} totalPages={2} links={links} syncUrl={false} initialKeys={first.map((i) => `${i.kind}-${i.id}`)} partial>
        <WaterfallItems items={first} />
      </InfiniteWaterfall>,
    );
    expect(screen.getByTestId('infinite-waterfall')).toHaveAttribute('data-status', 'idle');
    expect(screen.getByTestId('pagination-summary')).toHaveTextContent('第 1 页，共 2 页');
    scrollToEnd();
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(pages).toEqual(['1']);
    expect(screen.getByTestId('pagination-summary')).toHaveTextContent('第 1 页，共 2 页');
    scrollToEnd();
    await waitFor(() => expect(titles()).toHaveLength(7));
    expect(pages).toEqual(['1', '2']);
    expect(await screen.findByText('已经到底了')).toBeInTheDocument();
  });

  it('does nothing when the server page is already the last', () => {
    render(ui(1));
    expect(observers).toHaveLength(0);
    expect(screen.getByTestId('infinite-waterfall')).toHaveAttribute('data-status', 'done');
  });
});
