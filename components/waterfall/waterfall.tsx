import type { ReactNode } from 'react';
import styles from './waterfall.module.css';
import { areaAttrs } from '@/components/tracking/server';

/** The masonry grid container (a list: its items are the cards, in reading order). */
export function Waterfall({ label, children, testId = 'waterfall' }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.wrap}>
      <ul className={styles.grid} aria-label={label} data-testid={testId} {...areaAttrs(label)}>
        {children}
      </ul>
    </div>
  );
}
