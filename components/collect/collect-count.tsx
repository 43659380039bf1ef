'use client';

import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatCount } from '@/lib/content/format';
import { collectedAtom } from './state';

/**
 * An item's 收藏 count as the page was cached, moved by this member's own collect or uncollect
 * since their state was first known here (the cached page cannot know it; the API's count moves
 * the same way: +1 when the item enters the member's first folder, -1 when it leaves the last).
 * `format`: 'short' (1.2万, the aside's stats) or 'full' (12,345).
 */
export function CollectCount({ itemId, count, format = 'short' }: { itemId: number; count: number; format?: 'short' | 'full' }) {
  const folders = useAtomValue(collectedAtom)[itemId];
  const now = folders === undefined ? undefined : folders.length > 0;
  const [first, setFirst] = useState<boolean | undefined>(undefined);
  if (now !== undefined && first === undefined) setFirst(now);
  const delta = now === undefined || first === undefined ? 0 : Number(now) - Number(first);
  const n = Math.max(0, count + delta);
  return <span data-testid="collect-count">{format === 'short' ? formatCount(n) : n.toLocaleString('zh-CN')}</span>;
}
