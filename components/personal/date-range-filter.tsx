'use client';

import { useId } from 'react';
import { dayRangeError, type DayRange } from '@/lib/validation/date-range';
import styles from './personal.module.css';

export const EMPTY_DAY_RANGE: DayRange = { start: '', end: '' };

/**
 * 按日期筛选: two native date fields (the phone's own picker) with SPEC §5's before/after check
 * shown at the field; the list filters with the date-range check (`withinDays`).
 */
export function DateRangeFilter({ label, value, onChange, max }: { label: string; value: DayRange; onChange: (range: DayRange) => void; max: string }) {
  const id = useId();
  const error = dayRangeError(value);
  return (
    <div className={styles.dateFilter} role="group" aria-label={label}>
      <label htmlFor={`${id}-start`}>从</label>
      <input id={`${id}-start`} type="date" value={value.start} max={max} onChange={(e) => onChange({ ...value, start: e.target.value })} />
      <label htmlFor={`${id}-end`}>至</label>
      <input
        id={`${id}-end`}
        type="date"
        value={value.end}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange({ ...value, end: e.target.value })}
      />
      {(value.start || value.end) && (
        <button type="button" className={styles.linkButton} onClick={() => onChange(EMPTY_DAY_RANGE)}>
          清除
        </button>
      )}
      {error && (
        <span id={`${id}-error`} role="alert" className={styles.dateError}>
          {error}
        </span>
      )}
    </div>
  );
}
