'use client';

import { useEffect } from 'react';
import { initStorage } from '@/lib/storage';

/** Startup work of SPEC §4 that needs the browser: parse stored entries, drop broken ones. */
export function ClientBoot() {
  useEffect(() => {
    initStorage();
  }, []);
  return null;
}
