'use client';

import dynamic from 'next/dynamic';
import { withChunkTimeout } from '@/lib/lazy';
import { DelayedFallback } from '@/lib/lazy';
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
  return <PersonalView />;
}
