'use client';

import { useSyncExternalStore } from 'react';
import { isPhone, PHONE_MEDIA_QUERY } from '@/lib/visitor/phone';

// matchMedia is missing in old engines and in jsdom: then only the user agent decides.
const media = (): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_MEDIA_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

function read(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  return isPhone({ narrow: media()?.matches ?? false, userAgent: nav.userAgent, uaMobile: nav.userAgentData?.mobile });
}

/** Whether this browser is a phone (lib/visitor/phone.ts), following a rotation or a resized window; false on the server. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
