import { STYLES } from '../domain/vocab';
import type { ColorName } from './features';

/** Orientation of a picture: h = landscape (横图), v = portrait (竖图), s = square (方图). */
export type Orientation = 'h' | 'v' | 's';

export function orientationOf(width: number, height: number): Orientation {
  const r = width / height;
  return r > 1.1 ? 'h' : r < 0.9 ? 'v' : 's';
}

/** Percentile buckets of the newest / most-downloaded documents (cumulative: top 1% is also in 5%). */
export const BUCKETS = [1, 5, 20] as const;
export type Bucket = (typeof BUCKETS)[number];

/**
 * Filter tokens of the FTS `f` column. unicode61 folds case and splits on punctuation, so
 * every token is lower-case letters and digits only.
 */
export const tok = {
  kind: (kind: string) => `k${kind.toLowerCase()}`,
  classify: (id: number) => `c${id}`,
  tag: (id: number) => `g${id}`,
  vip: (vip: boolean) => (vip ? 'vip1' : 'vip0'),
  free: () => 'free1',
  orientation: (o: Orientation) => `o${o}`,
  color: (c: ColorName) => `col${c}`,
  /** The item's own style fact (not a label): what AI search filters a style by. */
  style: (s: string) => `sty${STYLES.indexOf(s)}`,
  newest: (b: Bucket) => `n${b}`,
  downloads: (b: Bucket) => `d${b}`,
};
