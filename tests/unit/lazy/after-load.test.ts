import { afterLoad, afterLoadSteps } from '@/lib/lazy/after-load';

const w = window as unknown as { requestIdleCallback?: (cb: () => void) => number; cancelIdleCallback?: (id: number) => void };

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setReadyState('complete');
  delete w.requestIdleCallback;
  delete w.cancelIdleCallback;
});

describe('afterLoad', () => {
  it('waits for the load event, then runs once the browser is idle', () => {
    setReadyState('loading');
    const idle: Array<() => void> = [];
    w.requestIdleCallback = (cb: () => void) => idle.push(cb);
    const fn = jest.fn();
    afterLoad(fn);
    jest.runOnlyPendingTimers();
    expect(fn).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    jest.runOnlyPendingTimers();
    expect(fn).not.toHaveBeenCalled(); // loaded, not yet idle
    expect(idle).toHaveLength(1);
    idle[0]();
    idle[0]();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs soon on a page already loaded (no idle callback: a timer)', () => {
    const fn = jest.fn();
    afterLoad(fn);
    expect(fn).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    setReadyState('loading');
    const fn = jest.fn();
    const cancel = afterLoad(fn);
    cancel();
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('afterLoadSteps', () => {
  it('runs each step in an idle callback of its own, in order, after the load', () => {
    setReadyState('loading');
    const idle: Array<() => void> = [];
    w.requestIdleCallback = (cb: () => void) => idle.push(cb);
    const steps: number[] = [];
    afterLoadSteps(3, (s) => steps.push(s));
    jest.runOnlyPendingTimers();
    expect(idle).toHaveLength(0); // not before the load
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    jest.runOnlyPendingTimers();
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(steps).toEqual([1]); // one step per idle callback
    jest.runOnlyPendingTimers();
    expect(idle).toHaveLength(2);
    idle[1]();
    jest.runOnlyPendingTimers();
    idle[2]();
    jest.runAllTimers();
    expect(steps).toEqual([1, 2, 3]);
    expect(idle).toHaveLength(3); // and no more
  });

  it('stops once cancelled between steps', () => {
    const steps: number[] = [];
    const cancel = afterLoadSteps(3, (s) => steps.push(s));
    jest.runOnlyPendingTimers(); // the macrotask after the load
    jest.runOnlyPendingTimers(); // the idle stand-in
    expect(steps).toEqual([1]);
    cancel();
    jest.runAllTimers();
    expect(steps).toEqual([1]);
  });
});
