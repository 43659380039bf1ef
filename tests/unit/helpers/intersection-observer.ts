/**
 * jsdom has no IntersectionObserver: a stand-in the test drives. Every instance is listed in
 * `instances` (a test empties it when it needs a clean slate); `show` hands one element's entry
 * to the observer's callback.
 */
export class FakeIntersectionObserver {
  static readonly instances: FakeIntersectionObserver[] = [];
  static get last(): FakeIntersectionObserver {
    return FakeIntersectionObserver.instances[FakeIntersectionObserver.instances.length - 1]!;
  }
  readonly observed = new Set<Element>();
  constructor(readonly cb: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  /**
   * `el` is `ratio` visible: `rect` is its visible part, `root` the viewport, `box` its own
   * bounding box (on screen when not given).
   */
  show(el: Element, ratio: number, rect = { height: 100 }, root = { height: 800 }, box = { top: 0, bottom: 100 }) {
    this.cb([{ target: el, isIntersecting: ratio > 0, intersectionRatio: ratio, intersectionRect: rect, rootBounds: root, boundingClientRect: box } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}
