'use client';

import { useEffect, useState } from 'react';
import { useExperiment } from '@/components/experiments';

/**
 * Counts down and then leaves for `href`, which the server already vetted. Without
 * JavaScript the visitor uses the "继续访问" link instead.
 *
 * The transfer experiment (transferCutUser, docs/experiments.md): group '1' leaves when the count
 * reaches 0; group '0' is held on this page — no automatic leaving, the visitor chooses 继续访问 or
 * the way back (both tracked links of the page's card: exposure and clicks). Until the group is
 * known (a visitor with no device id yet) the page does not leave.
 */
export function TransferCountdown({ href, seconds }: { href: string; seconds: number }) {
  const [left, setLeft] = useState(seconds);
  const group = useExperiment('transferCutUser');
  const hold = group === '0';
  useEffect(() => {
    if (hold) return;
    if (left <= 0) {
      if (group === '1') window.location.assign(href);
      return;
    }
    const t = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(t);
  }, [left, href, group, hold]);
  return (
    <p aria-live="polite" data-testid="transfer-countdown" data-transfer-variant={group === null ? undefined : hold ? 'hold' : 'auto'}>
      {hold ? '请确认后点击“继续访问”，或返回本站继续浏览。' : left > 0 ? `${left} 秒后自动跳转…` : '正在跳转…'}
    </p>
  );
}
