'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { getItem, setItem } from '@/lib/storage';
import { track, type TrackInput } from '@/components/tracking';
import { FindModelsPanel, ObjectOutlines, usePictureObjects } from '@/components/search';
import type { PictureObject } from '@/lib/api/contract/search';
import {
  clampPan,
  DOUBLE_ZOOM,
  fitSize,
  IDENTITY,
  keyAction,
  MAX_SCALE,
  MIN_SCALE,
  requestWidth,
  stepIndex,
  SWIPE_MIN_PX,
  viewerImageUrl,
  zoomAt,
  ZOOM_STEP,
  type Transform,
  type ViewerImage,
} from '@/lib/viewer/viewer-math';
import styles from './viewer.module.css';

export interface PictureViewerProps {
  images: ViewerImage[];
  startIndex: number;
  title: string;
  /** The item the pictures belong to (kind, doc_id) for the viewer's events. */
  track?: Pick<TrackInput, 'kind' | 'doc_id'>;
  /** Offer 找同款模型 (case and inspiration pictures): outline the objects, list their 3D/SU models. */
  findModels?: boolean;
  /** Open with 找同款模型 already on (the gallery's own 找同款模型 button). */
  startFinding?: boolean;
  onClose: () => void;
}

type Point = { x: number; y: number };
type Gesture =
  | { type: 'none' }
  | { type: 'drag'; start: Point; from: Transform; moved: boolean }
  | { type: 'pinch'; dist: number; mid: Point; from: Transform };

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';
const DOUBLE_TAP_MS = 300;

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * The full-screen picture viewer of the detail galleries: arrows, ←/→ and swipes switch; wheel,
 * pinch, the buttons, +/− and double click zoom (drag to move a zoomed picture); 高清大图 loads the
 * original size after a one-time tip (local storage hqEnlargeTipConfirmed, SPEC §3). A modal
 * dialog: focus kept inside, Esc closes, the counter is announced. Every picture's box is sized
 * from its known proportions before it loads, so nothing jumps.
 */
export default function PictureViewer({ images, startIndex, title, track: item = {}, findModels = false, startFinding = false, onClose }: PictureViewerProps) {
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startIndex), images.length - 1));
  const [t, setT] = useState<Transform>(IDENTITY);
  const [stage, setStage] = useState({ width: 0, height: 0 });
  const [dpr, setDpr] = useState(1);
  const [hq, setHq] = useState<ReadonlySet<number>>(new Set());
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [tip, setTip] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const hqRef = useRef<HTMLButtonElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>({ type: 'none' });
  const lastTap = useRef<{ at: number; p: Point } | null>(null);
  // Some browsers also fire dblclick for a double tap: the tap's toggle must not be undone by it.
  const tapToggledAt = useRef(-Infinity);
  const [finding, setFinding] = useState(findModels && startFinding);
  const [chosenId, setChosenId] = useState<number | null>(null);

  const img = images[index]!;
  const box = fitSize(img, stage);
  const count = images.length;
  const found = usePictureObjects(finding ? img.url : null);
  // The visitor's choice, else the first (the detector's most certain) object: one click to models.
  const chosen = found.objects?.find((o) => o.id === chosenId) ?? found.objects?.[0] ?? null;

  const toggleFinding = () => {
    if (!finding) track('similar_img', { ...item, area: 'find_models', index: index + 1 });
    setFinding(!finding);
  };
  const choose = (o: PictureObject) => {
    setChosenId(o.id);
    track('click', { ...item, area: 'find_models', index: o.id });
  };

  // The stage's size (the viewport minus the bars) and the screen's pixel ratio.
  useLayoutEffect(() => {
    const el = stageRef.current;
    if (!el) return;
    const measure = () => {
      setStage({ width: el.clientWidth, height: el.clientHeight });
      setDpr(window.devicePixelRatio || 1);
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Modal: the page underneath does not scroll; focus starts on 关闭.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      root.style.overflow = before;
    };
  }, []);

  const go = useCallback(
    (step: number, how: 'switch' | 'slide') => {
      const next = stepIndex(index, step, count);
      if (next === null) return;
      setIndex(next);
      setT(IDENTITY);
      setTip(false);
      setChosenId(null);
      track(how === 'slide' ? 'slide' : 'switch_img', { ...item, area: 'viewer', index: next + 1 });
    },
    [index, count, item],
  );

  const goTo = useCallback(
    (next: number) => {
      if (next === index) return;
      setIndex(next);
      setT(IDENTITY);
      setTip(false);
      setChosenId(null);
      track('switch_img', { ...item, area: 'viewer', index: next + 1 });
    },
    [index, item],
  );

  const zoomBy = useCallback(
    (factor: number, at: Point = { x: 0, y: 0 }) => setT((cur) => clampPan(zoomAt(cur, cur.scale * factor, at.x, at.y), box, stage)),
    [box, stage],
  );

  const startHq = useCallback(() => {
    setHq((s) => new Set(s).add(index));
    track('enlarge_img', { ...item, area: 'hq', index: index + 1 });
  }, [index, item]);

  // The tip's buttons vanish with it: focus goes back to the toolbar, not to the page's body.
  const closeTip = () => {
    setTip(false);
    (hqRef.current && !hqRef.current.disabled ? hqRef.current : closeRef.current)?.focus();
  };

  const askHq = () => {
    if (hq.has(index)) return;
    if (getItem('hqEnlargeTipConfirmed') === true) startHq();
    else setTip(true);
  };

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const el = stageRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      const at = { x: e.clientX - r.left - r.width / 2, y: e.clientY - r.top - r.height / 2 };
      zoomBy(Math.pow(ZOOM_STEP, -e.deltaY / 100), at);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomBy]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Tab') {
      // Focus trap: Tab and Shift+Tab cycle inside the dialog (and bring a lost focus back in).
      const items = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      if (!items.length) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const inside = dialog.current?.contains(document.activeElement);
      if (!inside || (e.shiftKey && document.activeElement === first)) {
        e.preventDefault();
        (e.shiftKey ? last : first).focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
      return;
    }
    const action = keyAction(e.key);
    if (!action) return;
    e.preventDefault();
    if (action === 'close') return tip ? closeTip() : onClose();
    if (action === 'prev') return go(-1, 'switch');
    if (action === 'next') return go(1, 'switch');
    if (action === 'first') return goTo(0);
    if (action === 'last') return goTo(count - 1);
    if (action === 'zoomIn') return zoomBy(ZOOM_STEP);
    if (action === 'zoomOut') return zoomBy(1 / ZOOM_STEP);
    setT(IDENTITY);
  };

  // The modal owns the keyboard while open, wherever the focus is (a click on the picture
  // leaves it on the page's body).
  const keyHandler = useRef(onKeyDown);
  useLayoutEffect(() => {
    keyHandler.current = onKeyDown;
  });
  useEffect(() => {
    const listen = (e: KeyboardEvent) => keyHandler.current(e);
    document.addEventListener('keydown', listen);
    return () => document.removeEventListener('keydown', listen);
  }, []);

  const local = (e: { clientX: number; clientY: number }): Point => {
    const r = stageRef.current!.getBoundingClientRect();
    return { x: e.clientX - r.left - r.width / 2, y: e.clientY - r.top - r.height / 2 };
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest('button')) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    // A primary pointer starts a new gesture: forget any pointer whose release was lost.
    if (e.isPrimary) pointers.current.clear();
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const ps = [...pointers.current.values()];
    if (ps.length === 2) {
      const mid = local({ clientX: (ps[0]!.x + ps[1]!.x) / 2, clientY: (ps[0]!.y + ps[1]!.y) / 2 });
      gesture.current = { type: 'pinch', dist: distance(ps[0]!, ps[1]!), mid, from: t };
    } else if (ps.length === 1) {
      gesture.current = { type: 'drag', start: { x: e.clientX, y: e.clientY }, from: t, moved: false };
    }
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const g = gesture.current;
    if (g.type === 'pinch') {
      const ps = [...pointers.current.values()];
      if (ps.length < 2 || g.dist <= 0) return;
      const scale = g.from.scale * (distance(ps[0]!, ps[1]!) / g.dist);
      setT(clampPan(zoomAt(g.from, scale, g.mid.x, g.mid.y), box, stage));
    } else if (g.type === 'drag') {
      const dx = e.clientX - g.start.x;
      const dy = e.clientY - g.start.y;
      if (Math.abs(dx) > 4 || Math.abs(dy) > 4) g.moved = true;
      if (g.from.scale > MIN_SCALE) setT(clampPan({ scale: g.from.scale, x: g.from.x + dx, y: g.from.y + dy }, box, stage));
    }
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.delete(e.pointerId);
    const g = gesture.current;
    if (g.type === 'pinch') {
      // One finger still down after a pinch: it does not become a swipe.
      gesture.current = { type: 'none' };
      return;
    }
    if (g.type !== 'drag') return;
    gesture.current = { type: 'none' };
    const dx = e.clientX - g.start.x;
    const dy = e.clientY - g.start.y;
    if (g.from.scale === MIN_SCALE && Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) {
      go(dx < 0 ? 1 : -1, 'slide');
      return;
    }
    // A double tap (touch and pen; a mouse has dblclick) toggles the zoom at that point.
    if (!g.moved && e.pointerType !== 'mouse') {
      const now = e.timeStamp;
      const p = { x: e.clientX, y: e.clientY };
      if (lastTap.current && now - lastTap.current.at < DOUBLE_TAP_MS && distance(p, lastTap.current.p) < 30) {
        lastTap.current = null;
        tapToggledAt.current = now;
        toggleZoom(local(e));
      } else lastTap.current = { at: now, p };
    }
  };

  const toggleZoom = (at: Point) => setT((cur) => (cur.scale > MIN_SCALE ? IDENTITY : clampPan(zoomAt(cur, DOUBLE_ZOOM, at.x, at.y), box, stage)));

  const width = requestWidth(box.width, dpr, img.width);
  const src = viewerImageUrl(img, width);
  const hqSrc = hq.has(index) ? viewerImageUrl(img, requestWidth(box.width, dpr, img.width, true), true) : null;
  const shown = hqSrc && loaded.has(hqSrc) ? hqSrc : src;
  const ready = loaded.has(src) || (hqSrc !== null && loaded.has(hqSrc));
  const broken = failed.has(src);
  const mark = (set: typeof setLoaded, url: string) => set((s) => (s.has(url) ? s : new Set(s).add(url)));

  return createPortal(
    <div ref={dialog} className={`${styles.viewer} ${finding ? styles.withPanel : ''}`} role="dialog" aria-modal="true" aria-label={`图片查看器：${title}`} aria-describedby="viewer-keys" data-testid="picture-viewer">
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite" data-testid="viewer-counter">
          {count > 1 ? `第 ${index + 1} 张，共 ${count} 张` : title}
        </p>
        <div className={styles.tools}>
          <button type="button" onClick={() => zoomBy(1 / ZOOM_STEP)} disabled={t.scale <= MIN_SCALE} aria-label="缩小">
            −
          </button>
          <span className={styles.scale} data-testid="viewer-scale">
            {Math.round(t.scale * 100)}%
          </span>
          <button type="button" onClick={() => zoomBy(ZOOM_STEP)} disabled={t.scale >= MAX_SCALE} aria-label="放大">
            +
          </button>
          <button type="button" onClick={() => setT(IDENTITY)} disabled={t.scale === MIN_SCALE} aria-label="还原大小" className={styles.reset}>
            1:1
          </button>
          {findModels && (
            <button type="button" onClick={toggleFinding} aria-pressed={finding} className={styles.find} data-testid="viewer-find-models">
              找同款模型
            </button>
          )}
          <button ref={hqRef} type="button" onClick={askHq} disabled={hq.has(index)} aria-pressed={hq.has(index)} data-testid="viewer-hq">
            {hq.has(index) ? (hqSrc && loaded.has(hqSrc) ? '已是高清' : '高清加载中…') : '高清大图'}
          </button>
          <button ref={closeRef} type="button" onClick={onClose} aria-label="关闭图片查看器" className={styles.close}>
            ×
          </button>
        </div>
      </div>

      <div
        ref={stageRef}
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={(e) => {
          // A double click on an outline (找同款模型) chooses it; it does not zoom.
          if ((e.target as Element).closest('button')) return;
          if (e.timeStamp - tapToggledAt.current > 500) toggleZoom(local(e));
        }}
        data-testid="viewer-stage"
      >
        {box.width > 0 && (
          <div className={styles.frame} style={{ width: box.width, height: box.height, transform: `translate(${t.x}px, ${t.y}px) scale(${t.scale})` }} data-testid="viewer-frame" data-scale={t.scale}>
            {/* eslint-disable-next-line @next/next/no-img-element -- sized OSS URL chosen for the screen (lib/image) */}
            <img
              key={src}
              src={src}
              alt={img.alt}
              width={box.width}
              height={box.height}
              draggable={false}
              onLoad={() => mark(setLoaded, src)}
              onError={() => mark(setFailed, src)}
              className={shown === src ? undefined : styles.under}
              data-testid="viewer-image"
            />
            {hqSrc && (
              // eslint-disable-next-line @next/next/no-img-element -- the original-size picture of the HQ enlarge
              <img key={hqSrc} src={hqSrc} alt="" aria-hidden="true" width={box.width} height={box.height} draggable={false} onLoad={() => mark(setLoaded, hqSrc)} className={loaded.has(hqSrc) ? styles.hq : styles.hqLoading} data-testid="viewer-hq-image" />
            )}
            {finding && found.objects && ready && <ObjectOutlines objects={found.objects} chosenId={chosen?.id ?? null} onChoose={choose} />}
          </div>
        )}
        {!ready && !broken && <p className={styles.loading}>图片加载中…</p>}
        {broken && (
          <p className={styles.loading} role="alert">
            图片加载失败，请检查网络后重试
          </p>
        )}
      </div>

      {count > 1 && (
        <>
          <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => go(-1, 'switch')} aria-label="上一张">
            ‹
          </button>
          <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => go(1, 'switch')} aria-label="下一张">
            ›
          </button>
        </>
      )}

      {finding && <FindModelsPanel img={img.url} objects={found.objects} error={found.error} loading={found.isLoading} retry={found.retry} chosen={chosen} onChoose={choose} onClose={() => setFinding(false)} />}

      {tip && (
        <div className={styles.tip} role="alertdialog" aria-labelledby="viewer-hq-tip" data-testid="viewer-hq-tip">
          <p id="viewer-hq-tip">高清大图是原始尺寸的图片，体积较大，加载会多用一些流量和时间。</p>
          <div className={styles.tipActions}>
            <button
              type="button"
              className={styles.primary}
              autoFocus
              onClick={() => {
                setItem('hqEnlargeTipConfirmed', true);
                startHq();
                setTip(false);
                closeRef.current?.focus();
              }}
            >
              知道了，查看高清图
            </button>
            <button type="button" onClick={closeTip}>
              取消
            </button>
          </div>
        </div>
      )}
      <p id="viewer-keys" className="visually-hidden">左右方向键切换图片，加号和减号缩放，Esc 关闭。</p>
    </div>,
    document.body,
  );
}
