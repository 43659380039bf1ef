'use client';

import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import type { LoginResult } from '@/lib/api/contract/account';
import { getPhoneUseStatus, loginByPsw } from './api';
import { dataOf } from '@/lib/api/load';
import { phoneError, PHONE_RE } from './validators';
import { loginOutcome, useLoginSubmit } from './use-login-submit';
import { ruleOf } from './phone-code-field';
import styles from './login-modal.module.css';

interface Values {
  phoneNo: string;
  password: string;
}

/** 密码登录, with a hint from GET /account/phoneUseStatus once the phone is complete. */
export function PasswordLoginForm({ onLogin, onForgot }: { onLogin: (login: LoginResult) => Promise<void>; onForgot: () => void }) {
  const [form] = Form.useForm<Values>();
  const { submitting, run } = useLoginSubmit(onLogin);
  const [hint, setHint] = useState<string | null>(null);

  const checkPhone = async () => {
    const phone = String(form.getFieldValue('phoneNo') ?? '').trim();
    if (!PHONE_RE.test(phone)) return setHint(null);
    const status = dataOf(await getPhoneUseStatus(phone));
    if (!status) return setHint(null);
    // The API tells only an account's own owner (null for anyone else: no registration oracle).
    if (status.registered === false) setHint('该手机号尚未注册，可使用验证码登录自动注册');
    else if (status.hasPassword === false) setHint('该账号尚未设置密码，可使用验证码登录或先设置密码');
    else setHint(null);
  };

  const submit = ({ phoneNo, password }: Values) => run(async () => loginOutcome(await loginByPsw({ phoneNo: phoneNo.trim(), password }), '登录失败，请稍后重试'));

  return (
    <Form form={form} name="password-login" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item name="phoneNo" label="手机号" rules={[ruleOf(phoneError)]}>
        <Input prefix="+86" maxLength={11} inputMode="numeric" autoComplete="username" placeholder="请输入手机号" onBlur={checkPhone} />
      </Form.Item>
      {hint && <p className={styles.hint} role="status">{hint}</p>}
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password maxLength={64} autoComplete="current-password" placeholder="请输入密码" />
      </Form.Item>
      <div className={styles.row}>
        <span />
        <button type="button" className={styles.linkButton} onClick={onForgot}>
          忘记密码 / 设置密码
        </button>
      </div>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
