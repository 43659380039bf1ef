'use client';

import dynamic from 'next/dynamic';
import { useLoginCheckNow } from '@/components/login';
import { DelayedFallback, withChunkTimeout } from '@/lib/lazy';
import { PersonalSkeleton } from './personal-skeleton';

const PersonalView = dynamic(() => withChunkTimeout(import('./personal-view')), {
  ssr: false,
  loading: () => (
    <DelayedFallback>
      <PersonalSkeleton />
    </DelayedFallback>
  ),
});

/** Client-only: the page depends on the visitor's login, which only the browser can ask for. */
export function PersonalIsland() {
  // The check and the view's code are fetched side by side.
  useLoginCheckNow();
  return <PersonalView />;
}
