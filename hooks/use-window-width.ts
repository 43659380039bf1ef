'use client';

import { useSyncExternalStore } from 'react';

/** SPEC §3/§9 UI flag: the window width, 1920 until the browser's is known (server render, hydration). */
export const DEFAULT_WINDOW_WIDTH = 1920;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's inner width, following resizes (a rotated phone, a narrowed desktop window). */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => DEFAULT_WINDOW_WIDTH,
  );
}
