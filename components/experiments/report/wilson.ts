/** A proportion with its confidence interval, each in 0..1. */
export interface Proportion {
  rate: number;
  low: number;
  high: number;
}

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

/**
 * The Wilson score interval of `successes` out of `trials` (default 95 %). Unlike the normal
 * approximation it stays inside 0..1 and is sensible for small counts and rates near 0 or 1,
 * which is what experiment cells with few clicks look like. No trials: all zero. Bad input
 * (negative, more successes than trials, not finite) is clamped rather than thrown.
 */
export function wilson(successes: number, trials: number, z = Z95): Proportion {
  const n = Number.isFinite(trials) ? Math.max(0, Math.floor(trials)) : 0;
  if (n === 0) return { rate: 0, low: 0, high: 0 };
  const k = Number.isFinite(successes) ? Math.min(n, Math.max(0, Math.floor(successes))) : 0;
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
