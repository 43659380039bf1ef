'use client';

import { useState } from 'react';

/** Becomes true once `flag` has been true, so a lazily loaded modal stays mounted for its close animation. */
export function useOnceTrue(flag: boolean): boolean {
  const [seen, setSeen] = useState(flag);
  if (flag && !seen) setSeen(true);
  return seen;
}
