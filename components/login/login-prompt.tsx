'use client';

import { Button, Result } from 'antd';
import { openLoginModal } from '@/lib/login/account-store';
import { AntdProvider } from '@/components/providers/antd-provider';

/** What a member-only screen shows a visitor: why to log in, and the login button (never an error). */
export function LoginPrompt({ title, subTitle, className }: { title: string; subTitle: string; className?: string }) {
  return (
    <AntdProvider>
      <Result
        className={className}
        status="info"
        title={title}
        subTitle={subTitle}
        extra={
          <Button type="primary" size="large" onClick={() => openLoginModal('code')}>
            登录 / 注册
          </Button>
        }
      />
    </AntdProvider>
  );
}
