'use client';

import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import type { LoginResult } from '@/lib/api/contract/account';
import { loginByVerifyCode } from './api';
import { messageOf } from '@/lib/api/load';
import { phoneError } from './validators';
import { useFeedback } from '@/hooks/use-feedback';
import { PhoneCodeField, ruleOf } from './phone-code-field';
import styles from './login-modal.module.css';

interface Values {
  phoneNo: string;
  code: string;
}

/** 验证码登录: phone + SMS code (slider first); unknown phones are registered. */
export function CodeLoginForm({ onLogin }: { onLogin: (login: LoginResult) => Promise<void> }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ phoneNo, code }: Values) => {
    setSubmitting(true);
    const res = await loginByVerifyCode({ phoneNo: phoneNo.trim(), code: code.trim() });
    if (res.ok) await onLogin(res.data);
    else void message.error(messageOf(res, '登录失败，请稍后重试'));
    setSubmitting(false);
  };

  return (
    <Form form={form} name="code-login" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item name="phoneNo" label="手机号" rules={[ruleOf(phoneError)]}>
        <Input prefix="+86" maxLength={11} inputMode="numeric" autoComplete="tel" placeholder="请输入手机号" />
      </Form.Item>
      <PhoneCodeField form={form} scene="login" idPrefix="code-login" />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        登录 / 注册
      </Button>
      <p className={styles.tip}>未注册的手机号验证后将自动注册</p>
    </Form>
  );
}
