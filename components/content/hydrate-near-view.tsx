'use client';

import { startTransition, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type FocusEvent, type ReactNode, type RefObject } from 'react';
import { isServer } from '@/lib/config';

/** How far ahead of the viewport a block comes alive: half a phone screen, time enough for a few cards. */
const AHEAD = '400px 0px';
const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';

/**
 * Calls `near` once, when `el` is within AHEAD of the viewport (at once where that cannot be
 * watched). A block that is only ahead, not on screen, waits for the reader to move (a scroll of
 * anything, a resize): a page at rest, the first seconds of a load included, renders nothing it
 * does not show, and a reader scrolling towards it gets it on the next scroll event.
 */
function whenNear(el: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near();
    return () => {};
  }
  let stopWaiting = () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.find((e) => e.isIntersecting);
      if (!entry) return;
      observer.disconnect();
      const box = entry.boundingClientRect;
      if (box.bottom > 0 && box.top < window.innerHeight) return near();
      const moved = () => {
        stopWaiting();
        near();
      };
      document.addEventListener('scroll', moved, { capture: true, passive: true });
      window.addEventListener('resize', moved);
      stopWaiting = () => {
        document.removeEventListener('scroll', moved, { capture: true });
        window.removeEventListener('resize', moved);
      };
    },
    { rootMargin: AHEAD },
  );
  observer.observe(el);
  return () => {
    observer.disconnect();
    stopWaiting();
  };
}

const noSubscribe = () => () => {};

type Props = {
  as: 'section' | 'li' | 'div';
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  id?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
};

/**
 * Server-rendered content below the fold that is not hydrated with the page (issue 40: a phone's
 * main thread at load). While hydrating, this element renders an empty `dangerouslySetInnerHTML`,
 * which React leaves as the server sent it: visible, crawlable, working links, no layout shift.
 * When it nears the viewport (or something in it takes focus) its children are rendered on the
 * client in a transition, replacing that HTML with the same markup, now interactive. A client
 * render (a navigation within the site) renders the children at once.
 */
export function HydrateNearView({ as, children, ...attrs }: Props) {
  // The server snapshot is read on the server and while hydrating: true exactly then.
  const hydrating = useSyncExternalStore(noSubscribe, () => false, () => true);
  const [waitingHere, setWaiting] = useState(hydrating);
  const ref = useRef<HTMLElement>(null);
  // Which focusable element had focus when the server HTML was replaced, to give it back.
  const focusAt = useRef(-1);
  const keep = waitingHere && !isServer();

  useEffect(() => {
    const el = ref.current;
    if (!keep || !el) return;
    return whenNear(el, () => startTransition(() => setWaiting(false)));
  }, [keep]);

  useLayoutEffect(() => {
    if (keep || focusAt.current < 0) return;
    const target = ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusAt.current];
    focusAt.current = -1;
    target?.focus({ preventScroll: true });
  }, [keep]);

  const Tag = as;
  if (!keep) {
    return (
      <Tag {...attrs} ref={ref as RefObject<never>}>
        {children}
      </Tag>
    );
  }
  return (
    <Tag
      {...attrs}
      ref={ref as RefObject<never>}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
      // A keyboard user tabbing into it: made alive at once, and the focus kept on the same element.
      onFocus={(e: FocusEvent<HTMLElement>) => {
        focusAt.current = [...e.currentTarget.querySelectorAll(FOCUSABLE)].indexOf(e.target as Element);
        setWaiting(false);
      }}
    />
  );
}
