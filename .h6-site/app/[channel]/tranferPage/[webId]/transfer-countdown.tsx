'use client';

import { useEffect, useState } from 'react';

/**
 * Counts down and then leaves for `href`, which the server already vetted. Without
 * JavaScript the visitor uses the "继续访问" link instead.
 */
export function TransferCountdown({ href, seconds }: { href: string; seconds: number }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      window.location.assign(href);
      return;
    }
    const t = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(t);
  }, [left, href]);
  return (
    <p aria-live="polite" data-testid="transfer-countdown">
      {left > 0 ? `${left} 秒后自动跳转…` : '正在跳转…'}
    </p>
  );
}
