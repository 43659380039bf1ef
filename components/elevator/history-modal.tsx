'use client';

import { useState, type RefObject } from 'react';
import type { HistoryItem } from '@/lib/storage/keys';
import { clearHistory, readHistory } from '@/lib/history/history-list';
import { ModalDialog } from '@/components/dialog/modal-dialog';
import { TimeAgo } from '@/components/content/time-ago';
import styles from './history-modal.module.css';
import { OssImg } from '@/components/media/oss-img';

/** Recently viewed items (local storage historyList): loaded with the modal on its first opening. */
export default function HistoryModal({ open, onClose, returnFocus }: { open: boolean; onClose: () => void; returnFocus: RefObject<HTMLElement | null> }) {
  const [items, setItems] = useState<HistoryItem[]>(() => readHistory());
  const [lastOpen, setLastOpen] = useState(open);
  // Re-read on every opening: other tabs and pages add to the list meanwhile.
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) setItems(readHistory());
  }

  const footer =
    items.length > 0 ? (
      <button
        type="button"
        className={styles.clear}
        onClick={() => {
          clearHistory();
          setItems([]);
        }}
      >
        清空记录
      </button>
    ) : null;

  return (
    <ModalDialog open={open} onClose={onClose} title="最近浏览" returnFocus={returnFocus} footer={footer}>
      {items.length === 0 ? (
        <p className={styles.none} data-testid="history-empty">
          还没有浏览记录。看过的案例、模型和灵感会出现在这里。
        </p>
      ) : (
        <ul className={styles.history} data-testid="history-list">
          {items.map((h) => (
            <li key={`${h.kind ?? ''}-${h.id}`}>
              <a href={h.url ?? '/'} className={styles.entry}>
                {h.cover && /^https?:\/\//.test(h.cover) ? <OssImg src={h.cover} alt="" width={64} height={48} loading="lazy" /> : <span className={styles.noCover} aria-hidden="true" />}
                <span className={styles.entryText}>
                  <span className={styles.entryTitle}>{h.title || `#${h.id}`}</span>
                  {typeof h.at === 'number' && <TimeAgo ms={h.at} style="viewed" className={styles.entryTime} />}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
