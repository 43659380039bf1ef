import { afterLoad } from '@/lib/lazy/after-load';

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
