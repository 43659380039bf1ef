'use client';

import { useState } from 'react';

/**
 * What the visitor put into a server-rendered field before the page hydrated, or null when the
 * field still holds what the server sent. A slow phone shows the form seconds before its scripts
 * run, and hydration writes a controlled field's state back over it: a search type chosen and a
 * word typed in that time were lost. Read once, in the hydration render, which comes before React
 * commits; the caller then adopts the value as its state.
 */
export function useEarlyValue(id: string, serverValue: string): string | null {
  const [early] = useState(() => {
    if (typeof document === 'undefined') return null;
    const el = document.getElementById(id);
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)) return null;
    return el.value !== serverValue ? el.value : null;
  });
  return early;
}
