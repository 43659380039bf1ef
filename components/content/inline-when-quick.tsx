import { Suspense, type ReactNode } from 'react';
import { settledWithin } from '@/lib/lazy/with-timeout';
import { INLINE_WAIT_MS } from '@/lib/policy';

/**
 * A secondary block (server-rendered `children` that await `wait`) in the page itself when `wait`
 * settles within INLINE_WAIT_MS, else streamed behind `fallback` (issue 40). A block streamed after
 * the shell arrives as hidden HTML at the end of the document that script moves into place over
 * its skeleton: two layouts of the same content on a phone, and nothing for a reader without
 * script. Usually the call has answered by then; a hung one still holds the page at most that long.
 */
export async function InlineWhenQuick({ wait, fallback, children }: { wait: Promise<unknown>; fallback: ReactNode; children: ReactNode }) {
  if (await settledWithin(wait, INLINE_WAIT_MS)) return children;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
