'use client';

import { Button, Form, Input } from 'antd';
import type { LoginResult } from '@/lib/api/contract/account';
import { ssoLogin } from './sso-login';
import { phoneError } from './validators';
import { useLoginSubmit } from './use-login-submit';
import { ruleOf } from './phone-code-field';
import styles from './login-modal.module.css';

interface Values {
  username: string;
  password: string;
}

/** 单点登录: the company account centre's credentials, through /cas/v1/tickets. */
export function TicketLoginForm({ onLogin }: { onLogin: (login: LoginResult) => Promise<void> }) {
  const { submitting, run } = useLoginSubmit(onLogin);
  const submit = ({ username, password }: Values) => run(() => ssoLogin(username.trim(), password));

  return (
    <Form name="sso-login" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item name="username" label="统一认证账号" rules={[ruleOf(phoneError)]} extra="使用账号中心的手机号登录，一次登录，各产品通用">
        <Input maxLength={11} inputMode="numeric" autoComplete="username" placeholder="请输入手机号" />
      </Form.Item>
      <Form.Item name="password" label="统一认证密码" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password maxLength={64} autoComplete="current-password" placeholder="请输入密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        单点登录
      </Button>
      <p className={styles.tip}>登录凭证由统一认证中心签发，本站不保存你的密码</p>
    </Form>
  );
}
