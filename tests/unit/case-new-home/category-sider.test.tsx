import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { CategorySiderLayout, SIDER_MIN_WIDTH } from '@/components/case-new-home/category-sider';
import { DEFAULT_WINDOW_WIDTH } from '@/hooks/use-window-width';
import { envelope } from '../../mocks/handlers';
import { server, setupMswServer } from '../../mocks/server';
import { FreshSwr } from '../helpers/swr';

setupMswServer();

const node = (id: number, name: string, children: unknown[] = []) => ({ id, name, slug: `c${id}`, kind: 'case', parentId: 0, sort: id, itemCount: id * 10, children });
const CACHED = [node(1, '缓存分类')];
const FRESH = [node(2, '家居空间', [{ ...node(21, '客厅'), parentId: 2 }]), node(3, '建筑')];

function setWidth(w: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: w });
  act(() => void window.dispatchEvent(new Event('resize')));
}

function view(current = 0) {
  return render(
    <FreshSwr config={{ dedupingInterval: 0 }}>
      <CategorySiderLayout channel="architecture" current={current}>
        <p>页面内容</p>
      </CategorySiderLayout>
    </FreshSwr>,
  );
}

let release: () => void = () => {};
beforeEach(() => {
  localStorage.clear();
  setWidth(1440);
  const gate = new Promise<void>((r) => (release = r));
  server.use(
    mock.get('*/case/api/case/classify/list', async () => {
      await gate;
      return HttpResponse.json(envelope(FRESH));
    }),
  );
});

describe('category sidebar of the new case home (SPEC §3 window width, showSider, localClassifyList)', () => {
  it('the window width defaults to 1920 and the sidebar sits beside the page from 1280 px', () => {
    expect(DEFAULT_WINDOW_WIDTH).toBe(1920);
    expect(SIDER_MIN_WIDTH).toBe(1280);
  });

  it('shows the cached tree at once, then the fresh one, and caches it', async () => {
    localStorage.setItem('localClassifyList', JSON.stringify(CACHED));
    view(2);
    expect(await screen.findByRole('link', { name: /缓存分类/ })).toHaveAttribute('href', '/caseNewHome/1');
    release();
    expect(await screen.findByRole('link', { name: /家居空间/ })).toHaveAttribute('aria-current', 'page');
    // The current category's sub-categories lead to their category pages.
    expect(screen.getByRole('link', { name: '客厅' })).toHaveAttribute('href', '/classify/2_21');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('localClassifyList')!)).toEqual(FRESH));
  });

  it('a broken cache entry is dropped and the tree loads from the API', async () => {
    localStorage.setItem('localClassifyList', JSON.stringify({ not: 'a tree' }));
    view();
    expect(screen.getByLabelText('分类加载中')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: /建筑/ })).toBeInTheDocument();
  });

  it('收起 writes showSider=false and 展开分类 brings it back; a narrow window has no sidebar', async () => {
    release();
    view();
    expect(screen.getByTestId('sider-layout')).toHaveAttribute('data-sider', 'open');
    fireEvent.click(screen.getByRole('button', { name: '收起分类侧栏' }));
    expect(localStorage.getItem('showSider')).toBe('false');
    expect(screen.queryByTestId('category-sider')).toBeNull();
    fireEvent.click(screen.getByTestId('sider-open'));
    expect(localStorage.getItem('showSider')).toBe('true');
    expect(screen.getByTestId('category-sider')).toBeInTheDocument();
    setWidth(1000);
    expect(screen.getByTestId('sider-layout')).toHaveAttribute('data-sider', 'none');
    expect(screen.queryByTestId('category-sider')).toBeNull();
    expect(screen.queryByTestId('sider-open')).toBeNull();
    expect(screen.getByText('页面内容')).toBeInTheDocument();
  });

  it('a sidebar closed in another tab closes here too (the storage event)', () => {
    view();
    expect(screen.getByTestId('category-sider')).toBeInTheDocument();
    localStorage.setItem('showSider', 'false');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'showSider' })));
    expect(screen.queryByTestId('category-sider')).toBeNull();
  });
});
