import { render, screen, within } from '@testing-library/react';
import { Pagination } from '@/components/list';
import { pageCount, pageJumps, pageLinkHref, pageLinks, pagePath, pageWindow, parsePageSegment } from '@/lib/content/pagination';
import { classifyHref, categoryUrl } from '@/lib/content/classify-param';

const pages = (slots: ReturnType<typeof pageWindow>) => slots.map((s) => (s.type === 'page' ? s.page : '…'));

describe('pagination math', () => {
  it('counts pages (at least 1, capped at the API limit of 1000)', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(pageCount(10, 3)).toBe(4);
    expect(pageCount(1e9)).toBe(1000);
    expect(pageCount(Number.NaN)).toBe(1);
  });

  it('shows first, last and two each side of the current page, with gaps', () => {
    expect(pages(pageWindow(1, 1))).toEqual([1]);
    expect(pages(pageWindow(1, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(pages(pageWindow(1, 18))).toEqual([1, 2, 3, '…', 18]);
    expect(pages(pageWindow(10, 18))).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 18]);
    expect(pages(pageWindow(18, 18))).toEqual([1, '…', 16, 17, 18]);
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(pages(pageWindow(5, 9))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pages(pageWindow(4, 10))).toEqual([1, 2, 3, 4, 5, 6, '…', 10]);
  });

  it('clamps a current page outside 1..total', () => {
    expect(pages(pageWindow(99, 3))).toEqual([1, 2, 3]);
    expect(pages(pageWindow(-1, 3))).toEqual([1, 2, 3]);
  });

  it('jumps to the current ten, the tens of the current hundred and the hundreds, none twice', () => {
    expect(pageJumps(1, 1)).toEqual([]);
    expect(pageJumps(1, 5)).toEqual([]);
    expect(pageJumps(1, 88)).toEqual([4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80]);
    expect(pageJumps(47, 88)).toEqual([40, 41, 42, 43, 44, 50, 60, 70, 80].filter((n) => ![45, 46, 47, 48, 49].includes(n)).concat([10, 20, 30]).sort((a, b) => a - b));
    expect(pageJumps(1, 130)).toEqual([4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120]);
    expect(pageJumps(347, 1000)).toEqual([100, 200, 210, 220, 230, 240, 250, 260, 270, 280, 290, 300, 310, 320, 330, 340, 341, 342, 343, 344, 350, 360, 370, 380, 390, 400, 500, 600, 700, 800, 900]);
  });

  it('puts every page within two clicks of page 1 up to 199 pages, three up to 1000', () => {
    const clicks = (total: number) => {
      const depth = new Map([[1, 0]]);
      let frontier = [1];
      for (let d = 1; frontier.length; d++) {
        const next: number[] = [];
        for (const p of frontier) {
          const links = [...pageWindow(p, total).flatMap((s) => (s.type === 'page' ? [s.page] : [])), ...pageJumps(p, total)];
          for (const q of links) {
            if (depth.has(q)) continue;
            depth.set(q, d);
            next.push(q);
          }
        }
        frontier = next;
      }
      expect(depth.size).toBe(total);
      return Math.max(...depth.values());
    };
    for (const total of [2, 9, 18, 34, 88, 99, 131, 199]) expect(clicks(total)).toBeLessThanOrEqual(2);
    for (const total of [200, 440, 999, 1000]) expect(clicks(total)).toBeLessThanOrEqual(3);
  });

  it('parses the optional page segment strictly: one URL per page', () => {
    expect(parsePageSegment(undefined)).toBe(1);
    expect(parsePageSegment([])).toBe(1);
    expect(parsePageSegment(['2'])).toBe(2);
    expect(parsePageSegment(['1000'])).toBe(1000);
    for (const bad of [['1'], ['0'], ['02'], ['2x'], ['-2'], ['1001'], ['2', '3'], [' 2'], ['2.0']]) {
      expect(parsePageSegment(bad)).toBeNull();
    }
  });

  it('builds page paths with no number on page 1', () => {
    expect(pagePath('/listPage/3d/hot', 1)).toBe('/listPage/3d/hot');
    expect(pagePath('/listPage/3d/hot', 3)).toBe('/listPage/3d/hot/3');
    expect(pagePath('/recommandList/9/', 2)).toBe('/recommandList/9/2');
  });
});

describe('page links a client component can take', () => {
  it('rebuilds every page URL of a path-numbered list', () => {
    const links = pageLinks((n) => pagePath('/listPage/3d/hot', n));
    for (const n of [1, 2, 9, 10, 131, 999, 1000]) expect(pageLinkHref(links, n)).toBe(pagePath('/listPage/3d/hot', n));
  });

  it('rebuilds every page URL of a classify URL, whose page sits inside the segment', () => {
    const url = categoryUrl(10, 10200);
    const href = (n: number) => classifyHref(url, { page: n });
    const links = pageLinks(href);
    for (const n of [1, 2, 3, 45, 100, 1000]) expect(pageLinkHref(links, n)).toBe(href(n));
  });
});

describe('<Pagination>', () => {
  const href = (n: number) => pagePath('/listPage/3d/hot', n);

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} href={href} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders plain links in Chinese (issue 19) with prev/next and the current page marked', () => {
    render(<Pagination page={3} totalPages={10} href={href} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    const list = within(nav).getAllByRole('list')[0];
    expect(list).not.toHaveAttribute('lang');
    expect(within(nav).getByRole('link', { name: '上一页' })).toHaveAttribute('href', '/listPage/3d/hot/2');
    expect(within(nav).getByRole('link', { name: '上一页' })).toHaveAttribute('rel', 'prev');
    expect(within(nav).getByRole('link', { name: '下一页' })).toHaveAttribute('href', '/listPage/3d/hot/4');
    expect(within(nav).getByRole('link', { name: '下一页' })).toHaveAttribute('rel', 'next');
    expect(within(nav).getByRole('link', { name: '第 1 页' })).toHaveAttribute('href', '/listPage/3d/hot');
    expect(within(nav).getByRole('link', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '第 10 页' })).toHaveAttribute('href', '/listPage/3d/hot/10');
    expect(nav).toHaveTextContent('第 3 页，共 10 页');
    expect(nav.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('names the range on screen after a "load more", with 上一页 before it and 下一页 after it', () => {
    render(<Pagination from={3} page={5} totalPages={10} href={href} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(nav).toHaveTextContent('第 3–5 页，共 10 页');
    expect(within(nav).getByRole('link', { name: '上一页' })).toHaveAttribute('href', '/listPage/3d/hot/2');
    expect(within(nav).getByRole('link', { name: '下一页' })).toHaveAttribute('href', '/listPage/3d/hot/6');
    expect(within(nav).getByRole('link', { name: '第 5 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('links farther pages as plain jump links, outside the numbered window', () => {
    render(<Pagination page={1} totalPages={88} href={href} />);
    const jumps = screen.getByTestId('pagination-jumps');
    expect(jumps).toHaveAccessibleName('跳转页码');
    expect(within(jumps).getByRole('link', { name: '第 40 页' })).toHaveAttribute('href', '/listPage/3d/hot/40');
    expect(within(jumps).queryByRole('link', { name: '第 2 页' })).toBeNull();
    expect(within(jumps).getAllByRole('link')).toHaveLength(14);
  });

  it('disables 上一页 on the first page and 下一页 on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={4} href={href} />);
    expect(screen.queryByRole('link', { name: '上一页' })).toBeNull();
    expect(screen.getByText('上一页')).toHaveAttribute('aria-disabled', 'true');
    rerender(<Pagination page={4} totalPages={4} href={href} />);
    expect(screen.queryByRole('link', { name: '下一页' })).toBeNull();
    expect(screen.getByText('下一页')).toHaveAttribute('aria-disabled', 'true');
  });
});
