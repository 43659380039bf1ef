'use client';

import { Button, Form, Input, Space } from 'antd';
import type { FormInstance } from 'antd';
import type { CodeScene } from '@/lib/api/contract/account';
import { codeError } from './validators';
import { useSmsCode, type UseSmsCodeOptions } from './use-sms-code';
import { useFeedback } from '@/hooks/use-feedback';
import { SliderCaptcha } from './slider-captcha';

/** antd rule from a "message or null" validator. */
export function ruleOf(check: (value: string) => string | null) {
  return { validator: (_: unknown, value: unknown) => (check(String(value ?? '')) ? Promise.reject(new Error(check(String(value ?? ''))!)) : Promise.resolve()) };
}

/**
 * The 验证码 row shared by code login and password setting: 获取验证码 validates the phone field,
 * runs the slider flow (the puzzle appears above this row) and sends the code.
 */
export function PhoneCodeField({
  form,
  scene,
  idPrefix,
  send,
  ownPhone = false,
}: {
  form: FormInstance;
  scene: CodeScene;
  idPrefix: string;
  send?: UseSmsCodeOptions['send'];
  /** No phone field: the code goes to the logged-in account's own phone (the API resolves it). */
  ownPhone?: boolean;
}) {
  const { message } = useFeedback();
  const sms = useSmsCode({
    scene,
    send,
    onError: (text) => void message.error(text),
    onSent: (r) => void message.success(`验证码已发送，${Math.round(r.expiresIn / 60)} 分钟内有效`),
  });
  const { slider } = sms;

  const getCode = async () => {
    if (ownPhone) {
      await sms.request('');
      return;
    }
    try {
      const { phoneNo } = (await form.validateFields(['phoneNo'])) as { phoneNo: string };
      await sms.request(phoneNo.trim());
    } catch {
      // The phone field shows its own error.
    }
  };

  const waiting = sms.countdown > 0;
  return (
    <>
      {slider.flow.visible && (
        <SliderCaptcha
          key={`${slider.flow.resets}:${slider.challenge?.sessionId ?? ''}`}
          challenge={slider.challenge}
          loading={slider.loading}
          checking={slider.busy}
          message={slider.message}
          onRelease={(x, ms) => void slider.release(x, ms)}
          onRefresh={() => void slider.refresh()}
        />
      )}
      <Form.Item label="验证码" htmlFor={`${idPrefix}-code`} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[ruleOf(codeError)]}>
            <Input id={`${idPrefix}-code`} maxLength={6} inputMode="numeric" autoComplete="one-time-code" placeholder="6 位数字验证码" />
          </Form.Item>
          <Button onClick={getCode} disabled={waiting || sms.sending} loading={sms.sending || slider.loading} style={{ width: 128 }}>
            {waiting ? `${sms.countdown} 秒后重发` : '获取验证码'}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
