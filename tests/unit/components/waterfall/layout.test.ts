import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BREAKPOINTS,
  CAPTION_PX,
  captionRowRules,
  captionRows,
  columnWidth,
  gridAt,
  MAX_RATIO,
  mediaRows,
  placeItems,
  ROWS_PER_COLUMN,
} from '@/components/waterfall/layout';

describe('mediaRows', () => {
  it('spans rows in proportion to height / width, in units of 1/30 of the column width', () => {
    expect(mediaRows(1200, 1200)).toBe(ROWS_PER_COLUMN);
    expect(mediaRows(1600, 900)).toBe(17); // 0.5625 × 30 = 16.9
    expect(mediaRows(1200, 1600)).toBe(40);
  });

  it('clamps very tall and very wide pictures (they are cropped, not giant)', () => {
    expect(mediaRows(100, 1000)).toBe(MAX_RATIO * ROWS_PER_COLUMN);
    expect(mediaRows(3000, 100)).toBe(Math.round(0.45 * ROWS_PER_COLUMN));
  });

  it('gives a square to sizes SPEC §5 rejects (width or height not > 0)', () => {
    for (const [w, h] of [[0, 100], [100, 0], [-5, 10], [Number.NaN, 10], [10, Number.POSITIVE_INFINITY]]) {
      expect(mediaRows(w, h)).toBe(ROWS_PER_COLUMN);
    }
  });
});

describe('grid geometry', () => {
  it('uses 2 → 5 columns as the container widens', () => {
    expect(gridAt(350)).toEqual({ cols: 2, gap: 12 });
    expect(gridAt(600)).toEqual({ cols: 3, gap: 12 });
    expect(gridAt(900)).toEqual({ cols: 4, gap: 16 });
    expect(gridAt(1320)).toEqual({ cols: 5, gap: 16 });
    expect(columnWidth(1320)).toBeCloseTo((1320 - 64) / 5);
  });

  it('always leaves the caption at least CAPTION_PX, whatever the width', () => {
    for (let w = 280; w <= 1400; w += 1) {
      const row = columnWidth(w) / ROWS_PER_COLUMN;
      expect(captionRows(w) * row).toBeGreaterThanOrEqual(CAPTION_PX - 1e-6);
      // and never more than one row of slack
      expect((captionRows(w) - 1) * row).toBeLessThan(CAPTION_PX);
    }
  });
});

describe('waterfall.module.css', () => {
  const css = readFileSync(join(process.cwd(), 'components/waterfall/waterfall.module.css'), 'utf8');

  it('declares exactly the caption rules captionRowRules() computes', () => {
    const generated = css.slice(css.indexOf('/* generated'), css.indexOf('/* end generated */'));
    const rules = [...generated.matchAll(/(?:@container waterfall \(min-width: (\d+)px\) \{ )?\.grid \{ ([^}]*)\}/g)].map((m) => ({
      minWidth: m[1] ? Number(m[1]) : 280,
      rows: Number(/--cap: (\d+)/.exec(m[2])![1]),
      cols: /--cols: (\d+)/.exec(m[2])?.[1],
    }));
    expect(rules.map(({ minWidth, rows }) => ({ minWidth, rows }))).toEqual(captionRowRules());
    // Column changes sit exactly on the breakpoints.
    const colRules = rules.filter((r) => r.cols).map((r) => ({ minWidth: r.minWidth, cols: Number(r.cols) }));
    expect(colRules).toEqual(BREAKPOINTS.slice(1).map((b) => ({ minWidth: b.minWidth, cols: b.cols })));
  });

  it('uses the same rows-per-column constant as the layout math', () => {
    expect(css).toContain(`/ var(--cols) / ${ROWS_PER_COLUMN})`);
  });
});

describe('placeItems (CSS grid sparse auto-placement)', () => {
  const random = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };

  it('fills the first row left to right, then the shortest column', () => {
    const spans = [40, 20, 30, 10, 10];
    expect(placeItems(spans, 3)).toEqual([
      { col: 0, row: 0 },
      { col: 1, row: 0 },
      { col: 2, row: 0 },
      { col: 1, row: 20 },
      { col: 1, row: 30 },
    ]);
  });

  it.each([2, 3, 4, 5])('keeps reading order in %i columns: no card starts above the one before it', (cols) => {
    const rnd = random(cols);
    const spans = Array.from({ length: 200 }, () => mediaRows(1000, 450 + rnd() * 1500) + 10);
    const placed = placeItems(spans, cols);
    for (let i = 1; i < placed.length; i++) {
      const [a, b] = [placed[i - 1], placed[i]];
      expect(b.row > a.row || (b.row === a.row && b.col > a.col)).toBe(true);
    }
  });

  it.each([2, 3, 5])('wastes little space in %i columns (like a greedy masonry)', (cols) => {
    const rnd = random(100 + cols);
    const spans = Array.from({ length: 240 }, () => mediaRows(1000, 450 + rnd() * 1500) + 10);
    const placed = placeItems(spans, cols);
    const bottoms = new Array<number>(cols).fill(0);
    placed.forEach((p, i) => (bottoms[p.col] = Math.max(bottoms[p.col], p.row + spans[i])));
    const used = spans.reduce((a, b) => a + b, 0);
    const area = Math.max(...bottoms) * cols;
    expect(used / area).toBeGreaterThan(0.93);
  });
});
