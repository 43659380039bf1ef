'use client';

import { useEffect, useState } from 'react';
import { chinaDate } from '@/lib/time/china-clock';
import { hoursAgoLabel, JUST_UPDATED, relativeUpdateLabel } from '@/lib/time/labels';

type TimeAgoStyle = 'update' | 'hours' | 'viewed' | 'updated-at';

/**
 * 'viewed' (the history list): minutes while fresh, then the SPEC hours/days-ago label.
 * 'updated-at' (a sentence of its own): 刚刚更新, N分钟前更新, N小时前更新, else 更新于 {date}.
 */
function labelFor(style: TimeAgoStyle, ms: number): string {
  if (style === 'update') return relativeUpdateLabel(ms);
  if (style === 'updated-at') {
    const rel = relativeUpdateLabel(ms);
    return rel === '' || rel === JUST_UPDATED ? rel : `${rel}更新`;
  }
  if (style === 'viewed' && Date.now() - ms < 3_600_000) return relativeUpdateLabel(ms).replace(JUST_UPDATED, '刚刚');
  return hoursAgoLabel(ms);
}

/**
 * A SPEC §9 time label. Cached HTML cannot know "now", so the server writes the date and the
 * browser swaps in the relative label ('刚刚更新', 'N分钟前', 'N小时前', 'N天前') after mount;
 * past the labels' range the date stays.
 */
export function TimeAgo({ ms, style = 'update', className }: { ms: number; style?: TimeAgoStyle; className?: string }) {
  const [label, setLabel] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setLabel(labelFor(style, ms) || null);
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [ms, style]);
  const iso = Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
  return (
    <time dateTime={iso} className={className}>
      {label ?? (style === 'updated-at' ? `更新于 ${chinaDate(ms)}` : chinaDate(ms))}
    </time>
  );
}
