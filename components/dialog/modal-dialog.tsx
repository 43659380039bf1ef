'use client';

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import styles from './modal-dialog.module.css';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Where focus goes back after closing (the opener); the browser's own restore is the fallback. */
  returnFocus?: RefObject<HTMLElement | null>;
  footer?: ReactNode;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert, traps Tab and
 * closes on Escape (the 'cancel' event); a click on the backdrop closes too. Small, no antd.
 */
export function ModalDialog({ open, onClose, title, children, returnFocus, footer }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      onClose();
      returnFocus?.current?.focus();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [onClose, returnFocus]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClick={(e) => {
        // The dialog element itself is only hit on its backdrop (content fills the box).
        if (e.target === e.currentTarget) ref.current?.close();
      }}
    >
      <div className={styles.box}>
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => ref.current?.close()} aria-label="关闭">
            ×
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.foot}>{footer}</footer>}
      </div>
    </dialog>
  );
}
