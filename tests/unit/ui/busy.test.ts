import { busyFor, isBusy, resetBusy, whenCalm } from '@/lib/ui/busy';

// The one "wait for a calm moment" both unasked prompts use (the NPS survey, the VIP offer).
beforeEach(() => {
  jest.useFakeTimers();
  resetBusy();
  document.body.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

test('runs once after the delay when nothing is under way', () => {
  const fn = jest.fn();
  whenCalm(fn, { delayMs: 1000 });
  jest.advanceTimersByTime(999);
  expect(fn).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(fn).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(60_000);
  expect(fn).toHaveBeenCalledTimes(1);
});

test('waits through a download just started and a form marked busy, then for the calm period', () => {
  const fn = jest.fn();
  busyFor(10_000);
  const form = document.body.appendChild(document.createElement('form'));
  form.setAttribute('data-busy', 'upload');
  whenCalm(fn, { delayMs: 0, calmMs: 4000, pollMs: 2000 });
  expect(isBusy()).toBe(true);
  jest.advanceTimersByTime(30_000);
  expect(fn).not.toHaveBeenCalled();
  form.remove();
  jest.advanceTimersByTime(2000);
  expect(fn).not.toHaveBeenCalled();
  jest.advanceTimersByTime(4000);
  expect(fn).toHaveBeenCalledTimes(1);
});

test('a displayed modal dialog keeps it waiting; a hidden one does not', () => {
  const fn = jest.fn();
  const modal = document.body.appendChild(document.createElement('div'));
  modal.setAttribute('aria-modal', 'true');
  // jsdom lays nothing out: a closed antd modal stays in the DOM with no boxes.
  expect(isBusy()).toBe(false);
  modal.getClientRects = () => [{}] as unknown as DOMRectList;
  whenCalm(fn, { delayMs: 0 });
  jest.advanceTimersByTime(20_000);
  expect(fn).not.toHaveBeenCalled();
  modal.remove();
  jest.advanceTimersByTime(2000);
  expect(fn).toHaveBeenCalledTimes(1);
});

test('cancelled, it never runs', () => {
  const fn = jest.fn();
  const cancel = whenCalm(fn, { delayMs: 1000 });
  cancel();
  jest.advanceTimersByTime(10_000);
  expect(fn).not.toHaveBeenCalled();
});
