import { cpuBlockingTime } from '../../../scripts/bench/cpu-blocking.mjs';

const task = (ts: number, durMs: number, cpuMs: number, tid = 1) => ({ ph: 'X', name: 'RunTask', pid: 7, tid, ts, dur: durMs * 1000, tdur: cpuMs * 1000 });
const fcp = (ts: number, tid = 1) => ({ ph: 'I', name: 'firstContentfulPaint', pid: 7, tid, ts });

test('sums slowdown × CPU time over 50 ms of the painting thread’s tasks from its first contentful paint', () => {
  const events = [
    task(100, 40, 30), // before the paint: not counted
    fcp(1_000),
    task(1_000, 90, 20), // 4 × 20 = 80 → 30 (its wall time, 90, would give 310)
    task(2_000, 15, 10), // 40 → 0
    task(3_000, 60, 60, 2), // another thread: not counted
    task(4_000, 30, 25), // 100 → 50
  ];
  expect(cpuBlockingTime(events, 4)).toBe(80);
  expect(cpuBlockingTime(events, 6)).toBe(70 + 10 + 100);
});

test('the last paint names the page (Lighthouse starts on about:blank), and no paint gives no figure', () => {
  const events = [fcp(10, 3), task(20, 100, 100, 3), fcp(1_000), task(1_000, 30, 30)];
  expect(cpuBlockingTime(events, 4)).toBe(70);
  expect(cpuBlockingTime([task(0, 100, 100)], 4)).toBeNull();
});
