'use client';

import { Alert, Button, Form, Input, Skeleton } from 'antd';
import { useEffect } from 'react';
import type { MailingAddressInput } from '@/lib/api/contract/upload';
import { messageOf } from '@/lib/api/load';
import { chinaDate } from '@/lib/time';
import { saveAddress, useMailingAddress } from '@/components/upload';
import { useFeedback } from '@/hooks/use-feedback';
import styles from './personal.module.css';

/** The API's rules (lib/api/contract/upload.ts MailingAddressInput), checked before sending. */
const RULES = {
  name: [{ required: true, whitespace: true, message: '请填写收件人' }, { min: 2, max: 20, message: '收件人 2～20 个字' }],
  phone: [{ required: true, message: '请填写手机号' }, { pattern: /^1\d{10}$/, message: '请填写 11 位手机号' }],
  region: [{ required: true, whitespace: true, message: '请填写所在地区' }, { min: 2, max: 60, message: '所在地区 2～60 个字' }],
  detail: [{ required: true, whitespace: true, message: '请填写详细地址' }, { min: 5, max: 120, message: '详细地址 5～120 个字' }],
};

/** 收货地址: where the creator's rewards and printed certificates go (POST /api/homepage/saveAddress). */
export function AddressForm({ accountId }: { accountId: number }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<MailingAddressInput>();
  const { address, error, isLoading, reload, set } = useMailingAddress(accountId);

  useEffect(() => {
    if (address) form.setFieldsValue({ name: address.name, phone: address.phone, region: address.region, detail: address.detail });
  }, [address, form]);

  async function submit(values: MailingAddressInput) {
    const body = { name: values.name.trim(), phone: values.phone.trim(), region: values.region.trim(), detail: values.detail.trim() };
    const res = await saveAddress(body);
    if (!res.ok) {
      void message.error(messageOf(res, '保存失败，请稍后重试'));
      return;
    }
    set(res.data);
    void message.success('收货地址已保存');
  }

  return (
    <section className={styles.card} aria-labelledby="personal-address" id="address" data-testid="address-card">
      <h2 id="personal-address">收货地址</h2>
      <p className={styles.note}>用于寄送创作者奖励与证书，仅自己可见。{address ? `上次更新：${chinaDate(address.updatedAt)}` : ''}</p>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : (
        <>
          {error && (
            <Alert
              type="error"
              showIcon
              className={styles.alertGap}
              title={error.message}
              action={
                <Button size="small" onClick={reload}>
                  重试
                </Button>
              }
            />
          )}
          <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} data-testid="address-form">
            <div className={styles.formCols}>
              <Form.Item name="name" label="收件人" rules={RULES.name}>
                <Input maxLength={20} autoComplete="name" />
              </Form.Item>
              <Form.Item name="phone" label="手机号" rules={RULES.phone}>
                <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
              </Form.Item>
            </div>
            <Form.Item name="region" label="所在地区" rules={RULES.region}>
              <Input maxLength={60} placeholder="例如：浙江省 杭州市 西湖区" autoComplete="address-level1" />
            </Form.Item>
            <Form.Item name="detail" label="详细地址" rules={RULES.detail}>
              <Input.TextArea maxLength={120} autoSize={{ minRows: 2, maxRows: 4 }} placeholder="街道、门牌号" autoComplete="street-address" />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              保存地址
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
