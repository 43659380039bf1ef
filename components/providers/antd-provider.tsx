'use client';

import { AntdRegistry } from '@ant-design/nextjs-registry';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { QUIET_ICONS } from './quiet-icons';

const THEME = { token: { colorPrimary: '#c8431f', borderRadius: 8, fontSize: 14 } };
// The icons antd shows by default in these, without their English names (./quiet-icons.tsx).
const QUIET_DEFAULTS = {
  select: { suffixIcon: QUIET_ICONS.down },
  alert: { successIcon: QUIET_ICONS.success, infoIcon: QUIET_ICONS.info, warningIcon: QUIET_ICONS.warning, errorIcon: QUIET_ICONS.error },
  button: { loadingIcon: QUIET_ICONS.loading },
} as const;

/**
 * SPEC §9 feedback defaults, for every `useFeedback()` call: messages 1.5 s, 65 px from the top,
 * centred (below the 64 px header, so a 登录成功 never covers the channel badge); notifications
 * 4.5 s, top right, 24 px from the edges.
 */
export const MESSAGE_CONFIG = { duration: 1.5, top: 65 } as const;
export const NOTIFICATION_CONFIG = { duration: 4.5, placement: 'topRight', top: 24, bottom: 24 } as const;

/**
 * antd for the account islands only (login modal, account modals, /personal): Chinese locale,
 * the site's brand colour, and App for context-aware message/modal calls. AntdRegistry collects
 * the CSS-in-JS styles of whatever antd renders during server rendering (the /personal frame)
 * into the HTML, so it arrives styled instead of flashing unstyled until hydration.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <AntdRegistry>
      <ConfigProvider locale={zhCN} theme={THEME} {...QUIET_DEFAULTS}>
        <App component={false} message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG}>
          {children}
        </App>
      </ConfigProvider>
    </AntdRegistry>
  );
}
