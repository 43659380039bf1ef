'use client';

import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { modifyPassWord } from './api';
import { messageOf } from '@/lib/api/load';
import { deviceUuid } from '@/lib/visitor/device-uuid';
import { newPasswordError, phoneError } from './validators';
import { useFeedback } from '@/hooks/use-feedback';
import { PhoneCodeField, ruleOf } from './phone-code-field';
import styles from './login-modal.module.css';

interface Values {
  phoneNo?: string;
  code: string;
  password: string;
  confirm: string;
}

/**
 * 设置 / 修改密码 with an SMS code of scene "password" (GET /login/modifyPassWord). Other
 * sessions and other devices' automatic logins end when it succeeds. A logged-in account
 * (`ownPhone`: its masked phone) is not asked for its phone: the API sends the code to the
 * account's own phone, and this session stays logged in, so there is no way back to a login.
 */
export function ModifyPasswordForm({ onDone, onBack, ownPhone }: { onDone: () => void; onBack?: () => void; ownPhone?: string }) {
  const { message, notification } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const own = ownPhone !== undefined;

  const submit = async ({ phoneNo, code, password }: Values) => {
    setSubmitting(true);
    const res = await modifyPassWord({ ...(own ? {} : { phoneNo: phoneNo?.trim() }), code: code.trim(), password, deviceId: deviceUuid() ?? undefined });
    setSubmitting(false);
    if (!res.ok) {
      void message.error(messageOf(res, '密码设置失败，请稍后重试'));
      return;
    }
    if (own) notification.success({ title: '密码已修改', description: '下次可使用新密码登录；其他设备上的登录已退出。' });
    else void message.success('密码已设置，请使用新密码登录');
    onDone();
  };

  return (
    <Form form={form} name="modify-password" layout="vertical" requiredMark={false} onFinish={submit}>
      {own ? (
        <p className={styles.ownPhone}>
          验证码将发送至账号绑定的手机 <strong>{ownPhone}</strong>
        </p>
      ) : (
        <Form.Item name="phoneNo" label="手机号" rules={[ruleOf(phoneError)]}>
          <Input prefix="+86" maxLength={11} inputMode="numeric" autoComplete="username" placeholder="请输入已注册的手机号" />
        </Form.Item>
      )}
      <PhoneCodeField form={form} scene="password" idPrefix="modify-password" ownPhone={own} />
      <Form.Item name="password" label="新密码" rules={[ruleOf(newPasswordError)]} extra="8-20 位，需同时包含字母和数字">
        <Input.Password maxLength={20} autoComplete="new-password" placeholder="请输入新密码" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认新密码"
        dependencies={['password']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_, v) => (v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致'))),
          }),
        ]}
      >
        <Input.Password maxLength={20} autoComplete="new-password" placeholder="请再次输入新密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        确认设置
      </Button>
      {onBack && (
        <p className={styles.tip}>
          <button type="button" className={styles.linkButton} onClick={onBack}>
            返回登录
          </button>
        </p>
      )}
    </Form>
  );
}
