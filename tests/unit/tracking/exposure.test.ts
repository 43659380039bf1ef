import { EXPOSURE_MS, halfVisible, watchExposure } from '@/components/tracking/exposure';
import { FakeIntersectionObserver } from '../helpers/intersection-observer';

function setup() {
  const exposed: Element[] = [];
  const watch = watchExposure((els) => exposed.push(...els), FakeIntersectionObserver as unknown as typeof IntersectionObserver);
  const el = document.body.appendChild(document.createElement('article'));
  watch.observe(el);
  return { watch, el, exposed, io: FakeIntersectionObserver.last };
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

describe('exposure rule', () => {
  it('counts an element half visible for 500 ms', () => {
    const { el, exposed, io } = setup();
    io.show(el, 0.5);
    jest.advanceTimersByTime(EXPOSURE_MS - 1);
    expect(exposed).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(exposed).toEqual([el]);
    expect(EXPOSURE_MS).toBe(500);
  });

  it('does not count less than half', () => {
    const { el, exposed, io } = setup();
    io.show(el, 0.49);
    jest.advanceTimersByTime(5000);
    expect(exposed).toEqual([]);
  });

  it('restarts the 500 ms when the element leaves before', () => {
    const { el, exposed, io } = setup();
    io.show(el, 0.8);
    jest.advanceTimersByTime(400);
    io.show(el, 0.2);
    jest.advanceTimersByTime(400);
    io.show(el, 0.6);
    jest.advanceTimersByTime(499);
    expect(exposed).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(exposed).toHaveLength(1);
  });

  it('counts once per page view, again after a new page view', () => {
    const { watch, el, exposed, io } = setup();
    io.show(el, 1);
    jest.advanceTimersByTime(600);
    io.show(el, 0);
    io.show(el, 1);
    jest.advanceTimersByTime(600);
    expect(exposed).toHaveLength(1);
    expect(io.observed.has(el)).toBe(false); // no more work for it this page view
    watch.reset();
    watch.observe(el);
    io.show(el, 1);
    jest.advanceTimersByTime(600);
    expect(exposed).toHaveLength(2);
  });

  it('counts an element taller than the screen once half the screen shows it', () => {
    expect(halfVisible({ isIntersecting: true, intersectionRatio: 0.3, intersectionRect: { height: 400 } as DOMRectReadOnly, rootBounds: { height: 800 } as DOMRectReadOnly })).toBe(true);
    expect(halfVisible({ isIntersecting: true, intersectionRatio: 0.3, intersectionRect: { height: 399 } as DOMRectReadOnly, rootBounds: { height: 800 } as DOMRectReadOnly })).toBe(false);
    expect(halfVisible({ isIntersecting: false, intersectionRatio: 0, intersectionRect: { height: 0 } as DOMRectReadOnly, rootBounds: null })).toBe(false);
  });

  it('drops an element removed before its 500 ms', () => {
    const { el, exposed, io } = setup();
    io.show(el, 1);
    el.remove();
    jest.advanceTimersByTime(600);
    expect(exposed).toEqual([]);
  });

  it('counts a screen of cards in one timer task, each card on its own 500 ms', () => {
    const { watch, exposed, io } = setup();
    const more = Array.from({ length: 50 }, () => document.body.appendChild(document.createElement('article')));
    more.forEach((m) => watch.observe(m));
    more.slice(0, 30).forEach((m) => io.show(m, 1));
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(200);
    more.slice(30).forEach((m) => io.show(m, 1));
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(300);
    expect(exposed).toEqual(more.slice(0, 30));
    jest.advanceTimersByTime(199);
    expect(exposed).toHaveLength(30);
    jest.advanceTimersByTime(1);
    expect(exposed).toEqual(more);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('uses one observer for every element', () => {
    const before = FakeIntersectionObserver.instances.length;
    const { watch, io } = setup();
    const more = Array.from({ length: 50 }, () => document.body.appendChild(document.createElement('article')));
    more.forEach((m) => watch.observe(m));
    expect(FakeIntersectionObserver.instances.length - before).toBe(1);
    expect(io.observed.size).toBe(51);
  });
});
