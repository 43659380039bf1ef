'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from 'antd';
import type { ClassifyNode } from '@/lib/api/contract/classify';
import { useLoginCheckNow } from '@/components/login';
import { DelayedFallback, withChunkTimeout } from '@/lib/lazy';

const CaseUploadView = dynamic(() => withChunkTimeout(import('./case-upload-view')), {
  ssr: false,
  loading: () => (
    <DelayedFallback>
      <Skeleton active paragraph={{ rows: 10 }} />
    </DelayedFallback>
  ),
});

/** Client-only: the form depends on the login and on this browser's saved draft. */
export function CaseUploadIsland(props: { caseId: number; classify: ClassifyNode[] }) {
  // The check and the view's code are fetched side by side.
  useLoginCheckNow();
  return <CaseUploadView {...props} />;
}
