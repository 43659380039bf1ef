'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './elevator.module.css';

// The modal's code loads on the first opening only.
const HistoryModal = dynamic(() => import('./history-modal'), { ssr: false });

/** Scrolled this far one way (px) before the elevator tucks away or comes back. */
const TUCK_AFTER_PX = 24;
/** Near the top it always shows: nothing below it has been reached yet. */
const SHOW_ABOVE_PX = 200;

/** The floating "elevator": back to top, and the recently-viewed modal (SPEC §2 shared pieces). */
export function Elevator() {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  // Reading down a page, the stack steps aside (on phones only, by CSS: there it covers the cards'
  // collect hearts on the right); scrolling back up, the way to the top, brings it back.
  const [tucked, setTucked] = useState(false);
  const historyButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let turnY = window.scrollY;
    let lastY = turnY;
    const onScroll = () => {
      const y = window.scrollY;
      setScrolled(y > 600);
      // The point where the direction last changed: a small jitter either way does nothing.
      if ((y > lastY) !== (lastY > turnY)) turnY = lastY;
      lastY = y;
      if (y < SHOW_ABOVE_PX) setTucked(false);
      else if (y - turnY > TUCK_AFTER_PX) setTucked(true);
      else if (turnY - y > TUCK_AFTER_PX) setTucked(false);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const close = useCallback(() => setOpen(false), []);

  return (
    <div className={styles.stack} data-testid="elevator" data-tucked={(tucked && !open) || undefined}>
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
