'use client';

import { Button } from 'antd';
import { useAtomValue } from 'jotai';
import dynamic from 'next/dynamic';
import { AntdProvider } from '@/components/providers/antd-provider';
import { openLoginModal, loginStatusAtom, userInfoAtom, useLoginCheckNow } from '@/components/login';
import { withChunkTimeout } from '@/lib/lazy';
import { StatusResult } from '@/components/providers/status-result';
import styles from './report.module.css';

const ReportView = dynamic(() => withChunkTimeout(import('./report-view')), {
  ssr: false,
  loading: () => <div className={styles.chartSkeleton} aria-busy="true" aria-label="报告加载中" />,
});

/**
 * /editor/experiments: who may see the report is decided in the browser from the login check
 * (AccountInfo.editor), and again by the API (403 for anyone else). Visitors are asked to log
 * in, members who are not editors get a clear refusal; the report code loads for editors only.
 */
export function ReportIsland() {
  useLoginCheckNow();
  const status = useAtomValue(loginStatusAtom);
  const user = useAtomValue(userInfoAtom);
  if (status === 'checking') return <div className={styles.chartSkeleton} aria-busy="true" aria-label="正在确认登录状态" />;
  if (status !== 'user' || !user) {
    return (
      <AntdProvider>
        <StatusResult
          status="403"
          title="请先登录编辑账号"
          subTitle="实验报告仅对编辑开放，登录后即可查看。"
          extra={
            <Button type="primary" onClick={() => openLoginModal('password')}>
              登录
            </Button>
          }
          data-testid="report-login"
        />
      </AntdProvider>
    );
  }
  if (!user.editor) {
    return (
      <AntdProvider>
        <StatusResult status="403" title="没有查看权限" subTitle="实验报告仅对编辑开放。如需查看，请联系管理员开通编辑权限。" extra={<Button href="/">返回首页</Button>} data-testid="report-refused" />
      </AntdProvider>
    );
  }
  return (
    <AntdProvider>
      <ReportView accountId={user.accountId} />
    </AntdProvider>
  );
}
