'use client';

import { Modal, Tabs } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { LoginResult } from '@/lib/api/contract/account';
import { completeLogin, refreshAccount } from './account-store';
import { loginModalAtom, loginStatusAtom, userInfoAtom, type LoginView } from './state';
import { SITE_NAME } from '@/lib/site';
import { AntdProvider } from '@/components/providers/antd-provider';
import { useFeedback } from '@/hooks/use-feedback';
import { CodeLoginForm } from './code-login-form';
import { ModifyPasswordForm } from './modify-password-form';
import { PasswordLoginForm } from './password-login-form';
import { QrLoginPanel } from './qr-login-panel';
import { TicketLoginForm } from './ticket-login-form';
import styles from './login-modal.module.css';

function LoginPanel() {
  const { message } = useFeedback();
  const [state, setState] = useAtom(loginModalAtom);
  const setView = (view: LoginView) => setState((s) => ({ ...s, view }));
  const status = useAtomValue(loginStatusAtom);
  const user = useAtomValue(userInfoAtom);

  const onLogin = useCallback(
    async (login: LoginResult) => {
      const result = await completeLogin(login);
      if (result.status === 'user') void message.success(login.isNew ? `注册成功，欢迎加入${SITE_NAME}` : '登录成功');
      // A newer login took over (a second submit): its own answer speaks.
      else if (result.reason === 'superseded') return;
      // The login itself succeeded; say what failed after it.
      else if (result.reason === 'unreachable') void message.error('登录成功，但暂时无法读取账号信息，请检查网络后刷新页面');
      else if (result.reason === 'disabled') void message.error('该账号已停用，如有疑问请联系客服');
      else void message.error('登录成功，但浏览器没有保存登录状态：请允许本站使用 Cookie 后重新登录');
    },
    [message],
  );

  if (state.view === 'modify' && status === 'user' && user?.phone) {
    // Logged in: the code goes to the account's own phone, and this session stays logged in.
    const verb = user.hasPassword ? '修改密码' : '设置密码';
    return (
      <>
        <div className={styles.head}>
          <h2>{verb}</h2>
          <p>通过手机验证码{verb}，其他设备上的登录会失效</p>
        </div>
        <ModifyPasswordForm
          ownPhone={user.phone}
          onDone={() => {
            void refreshAccount();
            setState((s) => ({ ...s, open: false }));
          }}
        />
      </>
    );
  }

  if (state.view === 'modify') {
    return (
      <>
        <div className={styles.head}>
          <h2>设置 / 找回密码</h2>
          <p>通过手机验证码设置新密码</p>
        </div>
        <ModifyPasswordForm onDone={() => setView('password')} onBack={() => setView('password')} />
      </>
    );
  }

  return (
    <>
      <div className={styles.head}>
        <h2>登录{SITE_NAME}</h2>
        <p>收藏案例、下载素材、享受会员权益</p>
      </div>
      <Tabs
        activeKey={state.view}
        onChange={(key) => setView(key as LoginView)}
        className={styles.tabs}
        centered
        items={[
          { key: 'code', label: '验证码登录', children: <CodeLoginForm onLogin={onLogin} /> },
          { key: 'password', label: '密码登录', children: <PasswordLoginForm onLogin={onLogin} onForgot={() => setView('modify')} /> },
          { key: 'qr', label: '扫码登录', children: <QrLoginPanel active={state.open && state.view === 'qr'} onLogin={onLogin} /> },
          { key: 'sso', label: '单点登录', children: <TicketLoginForm onLogin={onLogin} /> },
        ]}
      />
      <p className={styles.legal}>
        登录即表示同意
        <a href="/fusePage/agreement" target="_blank" rel="noopener">
          《用户协议》
        </a>
        与
        <a href="/fusePage/privacy" target="_blank" rel="noopener">
          《隐私政策》
        </a>
      </p>
    </>
  );
}

/** The login modal: loaded on first open (next/dynamic in the header island), every login way. */
export default function LoginModal() {
  const [state, setState] = useAtom(loginModalAtom);
  return (
    <AntdProvider>
      <Modal
        open={state.open}
        onCancel={() => setState((s) => ({ ...s, open: false }))}
        footer={null}
        width={440}
        centered
        destroyOnHidden
        mask={{ closable: false }}
        title={<span className="visually-hidden">登录</span>}
        aria-label="登录"
      >
        <LoginPanel />
      </Modal>
    </AntdProvider>
  );
}
