'use client';

import { Alert, Button } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { AccountFacts, VipFacts, LoginPrompt, isBindWxMp, openLoginModal, logout, loginStatusAtom, mergeInfoAtom, roleAtom, userInfoAtom, vipInfoAtom } from '@/components/login';
import { AntdProvider } from '@/components/providers/antd-provider';
import { dataOf } from '@/lib/api/load';
import { openCheckout, rightsVersionAtom } from '@/components/checkout';
import { deviceUuid } from '@/lib/visitor/device-uuid';
import { useServerTime } from '@/hooks/use-server-time';
import { UploadActivityBanner } from '@/components/upload';
import { AddressForm } from './address-form';
import { CollectionList } from './collections';
import { FollowedDesigners } from './followed-designers';
import { CreatorCentre } from './creator-centre';
import { GatherTasks } from './gather-tasks';
import { MyUploads } from './my-uploads';
import { DeviceList } from './device-list';
import { DownloadHistoryList } from './download-history';
import { OrderList } from './order-list';
import { PersonalSkeleton } from './personal-skeleton';
import styles from './personal.module.css';

const ROLE_LABELS = { visitor: '访客', user: '普通用户', vip: 'VIP 会员', banned: '受限用户' } as const;

/** /personal: the account, VIP state and rights; visitors get a login prompt, never an error. */
export default function PersonalView() {
  const status = useAtomValue(loginStatusAtom);
  const user = useAtomValue(userInfoAtom);
  const vip = useAtomValue(vipInfoAtom);
  const merge = useAtomValue(mergeInfoAtom);
  const role = useAtomValue(roleAtom);
  const [wxBound, setWxBound] = useState<boolean | null>(null);
  const [leaving, setLeaving] = useState(false);
  const version = useAtomValue(rightsVersionAtom);
  const { now } = useServerTime();
  const accountId = user?.accountId;

  useEffect(() => {
    if (!accountId) return;
    let live = true;
    void isBindWxMp(deviceUuid()).then((r) => {
      if (live) setWxBound(dataOf(r)?.bind ?? null);
    });
    return () => {
      live = false;
    };
  }, [accountId]);

  if (status === 'checking') return <PersonalSkeleton />;

  if (status !== 'user' || !user) {
    return <LoginPrompt className={styles.prompt} title="登录后查看个人中心" subTitle="登录即可查看账号信息、会员状态与权益，收藏和下载记录也会同步到账号。" />;
  }

  return (
    <AntdProvider>
      {user.banned && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="账号已被限制使用"
          description={`原因：${user.banReason ?? '违反社区规范'}。限制期间可以浏览内容，暂不能下载、收藏与上传。`}
        />
      )}
      {!user.banned && <UploadActivityBanner />}
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="personal-account">
          <div className={styles.profile}>
            <span className={styles.avatar} aria-hidden="true">
              {user.nickname.slice(0, 1)}
            </span>
            <div>
              <strong id="personal-account">{user.nickname}</strong>
              <p>身份：{ROLE_LABELS[role]}</p>
            </div>
          </div>
          <AccountFacts user={user} merge={merge} wxBound={wxBound} />
          <div className={styles.actions}>
            <Button onClick={() => openLoginModal('modify')}>{user.hasPassword ? '修改密码' : '设置密码'}</Button>
            <Button
              danger
              loading={leaving}
              onClick={() => {
                setLeaving(true);
                void logout();
              }}
            >
              退出登录
            </Button>
          </div>
        </section>
        <section className={styles.card} aria-labelledby="personal-vip">
          <h2 id="personal-vip">会员状态与权益</h2>
          <VipFacts vip={vip} now={now()} />
          <div className={styles.actions}>
            <Button type="primary" onClick={() => openCheckout()}>
              {vip?.caseAccountInfo.vipStatus === 1 ? '续费会员' : '开通会员'}
            </Button>
          </div>
        </section>
        <CreatorCentre accountId={user.accountId} />
        <MyUploads accountId={user.accountId} />
        <GatherTasks accountId={user.accountId} />
        <AddressForm accountId={user.accountId} />
        <CollectionList accountId={user.accountId} />
        <FollowedDesigners accountId={user.accountId} />
        <OrderList accountId={user.accountId} version={version} />
        <DownloadHistoryList accountId={user.accountId} version={version} />
        <DeviceList accountId={user.accountId} />
      </div>
    </AntdProvider>
  );
}
