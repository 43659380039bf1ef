'use client';

import { Button } from 'antd';
import { openLoginModal } from './open-login';
import { AntdProvider } from '@/components/providers/antd-provider';
import { StatusResult } from '@/components/providers/status-result';

/**
 * A decorative person glyph. antd's own info icon is announced by its English icon name
 * ("exclamation-circle"); this one is hidden from assistive technology, the title says it all.
 */
function PersonGlyph() {
  return (
    <svg width="72" height="72" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" style={{ color: 'var(--ant-color-primary, #1677ff)' }}>
      <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.1 0-8 2.1-8 5.3V21h16v-1.7C20 16.1 16.1 14 12 14Z" />
    </svg>
  );
}

/** What a member-only screen shows a visitor: why to log in, and the login button (never an error). */
export function LoginPrompt({ title, subTitle, className }: { title: string; subTitle: string; className?: string }) {
  return (
    <AntdProvider>
      <StatusResult
        className={className}
        status="info"
        icon={<PersonGlyph />}
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
