import { act, useEffect, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Section } from '@/components/content/section';
import { isServer } from '@/lib/config';
import { WaterfallItems } from '@/components/waterfall/waterfall-item';
import { makeItem } from '../../fixtures/items';
import { FakeIntersectionObserver } from '../helpers/intersection-observer';

/** An island inside the section: marks itself once alive (its effect ran) and counts clicks. */
function Counter() {
  const [n, setN] = useState(0);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ref.current!.dataset.live = 'yes';
  }, []);
  return (
    <button ref={ref} type="button" data-live="no" onClick={() => setN(n + 1)}>
      clicked {n}
    </button>
  );
}

const page = (id: string, defer = true) => (
  <main>
    <Section id={id} title="精选案例" deferRender={defer}>
      <a href="#case-1">第一个案例</a>
      <Counter />
    </Section>
  </main>
);

jest.mock('@/lib/config', () => ({ ...jest.requireActual('@/lib/config'), isServer: jest.fn(() => false) }));

/** The server's HTML: rendered as off the browser (jsdom has a window). */
function serverHtml(ui: React.ReactElement): string {
  jest.mocked(isServer).mockReturnValue(true);
  try {
    return renderToString(ui);
  } finally {
    jest.mocked(isServer).mockReturnValue(false);
  }
}

describe('deferred sections come alive as they near the viewport (issue 40)', () => {
  const original = globalThis.IntersectionObserver;
  let container: HTMLDivElement;
  let errors: unknown[];
  // Raw react-dom roots (hydrateRoot) rather than Testing Library's render: act() needs this flag.
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    FakeIntersectionObserver.instances.length = 0;
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    container = document.createElement('div');
    document.body.append(container);
    errors = [];
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    container.remove();
  });
  const hydrate = (ui: React.ReactNode) => hydrateRoot(container, ui, { onRecoverableError: (e) => errors.push(e) });

  it('keeps the server HTML as it is until the section is near, then renders it interactive', async () => {
    container.innerHTML = serverHtml(page('s-one'));
    const sent = container.innerHTML;
    const button = container.querySelector('button')!;
    await act(async () => {
      hydrate(page('s-one'));
    });
    // Still the server's markup and nodes, no mismatch recovered, and no effect has run inside.
    expect(container.innerHTML).toBe(sent);
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveAttribute('data-live', 'no');
    expect(errors).toEqual([]);
    const section = container.querySelector('section')!;
    const observer = FakeIntersectionObserver.instances.find((o) => o.observed.has(section));
    expect(observer).toBeDefined();

    await act(async () => observer!.show(section, 0));
    expect(container.querySelector('button')).toHaveAttribute('data-live', 'no');
    await act(async () => observer!.show(section, 0.2));
    // The same markup, now React's: its effects ran and it answers clicks.
    const live = container.querySelector('button')!;
    expect(live).toHaveAttribute('data-live', 'yes');
    expect(container.querySelectorAll('button')).toHaveLength(1);
    expect(container.querySelector('section h2')).toHaveTextContent('精选案例');
    await act(async () => live.click());
    expect(live).toHaveTextContent('clicked 1');
    expect(observer!.observed.size).toBe(0);
  });

  it('only ahead of the viewport, not on it, waits for the reader to scroll or resize', async () => {
    for (const move of ['scroll', 'resize'] as const) {
      container.innerHTML = serverHtml(page(`s-${move}`));
      let root: ReturnType<typeof hydrate> | undefined;
      await act(async () => {
        root = hydrate(page(`s-${move}`));
      });
      const section = container.querySelector('section')!;
      const observer = FakeIntersectionObserver.instances.find((o) => o.observed.has(section))!;
      // Within the 400 px ahead, just below a page at rest (jsdom's window is 768 px tall).
      await act(async () => observer.show(section, 0.1, { height: 100 }, { height: 1568 }, { top: 900, bottom: 1500 }));
      expect(container.querySelector('button')).toHaveAttribute('data-live', 'no');
      await act(async () => {
        if (move === 'scroll') document.querySelector('main')!.dispatchEvent(new Event('scroll'));
        else window.dispatchEvent(new Event('resize'));
      });
      expect(container.querySelector('button')).toHaveAttribute('data-live', 'yes');
      act(() => root!.unmount());
      FakeIntersectionObserver.instances.length = 0;
    }
  });

  it('comes alive at once when something in it takes focus, and keeps that focus', async () => {
    container.innerHTML = serverHtml(page('s-focus'));
    await act(async () => {
      hydrate(page('s-focus'));
    });
    expect(container.querySelector('button')).toHaveAttribute('data-live', 'no');
    await act(async () => container.querySelector('button')!.focus());
    const live = container.querySelector('button')!;
    expect(live).toHaveAttribute('data-live', 'yes');
    expect(document.activeElement).toBe(live);
  });

  it('renders at once when the page is rendered in the browser rather than hydrated', async () => {
    await act(async () => {
      createRoot(container).render(page('s-two'));
    });
    expect(container.querySelector('button')).toHaveAttribute('data-live', 'yes');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('hydrates a section without deferRender with the page', async () => {
    container.innerHTML = serverHtml(page('s-three', false));
    await act(async () => {
      hydrate(page('s-three', false));
    });
    expect(container.querySelector('button')).toHaveAttribute('data-live', 'yes');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  it('hydrates a waterfall’s first eight cells with the page and each later cell as it nears', async () => {
    const items = Array.from({ length: 12 }, (_, i) => makeItem(i + 1));
    const ui = (
      <ul>
        <WaterfallItems items={items} lcp />
      </ul>
    );
    container.innerHTML = serverHtml(ui);
    const sent = container.innerHTML;
    await act(async () => {
      hydrate(ui);
    });
    expect(container.innerHTML).toBe(sent);
    expect(errors).toEqual([]);
    const live = (li: Element) => Object.keys(li.querySelector('a[href]')!).some((k) => k.startsWith('__reactProps'));
    const cells = [...container.querySelectorAll('ul > li')].filter((li) => li.parentElement!.parentElement === container);
    expect(cells).toHaveLength(12);
    expect(cells.map(live)).toEqual([...Array(8).fill(true), ...Array(4).fill(false)]);
    // Each later cell is watched on its own; the ninth comes alive alone.
    const ninth = cells[8]!;
    const observer = FakeIntersectionObserver.instances.find((o) => o.observed.has(ninth))!;
    await act(async () => observer.show(ninth, 0.1));
    const now = [...container.querySelectorAll('ul > li')].filter((li) => li.parentElement!.parentElement === container);
    expect(now.map(live)).toEqual([...Array(9).fill(true), ...Array(3).fill(false)]);
    expect(now[8]!.querySelector('h3, h2')).toHaveTextContent(items[8]!.title);
  });
});
