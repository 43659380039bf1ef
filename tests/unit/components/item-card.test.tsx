import { render, screen, within } from '@testing-library/react';
import { ItemCard } from '@/components/cards/item-card';
import { DomainItem } from '@/components/cards/domain-item';
import { WaterfallItem, WaterfallItems } from '@/components/waterfall/waterfall-item';
import { WaterfallSkeleton } from '@/components/waterfall/waterfall-skeleton';
import { itemHref } from '@/lib/content/item-href';
import { makeItem } from '../../fixtures/items';

const img = () => document.querySelector('img')!;
const imgs = () => [...document.querySelectorAll('img')];

describe('<ItemCard>', () => {
  it('links the title to the item page and describes the picture', () => {
    render(<ItemCard item={makeItem(2914, { title: '奶油风装置作品' })} />);
    const link = screen.getByRole('link', { name: /奶油风装置作品/ });
    expect(link).toHaveAttribute('href', '/detail/2914/pin');
    expect(screen.getByRole('heading', { level: 3, name: '奶油风装置作品' })).toBeInTheDocument();
    // The picture is decorative inside the link: the title already names it.
    expect(link.querySelector('img')).toHaveAttribute('alt', '');
    expect(link).toHaveAccessibleName('奶油风装置作品');
  });

  it('builds WebP src/srcset through the OSS parameters and reserves the box from width/height', () => {
    render(<ItemCard item={makeItem(1)} />);
    const pic = img();
    expect(pic).toHaveAttribute('width', '1200');
    expect(pic).toHaveAttribute('height', '1600');
    expect(pic.getAttribute('src')).toContain('x-oss-process=image/resize,m_lfit,w_480/format,webp');
    const srcset = pic.getAttribute('srcset')!;
    expect(srcset.split(', ')).toHaveLength(3);
    expect(srcset).toMatch(/^\S+w_320\/format,webp 320w, /);
    expect(srcset).toMatch(/w_640\/format,webp 640w$/);
    expect(pic.getAttribute('sizes')).toContain('50vw');
    const media = pic.parentElement!;
    expect(media.style.aspectRatio).toBe('1200 / 1600');
    // A lazy card has no placeholder to fetch on arrival: the plain background until the picture loads.
    expect(media.style.backgroundImage).toBe('');
  });

  it('puts the low-quality placeholder behind a picture that loads at once', () => {
    const { rerender } = render(<ItemCard item={makeItem(1)} priority="eager" />);
    expect(img().parentElement!.style.backgroundImage).toContain('w_24');
    rerender(<ItemCard item={makeItem(1)} priority="high" />);
    expect(img().parentElement!.style.backgroundImage).toContain('w_24');
  });

  it('loads lazily unless asked; the LCP candidate is eager with high priority', () => {
    const { rerender } = render(<ItemCard item={makeItem(1)} />);
    expect(img()).toHaveAttribute('loading', 'lazy');
    expect(img()).not.toHaveAttribute('fetchpriority');
    rerender(<ItemCard item={makeItem(1)} priority="high" />);
    expect(img()).toHaveAttribute('loading', 'eager');
    expect(img()).toHaveAttribute('fetchpriority', 'high');
  });

  it('crops to 4:3 in the grid variant', () => {
    render(<ItemCard item={makeItem(1)} variant="grid" />);
    const pic = img();
    expect(pic).toHaveAttribute('width', '480');
    expect(pic).toHaveAttribute('height', '360');
    expect(pic.getAttribute('src')).toContain('resize,m_fill,w_480,h_360');
  });

  it('shows VIP, price and image-count badges, the author and a Chinese view count', () => {
    const { rerender } = render(<ItemCard item={makeItem(1, { vip: true, imageCount: 12 })} />);
    expect(screen.getByText('VIP')).toBeInTheDocument();
    expect(screen.getByText('12图')).toBeInTheDocument();
    expect(screen.getByText('朱婷墨')).toBeInTheDocument();
    // The author's name links their page (every list a hub of its designers: crawl reach).
    expect(screen.getByRole('link', { name: '朱婷墨' })).toHaveAttribute('href', '/designerDetail/7');
    expect(screen.getByText('1.2万')).toBeInTheDocument();
    rerender(<ItemCard item={makeItem(1, { price: 37, author: null })} />);
    expect(screen.getByText('37 设计币')).toBeInTheDocument();
    expect(screen.getByText('室内')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '室内' })).toBeNull();
  });

  it('shows the update date (SPEC §9 label after mount) when asked', () => {
    const now = Date.now();
    render(<ItemCard item={makeItem(1, { updatedAt: now - 5 * 60_000 })} showTime />);
    expect(screen.getByText('5分钟前')).toBeInTheDocument();
  });
});

describe('item links', () => {
  it('gives every kind its one canonical page', () => {
    expect(itemHref({ id: 5, kind: 'case' })).toBe('/detail_news/detail/5/case');
    expect(itemHref({ id: 5, kind: '3d' })).toBe('/detail/5/3d');
    expect(itemHref({ id: 5, kind: 'art' })).toBe('/artDesignDetail/5');
    expect(itemHref({ id: 5, kind: 'periodical' })).toBe('/periodicalDetail/5');
    expect(itemHref({ id: 5, kind: 'bk' })).toBe('/bk/5.html');
    expect(itemHref({ id: 5, kind: 'recommend' })).toBe('/recommandList/5');
  });
});

describe('waterfall cells', () => {
  it('spans the picture rows (--r) in a list item', () => {
    render(
      <ul>
        <WaterfallItem item={makeItem(1)} />
      </ul>,
    );
    const li = screen.getByRole('listitem');
    expect(li.style.getPropertyValue('--r')).toBe('40');
  });

  it('loads the first cards eagerly (the first row of a phone at high priority) only when it holds the LCP', () => {
    const items = Array.from({ length: 8 }, (_, i) => makeItem(i + 1));
    const { rerender } = render(<ul><WaterfallItems items={items} lcp /></ul>);
    expect(imgs().map((i) => i.getAttribute('fetchpriority'))).toEqual(['high', 'high', null, null, null, null, null, null]);
    expect(imgs().slice(0, 5).every((i) => i.getAttribute('loading') === 'eager')).toBe(true);
    expect(imgs().slice(5).every((i) => i.getAttribute('loading') === 'lazy')).toBe(true);
    // Above-the-fold pictures decode before their frame paints, so they all appear in one frame.
    expect(imgs().map((i) => i.getAttribute('decoding'))).toEqual(['sync', 'sync', 'sync', 'sync', 'sync', 'async', 'async', 'async']);
    rerender(<ul><WaterfallItems items={items} /></ul>);
    expect(imgs().every((i) => i.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('renders a skeleton with a status line and hidden placeholder cards', () => {
    render(<WaterfallSkeleton count={6} />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载');
    const grid = screen.getByTestId('waterfall-skeleton').querySelector('ul')!;
    expect(grid).toHaveAttribute('aria-hidden', 'true');
    expect(grid.querySelectorAll('li')).toHaveLength(6);
  });
});

describe('<DomainItem>', () => {
  it('links a site through the transfer page, never straight to the outside URL', () => {
    render(
      <DomainItem
        site={{ webId: 12, name: 'ArchDaily', host: 'www.archdaily.cn', description: '全球建筑媒体', url: 'https://www.archdaily.cn/', logo: { url: 'https://oss.test/oss/logo/1.png', key: 'l', width: 200, height: 200 } }}
      />,
    );
    const link = screen.getByRole('link', { name: /ArchDaily/ });
    expect(link).toHaveAttribute('href', '/tranferPage/12');
    expect(within(link).getByText('www.archdaily.cn')).toBeInTheDocument();
    expect(screen.getByText('全球建筑媒体')).toBeInTheDocument();
  });
});

describe('<ItemCard> recent badge (SPEC §9: under 168 hours)', () => {
  const HOUR = 3_600_000;
  it('shows 新 for an item published under 168 hours ago and not at or after 168 hours', () => {
    const { unmount } = render(<ItemCard item={makeItem(7, { createdAt: Date.now() - 167 * HOUR })} />);
    expect(screen.getByTestId('recent-badge')).toHaveTextContent('新');
    // Decorative for screen readers: the link keeps the title as its name.
    expect(screen.getByRole('link', { name: makeItem(7).title })).toBeInTheDocument();
    unmount();
    render(<ItemCard item={makeItem(8, { createdAt: Date.now() - 168 * HOUR - 1000 })} />);
    expect(screen.queryByTestId('recent-badge')).toBeNull();
  });
});
