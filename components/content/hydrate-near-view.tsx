'use client';

import { use, useSyncExternalStore, type ReactNode } from 'react';

/** How far ahead of the viewport a section starts hydrating: half a phone screen, time enough for a section's few cards. */
const AHEAD = '400px 0px';

const pending = new Map<string, Promise<void>>();

/** Resolves once the element `id` is within AHEAD of the viewport (at once where that cannot be watched). */
export function nearView(id: string): Promise<void> {
  let promise = pending.get(id);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const el = document.getElementById(id);
      if (!el || typeof IntersectionObserver === 'undefined') return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(el);
    });
    // Kept once settled: React's retry of the hydration reads the same, resolved promise.
    pending.set(id, promise);
  }
  return promise;
}

const noSubscribe = () => () => {};

/**
 * Server-rendered content below the fold whose hydration waits until the element `anchorId`
 * (its section) nears the viewport (issue 40: a phone's main thread at load). During hydration
 * it suspends, so React keeps the server HTML as it is — visible, crawlable, no layout shift —
 * and hydrates it when the promise resolves; a click on it before then is replayed after
 * (React's own replay, and the first-screen click holder in the page head). A client render
 * (not hydration) never waits. Must sit directly inside a `<Suspense>` of its own.
 */
export function HydrateNearView({ anchorId, children }: { anchorId: string; children: ReactNode }) {
  // The server snapshot is read only while hydrating: true exactly then.
  const hydrating = useSyncExternalStore(noSubscribe, () => false, () => true);
  // Once waited on, always read (settled, it returns at once): React retries the render that
  // suspended and expects the same use(). Waits only where the server's HTML of the anchor is in
  // the document (never on the server).
  const waited = pending.get(anchorId);
  if (waited) use(waited);
  else if (hydrating && typeof document !== 'undefined' && document.getElementById(anchorId)) use(nearView(anchorId));
  return children;
}
