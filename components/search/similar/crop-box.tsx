'use client';

import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { CropBox as Crop } from '@/lib/api/contract/search';
import styles from './similar.module.css';

const MIN = 0.08;
const STEP = 0.02;

export function clampCrop(c: Crop): Crop {
  const w = Math.min(1, Math.max(MIN, c.w));
  const h = Math.min(1, Math.max(MIN, c.h));
  return { x: Math.min(1 - w, Math.max(0, c.x)), y: Math.min(1 - h, Math.max(0, c.y)), w, h };
}

/** Arrow keys move the box, Shift+arrows resize it (2% per press). */
export function cropByKey(c: Crop, key: string, resize: boolean): Crop | null {
  const d = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] }[key];
  if (!d) return null;
  return clampCrop(resize ? { ...c, w: c.w + d[0]!, h: c.h + d[1]! } : { ...c, x: c.x + d[0]!, y: c.y + d[1]! });
}

/**
 * The crop box over the preview: drag to move, drag the corner to resize; focusable, with the
 * keyboard doing the same (arrows move, Shift+arrows resize, Enter searches the region).
 */
export function CropBox({ crop, onChange, onCommit }: { crop: Crop; onChange: (c: Crop) => void; onCommit: () => void }) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ mode: 'move' | 'resize'; x: number; y: number; start: Crop } | null>(null);

  const begin = (e: PointerEvent<HTMLElement>, mode: 'move' | 'resize') => {
    e.preventDefault();
    e.stopPropagation();
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    drag.current = { mode, x: e.clientX, y: e.clientY, start: crop };
  };
  const move = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    const rect = frame.current?.getBoundingClientRect();
    if (!d || !rect?.width || !rect.height) return;
    const dx = (e.clientX - d.x) / rect.width;
    const dy = (e.clientY - d.y) / rect.height;
    onChange(clampCrop(d.mode === 'move' ? { ...d.start, x: d.start.x + dx, y: d.start.y + dy } : { ...d.start, w: d.start.w + dx, h: d.start.h + dy }));
  };
  const end = () => {
    if (drag.current) onCommit();
    drag.current = null;
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onCommit();
      return;
    }
    const next = cropByKey(crop, e.key, e.shiftKey);
    if (next) {
      e.preventDefault();
      onChange(next);
    }
  };
  const pct = (n: number) => `${(n * 100).toFixed(2)}%`;
  return (
    <div ref={frame} className={styles.cropFrame}>
      <div
        className={styles.crop}
        role="group"
        tabIndex={0}
        aria-label={`框选区域：左 ${Math.round(crop.x * 100)}%，上 ${Math.round(crop.y * 100)}%，宽 ${Math.round(crop.w * 100)}%，高 ${Math.round(crop.h * 100)}%。方向键移动，Shift+方向键调整大小，回车搜索此区域`}
        data-testid="crop-box"
        style={{ left: pct(crop.x), top: pct(crop.y), width: pct(crop.w), height: pct(crop.h) }}
        onPointerDown={(e) => begin(e, 'move')}
        onPointerMove={move}
        onPointerUp={end}
        onKeyDown={onKey}
      >
        <span className={styles.handle} onPointerDown={(e) => begin(e, 'resize')} onPointerMove={move} onPointerUp={end} aria-hidden="true" />
      </div>
    </div>
  );
}
