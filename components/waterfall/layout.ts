/**
 * Masonry by CSS grid: every card is one grid item in reading order, spanning a number of
 * small rows computed from the image's known width and height, so the DOM, the tab order and
 * screen readers follow the visual order and each box is sized before any image loads (CLS 0).
 *
 * The row unit is a fixed fraction of the column width (1/ROWS_PER_COLUMN of it, in container
 * query units), so the image part of a card spans the same number of rows at every viewport
 * width. Only the caption (fixed pixels) needs rows that depend on the column width: the CSS
 * sets them per container width range, from captionRowRules() below.
 */

/** Rows per column width: the vertical resolution of the layout (row ≈ 6-9 px). */
export const ROWS_PER_COLUMN = 30;
/** Image boxes are kept between 1:2.2 (wide) and 2:1 (tall); beyond that the picture is cropped. */
const MIN_RATIO = 0.45;
export const MAX_RATIO = 2;
/** Pixels the caption block needs (title, meta line) plus the vertical gap below the card. */
export const CAPTION_PX = 74;

/** Column count and gap for a container width, as the CSS declares them. */
export const BREAKPOINTS = [
  { minWidth: 0, cols: 2, gap: 12 },
  { minWidth: 560, cols: 3, gap: 12 },
  { minWidth: 820, cols: 4, gap: 16 },
  { minWidth: 1080, cols: 5, gap: 16 },
] as const;

/** Rows the image of a `width` × `height` picture spans; invalid sizes (SPEC §5) get a square. */
export function mediaRows(width: number, height: number): number {
  const valid = Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0;
  const ratio = valid ? Math.min(MAX_RATIO, Math.max(MIN_RATIO, height / width)) : 1;
  return Math.max(1, Math.round(ratio * ROWS_PER_COLUMN));
}

export function gridAt(containerWidth: number): { cols: number; gap: number } {
  let bp: (typeof BREAKPOINTS)[number] = BREAKPOINTS[0];
  for (const b of BREAKPOINTS) if (containerWidth >= b.minWidth) bp = b;
  return { cols: bp.cols, gap: bp.gap };
}

export function columnWidth(containerWidth: number): number {
  const { cols, gap } = gridAt(containerWidth);
  return (containerWidth - (cols - 1) * gap) / cols;
}

/** Caption rows needed at a container width: enough rows of (column width / ROWS_PER_COLUMN) px. */
export function captionRows(containerWidth: number): number {
  const row = columnWidth(containerWidth) / ROWS_PER_COLUMN;
  return Math.ceil(CAPTION_PX / row - 1e-9);
}

interface CaptionRule {
  /** Container width from which this rule applies (inclusive). */
  minWidth: number;
  rows: number;
}

/**
 * The container-width ranges with a constant caption row count, from `from` px up to `to` px:
 * the source of the @container rules in waterfall.module.css (a unit test keeps the two equal).
 */
export function captionRowRules(from = 280, to = 1400): CaptionRule[] {
  const rules: CaptionRule[] = [];
  for (let w = from; w <= to; w++) {
    const rows = captionRows(w);
    if (!rules.length || rules[rules.length - 1].rows !== rows) rules.push({ minWidth: w, rows });
  }
  return rules;
}

interface Placement {
  col: number;
  row: number;
}

/**
 * Where CSS grid's sparse auto-placement puts single-column items spanning `spans` rows: the
 * cursor only moves forward, so item k never sits above item k-1 — the visual order is the
 * DOM order. Used by the tests to check reading order and how much space the layout wastes.
 */
export function placeItems(spans: readonly number[], cols: number): Placement[] {
  const bottom = new Array<number>(cols).fill(0);
  let row = 0;
  let col = -1;
  return spans.map((span) => {
    let found = -1;
    for (let c = col + 1; c < cols; c++) if (bottom[c] <= row) { found = c; break; }
    if (found === -1) {
      // Next row where any column is free: the lowest bottom after the cursor row.
      row = Math.max(row + 1, Math.min(...bottom));
      found = bottom.findIndex((b) => b <= row);
    }
    col = found;
    bottom[found] = row + Math.max(1, span);
    return { col: found, row };
  });
}
