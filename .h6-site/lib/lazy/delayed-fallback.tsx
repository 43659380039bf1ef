'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { LAZY_DELAY_MS } from './with-timeout';

/** Renders `children` only once `delay` ms have passed (SPEC §9 lazy-loader delay). */
export function DelayedFallback({ children, delay = LAZY_DELAY_MS }: { children: ReactNode; delay?: number }) {
  const [shown, setShown] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const t = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(t);
  }, [delay]);
  return shown ? <>{children}</> : null;
}
