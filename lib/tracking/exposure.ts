/**
 * SPEC-issue exposure rule: an element counts as seen when at least half of it (or, for one
 * taller than the screen, half the screen) has been visible for 500 ms without a break, once
 * per page view. One IntersectionObserver for every element on the page.
 */
export const EXPOSURE_RATIO = 0.5;
export const EXPOSURE_MS = 500;

export interface ExposureEnv {
  Observer: typeof IntersectionObserver;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (t: unknown) => void;
}

/** Half of the element, or half of the viewport when the element is taller than it. */
export function halfVisible(e: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'rootBounds'>): boolean {
  if (!e.isIntersecting) return false;
  if (e.intersectionRatio >= EXPOSURE_RATIO) return true;
  const root = e.rootBounds;
  return !!root && root.height > 0 && e.intersectionRect.height >= root.height * EXPOSURE_RATIO;
}

export class ExposureWatch {
  private readonly observer: IntersectionObserver;
  private readonly timers = new Map<Element, unknown>();
  private seen = new WeakSet<Element>();

  constructor(
    private readonly onExposed: (el: Element) => void,
    private readonly env: ExposureEnv,
  ) {
    this.observer = new env.Observer((entries) => this.update(entries), { threshold: [0, 0.25, EXPOSURE_RATIO, 0.75, 1] });
  }

  observe(el: Element): void {
    if (!this.seen.has(el)) this.observer.observe(el);
  }

  /** A new page view: everything may count once more. */
  reset(): void {
    for (const t of this.timers.values()) this.env.clearTimer(t);
    this.timers.clear();
    this.seen = new WeakSet();
  }

  disconnect(): void {
    this.reset();
    this.observer.disconnect();
  }

  private update(entries: IntersectionObserverEntry[]): void {
    for (const e of entries) {
      const el = e.target;
      if (this.seen.has(el)) continue;
      const pending = this.timers.get(el);
      if (halfVisible(e)) {
        if (pending === undefined) {
          this.timers.set(
            el,
            this.env.setTimer(() => {
              this.timers.delete(el);
              if (this.seen.has(el) || !el.isConnected) return;
              this.seen.add(el);
              this.observer.unobserve(el);
              this.onExposed(el);
            }, EXPOSURE_MS),
          );
        }
      } else if (pending !== undefined) {
        this.env.clearTimer(pending);
        this.timers.delete(el);
      }
    }
  }
}
