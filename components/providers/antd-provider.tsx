'use client';

import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';

const THEME = { token: { colorPrimary: '#c8431f', borderRadius: 8, fontSize: 14 } };

/**
 * antd for the lazily loaded account islands only (login modal, account modals, /personal):
 * Chinese locale, the site's brand colour, and App for context-aware message/modal calls.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={THEME}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
