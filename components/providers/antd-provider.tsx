'use client';

import { AntdRegistry } from '@ant-design/nextjs-registry';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';

const THEME = { token: { colorPrimary: '#c8431f', borderRadius: 8, fontSize: 14 } };

/**
 * antd for the account islands only (login modal, account modals, /personal): Chinese locale,
 * the site's brand colour, and App for context-aware message/modal calls. AntdRegistry collects
 * the CSS-in-JS styles of whatever antd renders during server rendering (the /personal frame)
 * into the HTML, so it arrives styled instead of flashing unstyled until hydration.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <AntdRegistry>
      <ConfigProvider locale={zhCN} theme={THEME}>
        <App component={false}>{children}</App>
      </ConfigProvider>
    </AntdRegistry>
  );
}
