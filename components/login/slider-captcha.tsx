'use client';

import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { SliderChallenge } from '@/lib/api/contract/account';
import styles from './slider-captcha.module.css';
import { OssImg } from '@/components/media/oss-img';

/** SPEC §9: the slider is 300 x 100; the smart slider (the drag track) is 42 high. */
export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 100;
export const SMART_SLIDER_HEIGHT = 42;
const HANDLE = 42;
const MAX_X = SLIDER_WIDTH - HANDLE;

interface SliderCaptchaProps {
  challenge: SliderChallenge | null;
  loading: boolean;
  /** A release is being judged: input is paused. */
  checking: boolean;
  message?: string;
  onRelease: (x: number, elapsedMs: number) => void;
  onRefresh: () => void;
}

const clamp = (x: number) => Math.max(0, Math.min(MAX_X, Math.round(x)));

/**
 * The slider puzzle: drag the handle (mouse, touch or pen) until the piece fills the gap, or
 * focus it and use the arrow keys (Shift for 10 px, Home/End) and Enter to confirm. The release
 * position goes to the server, which alone knows where the gap is. The parent keys it by the
 * flow's reset counter and the puzzle, so a reset (SPEC §4) remounts it with the handle at 0.
 */
export function SliderCaptcha({ challenge, loading, checking, message, onRelease, onRefresh }: SliderCaptchaProps) {
  const [x, setX] = useState(0);
  const drag = useRef<{ pointerX: number; startX: number; startedAt: number } | null>(null);
  const keyStartedAt = useRef<number | null>(null);
  const disabled = loading || checking || !challenge;

  const release = (at: number, startedAt: number) => onRelease(at, Math.round(performance.now() - startedAt));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { pointerX: e.clientX, startX: x, startedAt: performance.now() };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setX(clamp(drag.current.startX + e.clientX - drag.current.pointerX));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    drag.current = null;
    release(clamp(d.startX + e.clientX - d.pointerX), d.startedAt);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const step = e.shiftKey ? 10 : 1;
    const moves: Record<string, number> = { ArrowRight: x + step, ArrowUp: x + step, ArrowLeft: x - step, ArrowDown: x - step, Home: 0, End: MAX_X };
    if (e.key in moves) {
      e.preventDefault();
      keyStartedAt.current ??= performance.now();
      setX(clamp(moves[e.key]!));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      release(x, keyStartedAt.current ?? performance.now());
      keyStartedAt.current = null;
    }
  };

  return (
    <div className={styles.captcha} role="group" aria-label="安全验证" data-testid="slider-captcha">
      <div className={styles.puzzle} style={{ width: SLIDER_WIDTH, height: SLIDER_HEIGHT }} data-testid="slider-puzzle">
        {challenge?.background ? (
          <>
            <OssImg className={styles.bg} src={challenge.background} width={SLIDER_WIDTH} height={SLIDER_HEIGHT} alt="拼图：把下方滑块拖到缺口处" draggable={false} />
            <OssImg className={styles.piece} src={challenge.piece} alt="" draggable={false} style={{ top: challenge.pieceY, transform: `translateX(${x}px)` }} />
          </>
        ) : (
          <div className={styles.loading}>{loading ? '正在加载验证…' : '验证加载失败'}</div>
        )}
        <button type="button" className={styles.refresh} onClick={onRefresh} aria-label="换一张拼图" title="换一张" disabled={loading}>
          ↻
        </button>
      </div>
      <div className={styles.track} style={{ width: SLIDER_WIDTH, height: SMART_SLIDER_HEIGHT }} data-testid="smart-slider">
        <div className={styles.fill} style={{ width: x + HANDLE / 2 }} />
        <span className={styles.hint} aria-hidden="true">
          {checking ? '验证中…' : '向右拖动滑块完成拼图'}
        </span>
        <div
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label="拖动滑块完成拼图"
          aria-describedby="slider-captcha-help"
          aria-valuemin={0}
          aria-valuemax={MAX_X}
          aria-valuenow={x}
          aria-disabled={disabled}
          className={styles.handle}
          style={{ transform: `translateX(${x}px)` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={onKeyDown}
          data-testid="slider-handle"
        >
          ➜
        </div>
      </div>
      <p id="slider-captcha-help" className="visually-hidden">
        用左右方向键移动滑块，按回车确认
      </p>
      <p className={styles.status} role="status" aria-live="polite">
        {message ?? ''}
      </p>
    </div>
  );
}
