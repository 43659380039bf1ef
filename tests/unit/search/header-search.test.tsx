import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'jotai';
import { HeaderSearch } from '@/components/search/header-search';
import { AUDIENCES } from '@/lib/api/contract/audience';
import { server, setupMswServer } from '../../mocks/server';
import { envelope } from '../../mocks/handlers';
import { FreshSwr } from '../helpers/swr';
import { advance } from '../helpers/timers';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => window.location.pathname }));

setupMswServer();

const words = (list: string[]) => list.map((word, i) => ({ id: i + 1, word, count: 10 - i }));
let suggestCalls: string[] = [];

beforeEach(() => {
  push.mockReset();
  suggestCalls = [];
  localStorage.clear();
  server.use(
    mock.post('*/search/intentRecommendWord', async ({ request }) => {
      const body = (await request.json()) as { keyword?: string };
      suggestCalls.push(body.keyword ?? '');
      const list = ['北欧客厅', '北欧卧室', '北欧风格', '北欧餐厅', '北欧书房', '北欧厨房'].map((word) => ({ word, requestId: 'r1' }));
      return HttpResponse.json(envelope({ wordList: list, requestId: 'r1', masterList: [] }));
    }),
    mock.post('*/case/api/word/everyoneSearchWord', () => HttpResponse.json(envelope(words(['侘寂', '奶油风', '新中式', '民宿', '茶室', '书店', '咖啡厅', '庭院', '屋顶花园', '办公室', '展厅', '酒店', '多出来的'])))),
    mock.get('*/case/caseInsFusion/getHotSearch', () => HttpResponse.json(envelope(words(['热词一', '热词二'])))),
    mock.get('*/case/api/caseInsFusion/getHotSearch', () => HttpResponse.json(envelope(words(['热词一', '热词二'])))),
    mock.get('*/case/api/search/searchPattern', () => HttpResponse.json({ error: { errorCode: 1, message: 'x' }, data: null })),
    mock.get('*/case/api/case/getBannerWorlds', () => HttpResponse.json(envelope(words(['轮播一', '轮播二'])))),
  );
});

const wrap = ({ children }: { children: ReactNode }) => (
  <Provider>
    <FreshSwr config={{ dedupingInterval: 0 }}>{children}</FreshSwr>
  </Provider>
);

/** The dropdown's options (the type <select> has options too). */
async function findOptions() {
  return within(await screen.findByRole('listbox')).findAllByRole('option');
}

function box() {
  return screen.getByRole('combobox', { name: '搜索关键词' });
}

describe('header search dropdown', () => {
  test('typing shows at most 4 suggestions; arrows move the active option; Enter chooses it', async () => {
    const user = userEvent.setup();
    render(<HeaderSearch channel="architecture" defaultType={AUDIENCES.architecture.searchType} />, { wrapper: wrap });
    await user.type(box(), '北欧');
    const options = await findOptions();
    expect(options).toHaveLength(4);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[3]!.id);
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/classify/0_0_1_0_0_0_%E5%8C%97%E6%AC%A7%E9%A4%90%E5%8E%85_0_0_0');
    expect(JSON.parse(localStorage.getItem('localHistory')!)).toEqual(['北欧餐厅']);
  });

  test('typing fast sends one suggestion request for the settled text', async () => {
    const user = userEvent.setup();
    render(<HeaderSearch channel="architecture" defaultType={AUDIENCES.architecture.searchType} />, { wrapper: wrap });
    await user.type(box(), '北欧客');
    await findOptions();
    expect(suggestCalls).toEqual(['北欧客']);
  });

  test('over the API\'s per-visitor limit, the dropdown says how long to wait, and a later answer clears it', async () => {
    let limited = true;
    server.use(
      mock.post('*/search/intentRecommendWord', () =>
        limited
          ? HttpResponse.json({ error: { errorCode: 42900, message: '请求过于频繁，请 12 秒后再试' }, data: null }, { status: 429, headers: { 'retry-after': '12' } })
          : HttpResponse.json(envelope({ wordList: [{ word: '北欧客厅', requestId: 'r2' }], requestId: 'r2', masterList: [] })),
      ),
    );
    const user = userEvent.setup();
    render(<HeaderSearch channel="architecture" defaultType={AUDIENCES.architecture.searchType} />, { wrapper: wrap });
    await user.type(box(), '北欧');
    expect(await screen.findByText('请求过于频繁，请 12 秒后再试，也可按回车直接搜索')).toHaveAttribute('role', 'status');
    limited = false;
    await user.type(box(), '客');
    expect(await findOptions()).toHaveLength(1);
    expect(screen.queryByText(/请求过于频繁/)).toBeNull();
  });

  test('Escape closes the dropdown; Enter without a choice searches the text', async () => {
    const user = userEvent.setup();
    render(<HeaderSearch channel="architecture" defaultType={AUDIENCES.architecture.searchType} />, { wrapper: wrap });
    await user.type(box(), '北欧');
    await findOptions();
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/classify/0_0_1_0_0_0_%E5%8C%97%E6%AC%A7_0_0_0');
  });

  test('empty box: history with delete and clear, everyone-search words capped at 12, failures silent', async () => {
    localStorage.setItem('localHistory', JSON.stringify(['旧词一', '旧词二']));
    const user = userEvent.setup();
    render(<HeaderSearch channel="architecture" defaultType={AUDIENCES.architecture.searchType} />, { wrapper: wrap });
    await user.click(box());
    expect(await screen.findByRole('group', { name: '搜索历史' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('group', { name: '大家都在搜' }).querySelectorAll('[role=option]')).toHaveLength(12));
    expect(screen.queryByText('多出来的')).toBeNull();
    expect(screen.queryByRole('group', { name: '相关推荐' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '删除历史：旧词一' }));
    expect(JSON.parse(localStorage.getItem('localHistory')!)).toEqual(['旧词二']);
    await user.keyboard('{ArrowDown}');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent('旧词二');
    await user.keyboard('{Delete}');
    expect(JSON.parse(localStorage.getItem('localHistory')!)).toEqual([]);
  });

  test('clear empties the history', async () => {
    localStorage.setItem('localHistory', JSON.stringify(['一', '二']));
    const user = userEvent.setup();
    render(<HeaderSearch channel="architecture" defaultType={AUDIENCES.architecture.searchType} />, { wrapper: wrap });
    await user.click(box());
    await user.click(await screen.findByRole('button', { name: '清空' }));
    expect(JSON.parse(localStorage.getItem('localHistory')!)).toEqual([]);
    expect(screen.queryByRole('group', { name: '搜索历史' })).toBeNull();
  });

  test('the placeholder carousel shows banner words and an empty submit searches the shown word', async () => {
    jest.useFakeTimers();
    try {
      render(<HeaderSearch channel="architecture" defaultType={AUDIENCES.architecture.searchType} />, { wrapper: wrap });
      await advance(50);
      await waitFor(() => expect(box()).toHaveAttribute('placeholder', '大家都在搜：轮播一'));
      await advance(3000);
      expect(box()).toHaveAttribute('placeholder', '大家都在搜：轮播二');
      fireEvent.submit(box().closest('form')!);
      expect(push).toHaveBeenCalledWith('/classify/0_0_1_0_0_0_%E8%BD%AE%E6%92%AD%E4%BA%8C_0_0_0');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('header search per channel', () => {
  test('the channel picks the default type and asks for its own words', async () => {
    const asked: string[] = [];
    server.use(
      mock.get('*/case/api/case/getBannerWorlds', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(envelope(words(['公园', '庭院'])));
      }),
    );
    const { unmount } = render(<HeaderSearch channel="landscape" defaultType={AUDIENCES.landscape.searchType} />, { wrapper: wrap });
    expect(screen.getByRole('combobox', { name: '搜索类型' })).toHaveValue('1');
    await waitFor(() => expect(box()).toHaveAttribute('placeholder', '大家都在搜：公园'));
    expect(asked.some((q) => q.includes('audience=landscape'))).toBe(true);
    unmount();
    render(<HeaderSearch channel="rendering" defaultType={AUDIENCES.rendering.searchType} />, { wrapper: wrap });
    expect(screen.getByRole('combobox', { name: '搜索类型' })).toHaveValue('3');
  });

  test('效果图 on the rendering channel stays in the window; elsewhere it opens the rendering site', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    render(<HeaderSearch channel="rendering" defaultType={AUDIENCES.rendering.searchType} />, { wrapper: wrap });
    await user.type(box(), '客厅{Enter}');
    // jsdom's origin is http://localhost, not the rendering site's: a new tab.
    expect(open).toHaveBeenCalledWith(expect.stringContaining('/searchResult?keyword=%E5%AE%A2%E5%8E%85&st=21'), '_blank', 'noopener,noreferrer');
    expect(push).not.toHaveBeenCalled();
    // Served from the rendering site itself: the same window, by the router.
    process.env.NEXT_PUBLIC_RENDER_SITE_ORIGIN = window.location.origin;
    try {
      open.mockClear();
      await user.clear(box());
      await user.type(box(), '餐厅{Enter}');
      expect(open).not.toHaveBeenCalled();
      expect(push).toHaveBeenCalledWith('/searchResult?keyword=%E9%A4%90%E5%8E%85&st=21');
    } finally {
      delete process.env.NEXT_PUBLIC_RENDER_SITE_ORIGIN;
      open.mockRestore();
    }
  });
});

describe('the box shows the search of the page it is on', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));
  test('a rendering search (type 3) opened with the keyword in its URL shows it, and back/forward follows', async () => {
    window.history.replaceState(null, '', `/searchResult?keyword=${encodeURIComponent('侘寂客厅')}&st=21`);
    render(<HeaderSearch channel="rendering" defaultType={AUDIENCES.rendering.searchType} />, { wrapper: wrap });
    await waitFor(() => expect(box()).toHaveValue('侘寂客厅'));
    expect(screen.getByRole('combobox', { name: '搜索类型' })).toHaveValue('3');
    window.history.pushState(null, '', `/searchCase/${encodeURIComponent('茶室')}?searchType=1`);
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(box()).toHaveValue('茶室'));
    expect(screen.getByRole('combobox', { name: '搜索类型' })).toHaveValue('4');
  });
  test('a case search page shows its word; a category page leaves the box empty', async () => {
    window.history.replaceState(null, '', '/classify/10200');
    const { unmount } = render(<HeaderSearch channel="interior" defaultType={1} />, { wrapper: wrap });
    expect(box()).toHaveValue('');
    unmount();
    window.history.replaceState(null, '', `/classify/0_0_1_0_0_0_${encodeURIComponent('民宿')}_0_0_0`);
    render(<HeaderSearch channel="interior" defaultType={1} />, { wrapper: wrap });
    await waitFor(() => expect(box()).toHaveValue('民宿'));
  });
});

describe('before the page hydrates', () => {
  test('a type chosen and a word typed while the scripts were still loading are kept, and searched', async () => {
    const ui = (
      <Provider>
        <FreshSwr config={{ dedupingInterval: 0 }}>
          <HeaderSearch channel="architecture" defaultType={AUDIENCES.architecture.searchType} />
        </FreshSwr>
      </Provider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    const select = container.querySelector<HTMLSelectElement>('#header-search-type')!;
    const input = container.querySelector<HTMLInputElement>('#header-search-input')!;
    // The visitor is quicker than a slow phone's scripts.
    select.value = '2';
    input.value = '酒店';
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    expect(select.value).toBe('2');
    expect(input.value).toBe('酒店');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith(`/searchCase/${encodeURIComponent('酒店')}?searchType=0`);
    act(() => root!.unmount());
    container.remove();
  });
});
