'use client';

import { useEffect } from 'react';
import { startLoginCheck } from './login-check-start';

/**
 * For an island whose first screen depends on the account (/personal, the case upload, the
 * experiment report, a detail's download panel): the login check starts on its mount instead of
 * after the page's load (a no-op once it has answered).
 */
export function useLoginCheckNow(): void {
  useEffect(() => void startLoginCheck(), []);
}
