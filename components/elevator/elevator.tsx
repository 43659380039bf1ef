'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './elevator.module.css';

// The modal's code loads on the first opening only.
const HistoryModal = dynamic(() => import('./history-modal'), { ssr: false });

/** Scrolled this far one way (px) before the elevator comes out or tucks away (narrow screens). */
const TUCK_AFTER_PX = 24;
/** Out this long after the last scroll up or tap, then tucked again. */
const OUT_FOR_MS = 3000;
/** Screens with no room for it beside the page (elevator.module.css). */
const NO_ROOM_QUERY = '(max-width: 1511px)';

/**
 * The floating "elevator": back to top, and the recently-viewed modal (SPEC §2 shared pieces). It
 * never covers content: on a screen wide enough it sits in the margin beside the page; on a
 * narrower one (a phone, a 1366 px laptop) it rests as a thin tab at the screen's edge (inside the
 * page's padding) and comes out on hover, while scrolling back up, on a tap on the tab, or on
 * keyboard focus, tucking again a few seconds later.
 */
export function Elevator() {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const [tucked, setTucked] = useState(true);
  const historyButton = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pointer = useRef('');

  /** Out now, tucked again after OUT_FOR_MS. */
  const comeOut = useCallback(() => {
    setTucked(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTucked(true), OUT_FOR_MS);
  }, []);

  useEffect(() => {
    let turnY = window.scrollY;
    let lastY = turnY;
    const onScroll = () => {
      const y = window.scrollY;
      setScrolled(y > 600);
      // The point where the direction last changed: a small jitter either way does nothing.
      if ((y > lastY) !== (lastY > turnY)) turnY = lastY;
      lastY = y;
      if (y - turnY > TUCK_AFTER_PX) {
        clearTimeout(timer.current);
        setTucked(true);
      } else if (turnY - y > TUCK_AFTER_PX) comeOut();
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer.current);
    };
  }, [comeOut]);

  const close = useCallback(() => setOpen(false), []);

  return (
    <div
      className={styles.stack}
      data-testid="elevator"
      data-tucked={(tucked && !open) || undefined}
      // A tap on the tucked tab brings the stack out instead of pressing the button under the
      // finger (a mouse has brought it out by hovering already: its click goes through).
      onPointerDownCapture={(e) => {
        pointer.current = e.pointerType;
      }}
      onClickCapture={(e) => {
        if (!tucked || open || e.detail === 0 || pointer.current === 'mouse' || !window.matchMedia?.(NO_ROOM_QUERY).matches) return;
        e.preventDefault();
        e.stopPropagation();
        comeOut();
      }}
    >
      <button
        ref={historyButton}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label="浏览记录"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
          <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className={styles.label} aria-hidden="true">浏览记录</span>
      </button>
      <button
        type="button"
        className={styles.button}
        data-hidden={!scrolled || undefined}
        aria-label="回到顶部"
        onClick={() => {
          const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
          <path d="M6 14l6-6 6 6M6 5h12" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className={styles.label} aria-hidden="true">回到顶部</span>
      </button>
      {opened && <HistoryModal open={open} onClose={close} returnFocus={historyButton} />}
    </div>
  );
}
