type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * Runs `fn` once the page has loaded and the browser is idle (at the latest `timeout` ms after
 * the load event): code the first screen does not need is fetched after the load, so it neither
 * competes with the page's own scripts and pictures nor delays its first paint. Returns a cancel.
 */
export function afterLoad(fn: () => void, timeout = 2000): () => void {
  const w = window as IdleWindow;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  const whenIdle = () => {
    if (w.requestIdleCallback) idleId = w.requestIdleCallback(run, { timeout });
    else timer = setTimeout(run, 1);
  };
  // A macrotask after the event: scripts added inside a load listener would still count as the load's.
  const onLoad = () => void (timer = setTimeout(whenIdle, 0));
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    done = true;
    window.removeEventListener('load', onLoad);
    if (timer !== undefined) clearTimeout(timer);
    if (idleId !== undefined) w.cancelIdleCallback?.(idleId);
  };
}

/**
 * Runs `onStep(1)` … `onStep(count)` after the load, each in an idle callback of its own
 * (afterLoad, one after the other): the deferred islands' code and first renders then come as
 * several short tasks, not one long one — a task over 50 ms (12 ms before a phone's 4× slower
 * CPU) blocks the page and counts in its total blocking time. Returns a cancel.
 */
export function afterLoadSteps(count: number, onStep: (step: number) => void, timeout = 2000): () => void {
  let step = 0;
  let cancel = () => {};
  const next = () => {
    cancel = afterLoad(() => {
      step += 1;
      onStep(step);
      if (step < count) next();
    }, timeout);
  };
  if (count > 0) next();
  return () => cancel();
}
