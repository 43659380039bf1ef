'use client';

import { useEffect } from 'react';
import { ErrorState } from '@/components/states/error-state';

/**
 * The safety net under the channel layout: a rendering bug in any screen shows this designed
 * screen inside the header and footer (never a bare 500 page), says so in Chinese, and offers
 * a retry of just the failed segment. Not indexed and never cached: it is not content
 * (`data-render-unavailable`, as in components/states/error-state.tsx).
 */
export default function ChannelError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // The digest links this screen to the server log line of the same failure.
    console.error('[page error]', error.digest ?? error.message);
  }, [error]);
  return (
    <div className="container" data-testid="page-error" data-render-unavailable="">
      <meta name="robots" content="noindex" />
      <h1 className="visually-hidden">页面出错了</h1>
      <ErrorState title="页面出错了" text={`这个页面暂时无法显示，请重试或返回首页。${error.digest ? `（错误编号：${error.digest}）` : ''}`} onRetry={reset} />
    </div>
  );
}
