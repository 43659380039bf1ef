/**
 * SPEC-issue exposure rule: an element counts as seen when at least half of it (or, for one
 * taller than the screen, half the screen) has been visible for 500 ms without a break, once
 * per page view. One IntersectionObserver for every element on the page.
 */
export const EXPOSURE_RATIO = 0.5;
export const EXPOSURE_MS = 500;

interface ExposureWatch {
  observe: (el: Element) => void;
  /** A new page view: everything may count once more. */
  reset: () => void;
  disconnect: () => void;
}

/** Half of the element, or half of the viewport when the element is taller than it. */
export function halfVisible(e: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'rootBounds'>): boolean {
  const root = e.rootBounds;
  return e.isIntersecting && (e.intersectionRatio >= EXPOSURE_RATIO || (!!root && root.height > 0 && e.intersectionRect.height >= root.height * EXPOSURE_RATIO));
}

/**
 * Watches elements for exposure with one IntersectionObserver (`Observer`: the browser's, or a
 * test's) and one timer for the whole page — a screen of cards is one task, not one per card.
 * Closures rather than a class: this is first-load code, and it minifies smaller.
 */
export function watchExposure(onExposed: (els: Element[]) => void, Observer: typeof IntersectionObserver = IntersectionObserver): ExposureWatch {
  /** Elements half visible now, with the time they became so. */
  const since = new Map<Element, number>();
  let seen = new WeakSet<Element>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const arm = () => {
    clearTimeout(timer);
    let earliest = Infinity;
    for (const t of since.values()) earliest = Math.min(earliest, t);
    if (earliest < Infinity) timer = setTimeout(fire, Math.max(0, earliest + EXPOSURE_MS - Date.now()));
  };
  // Everything due at this moment is handed over at once: a screen of cards is one call.
  const fire = () => {
    const now = Date.now();
    const due: Element[] = [];
    for (const [el, t] of since) {
      if (now - t < EXPOSURE_MS) continue;
      since.delete(el);
      if (seen.has(el) || !el.isConnected) continue;
      seen.add(el);
      observer.unobserve(el);
      due.push(el);
    }
    if (due.length) onExposed(due);
    arm();
  };
  const observer = new Observer(
    (entries) => {
      for (const e of entries) {
        if (seen.has(e.target)) continue;
        if (!halfVisible(e)) since.delete(e.target);
        else if (!since.has(e.target)) since.set(e.target, Date.now());
      }
      arm();
    },
    { threshold: [0, 0.25, EXPOSURE_RATIO, 0.75, 1] },
  );
  const reset = () => {
    clearTimeout(timer);
    since.clear();
    seen = new WeakSet();
  };
  return {
    observe: (el) => seen.has(el) || observer.observe(el),
    reset,
    disconnect: () => {
      reset();
      observer.disconnect();
    },
  };
}
