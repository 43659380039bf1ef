'use client';

import { Button, Modal, Space } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import Link from 'next/link';
import { closeAccountModal, openAccountModal } from './modal-switch';
import { accountModalAtom, bannedModalAtom, mergeInfoAtom, userInfoAtom, vipInfoAtom } from './state';
import { AccountFacts, formatDate, VipFacts } from './account-summary';
import { AntdProvider } from '@/components/providers/antd-provider';

/** The VIP / personal modal (SPEC §4): switching its type while open closes it and reopens after 200 ms. */
function PersonalModal() {
  const state = useAtomValue(accountModalAtom);
  const user = useAtomValue(userInfoAtom);
  const vip = useAtomValue(vipInfoAtom);
  const merge = useAtomValue(mergeInfoAtom);
  if (!user) return null;
  const isVip = state.type === 'vip';
  return (
    <Modal
      open={state.open}
      title={isVip ? '会员权益' : '账号信息'}
      onCancel={closeAccountModal}
      destroyOnHidden
      footer={
        <Space>
          <Link href="/personal" onClick={closeAccountModal}>
            进入个人中心
          </Link>
          <Button onClick={() => openAccountModal(isVip ? 'account' : 'vip')}>{isVip ? '查看账号信息' : '查看会员权益'}</Button>
        </Space>
      }
    >
      {isVip ? <VipFacts vip={vip} /> : <AccountFacts user={user} merge={merge} />}
    </Modal>
  );
}

/** SPEC §6 banned user: told once per browser session what the restriction means. */
function BannedModal() {
  const [open, setOpen] = useAtom(bannedModalAtom);
  const user = useAtomValue(userInfoAtom);
  return (
    <Modal
      open={open && !!user?.banned}
      title="账号已被限制使用"
      onCancel={() => setOpen(false)}
      footer={
        <Button type="primary" onClick={() => setOpen(false)}>
          我知道了
        </Button>
      }
    >
      <p>原因：{user?.banReason ?? '违反社区规范'}</p>
      <p>限制至：{user?.bannedUntil ? formatDate(user.bannedUntil) : '另行通知'}</p>
      <p>限制期间可以浏览内容，暂不能下载、收藏与上传。如有疑问请联系客服。</p>
    </Modal>
  );
}

/** Loaded on first need (next/dynamic in the header island). */
export default function AccountModals() {
  return (
    <AntdProvider>
      <PersonalModal />
      <BannedModal />
    </AntdProvider>
  );
}
