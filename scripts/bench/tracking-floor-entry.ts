// The floor of the tracking bench (scripts/bench-tracking.mjs): what any exposure tracking must at
// least cost the page — one IntersectionObserver for the cards, one timer for the 500 ms, one
// image request carrying the screen's ids — with none of the real host's and engine's logic
// (fields, spm, queue, storage, retries). The real tracking is measured against it. New cards are
// observed before the frame that paints them (as components/tracking/host.ts does), so their first
// intersections cost no frame of their own.
import { EXPOSURE_MS, EXPOSURE_RATIO } from '@/components/tracking/exposure';

declare global {
  interface Window {
    __tk: { startHost: () => () => void };
  }
}

window.__tk = {
  startHost() {
    const since = new Map<Element, number>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) if (e.intersectionRatio >= EXPOSURE_RATIO && !since.has(e.target)) since.set(e.target, Date.now());
        clearTimeout(timer);
        timer = setTimeout(() => {
          const els = [...since.keys()];
          since.clear();
          for (const el of els) io.unobserve(el);
          setTimeout(() => {
            new Image().src = `/track/case.gif?${els.map((el) => `e=${(el as HTMLElement).dataset.tkId}`).join('&')}`;
          }, 1000);
        }, EXPOSURE_MS);
      },
      { threshold: [0, EXPOSURE_RATIO] },
    );
    const mo = new MutationObserver(() => requestAnimationFrame(() => document.querySelectorAll('[data-tk-id]').forEach((el) => io.observe(el))));
    mo.observe(document.body, { childList: true, subtree: true });
    return () => {
      mo.disconnect();
      io.disconnect();
    };
  },
};
