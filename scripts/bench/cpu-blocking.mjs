// The page's own share of Lighthouse's TBT (issue 40): Lighthouse's simulated TBT multiplies each
// observed main-thread task's wall time by the CPU slowdown; on a shared 2-core host much of that
// wall time is the main thread waiting for a core (Chromium's own raster, compositor and network
// threads, the bench's servers, the host). The same sum over the tasks' thread time (CPU time,
// `tdur` in the trace) is what the page's code and rendering cost by themselves: what TBT would
// read on a host whose main thread never waits. The page bench prints it beside TBT; the goal is
// still judged on TBT.

/**
 * Blocking time from thread time: over the top-level tasks of the page's renderer main thread that
 * start at or after its first contentful paint, the sum of max(0, slowdown × CPU ms − 50).
 * The page's main thread is the one that reports the (last) first contentful paint: Lighthouse
 * starts on about:blank, which paints none. Null without one (no paint, or no thread times).
 */
export function cpuBlockingTime(traceEvents, slowdown) {
  const fcp = traceEvents.filter((e) => e.name === 'firstContentfulPaint').at(-1);
  if (!fcp) return null;
  const tasks = traceEvents.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === fcp.pid && e.tid === fcp.tid && e.ts >= fcp.ts);
  if (tasks.length && tasks.every((e) => e.tdur === undefined)) return null;
  return tasks.reduce((sum, e) => sum + Math.max(0, (slowdown * (e.tdur ?? 0)) / 1000 - 50), 0);
}
