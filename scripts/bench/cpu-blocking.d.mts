// Types for cpu-blocking.mjs (imported by its unit test).
export function cpuBlockingTime(traceEvents: readonly Record<string, unknown>[], slowdown: number): number | null;
