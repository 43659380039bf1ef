import { act, useEffect, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Section } from '@/components/content/section';
import { FakeIntersectionObserver } from '../helpers/intersection-observer';

/** An island inside the section: marks itself once hydrated (its effect ran) and counts clicks. */
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
      <Counter />
    </Section>
  </main>
);

describe('deferred sections hydrate as they near the viewport (issue 40)', () => {
  const original = globalThis.IntersectionObserver;
  let container: HTMLDivElement;
  // Raw react-dom roots (hydrateRoot) rather than Testing Library's render: act() needs this flag.
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    FakeIntersectionObserver.instances.length = 0;
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    container.remove();
  });

  it('keeps the server HTML, unhydrated, until the section is near; then hydrates it in place', async () => {
    container.innerHTML = renderToString(page('s-one'));
    const serverHtml = container.innerHTML;
    const button = container.querySelector('button')!;
    expect(button).toHaveTextContent('clicked 0');
    await act(async () => {
      hydrateRoot(container, page('s-one'));
    });
    // Still the server's markup, the same node, and no effect has run: not hydrated.
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveAttribute('data-live', 'no');
    const section = container.querySelector('section')!;
    const observer = FakeIntersectionObserver.instances.find((o) => o.observed.has(section));
    expect(observer).toBeDefined();

    await act(async () => observer!.show(section, 0));
    expect(button).toHaveAttribute('data-live', 'no');
    await act(async () => observer!.show(section, 0.2));
    // Hydrated onto the same element (no re-created DOM, so nothing moves) and interactive.
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveAttribute('data-live', 'yes');
    await act(async () => button.click());
    expect(button).toHaveTextContent('clicked 1');
  });

  it('renders at once when the page is rendered in the browser rather than hydrated', async () => {
    await act(async () => {
      createRoot(container).render(page('s-two'));
    });
    expect(container.querySelector('button')).toHaveAttribute('data-live', 'yes');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('hydrates a section without deferRender with the page', async () => {
    container.innerHTML = renderToString(page('s-three', false));
    await act(async () => {
      hydrateRoot(container, page('s-three', false));
    });
    expect(container.querySelector('button')).toHaveAttribute('data-live', 'yes');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
