'use client';

import { Button, Form, Input } from 'antd';
import type { LoginResult } from '@/lib/api/contract/account';
import { loginByVerifyCode } from './api';
import { phoneError } from './validators';
import { loginOutcome, useLoginSubmit } from './use-login-submit';
import { PhoneCodeField, ruleOf } from './phone-code-field';
import styles from './login-modal.module.css';

interface Values {
  phoneNo: string;
  code: string;
}

/** 验证码登录: phone + SMS code (slider first); unknown phones are registered. */
export function CodeLoginForm({ onLogin }: { onLogin: (login: LoginResult) => Promise<void> }) {
  const [form] = Form.useForm<Values>();
  const { submitting, run } = useLoginSubmit(onLogin);
  const submit = ({ phoneNo, code }: Values) => run(async () => loginOutcome(await loginByVerifyCode({ phoneNo: phoneNo.trim(), code: code.trim() }), '登录失败，请稍后重试'));

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
