'use client';

import type { PictureObject } from '@/lib/api/contract/search';
import styles from './find-models.module.css';

/** The names a visitor tells apart: two sofas are 沙发 1 and 沙发 2. */
export function objectNames(objects: readonly PictureObject[]): Map<number, string> {
  const total = new Map<string, number>();
  for (const o of objects) total.set(o.label, (total.get(o.label) ?? 0) + 1);
  const seen = new Map<string, number>();
  return new Map(
    objects.map((o) => {
      const n = (seen.get(o.label) ?? 0) + 1;
      seen.set(o.label, n);
      return [o.id, total.get(o.label)! > 1 ? `${o.label} ${n}` : o.label];
    }),
  );
}

const pct = (f: number) => `${Math.round(f * 10000) / 100}%`;

/**
 * 找同款模型's outlines over the picture: one button per detected object, placed by the box's
 * fractions inside the viewer's frame (so they follow its zoom and pan). The chosen one is
 * pressed; a click or Enter chooses another.
 */
export function ObjectOutlines({ objects, chosenId, onChoose }: { objects: readonly PictureObject[]; chosenId: number | null; onChoose: (o: PictureObject) => void }) {
  const names = objectNames(objects);
  return (
    <div className={styles.outlines} data-testid="object-outlines">
      {objects.map((o) => (
        <button
          key={o.id}
          type="button"
          className={styles.outline}
          style={{ left: pct(o.box.x), top: pct(o.box.y), width: pct(o.box.w), height: pct(o.box.h) }}
          aria-pressed={o.id === chosenId}
          aria-label={`${names.get(o.id)}：找同款模型`}
          onClick={() => onChoose(o)}
          data-testid="object-outline"
          data-cls={o.cls}
        >
          <span className={styles.outlineLabel} aria-hidden="true">
            {names.get(o.id)}
          </span>
        </button>
      ))}
    </div>
  );
}
