'use client';

import { Button, Segmented, Spin } from 'antd';
import { useState } from 'react';
import type { LoginResult } from '@/lib/api/contract/account';
import { devQrShortcut } from './qr-image';
import { useQrLogin, type QrKind } from './use-qr-login';
import styles from './login-modal.module.css';
import { OssImg } from '@/components/media/oss-img';

const KINDS: { label: string; value: QrKind }[] = [
  { label: '公众号扫码', value: 'mp' },
  { label: '小程序扫码', value: 'mini' },
];

const CAPTION: Record<QrKind, string> = {
  mp: '请使用微信扫一扫，关注公众号后即可登录',
  mini: '请使用微信扫一扫，在小程序中确认登录',
};

interface QrProps {
  active: boolean;
  onLogin: (login: LoginResult) => Promise<void>;
}

/** 扫码登录 both ways; the code expires and offers 刷新二维码. */
export function QrLoginPanel({ active, onLogin }: QrProps) {
  const [kind, setKind] = useState<QrKind>('mp');
  return (
    <div className={styles.qr} data-testid="qr-login">
      <Segmented options={KINDS} value={kind} onChange={(v) => setKind(v as QrKind)} aria-label="扫码方式" />
      <QrCode key={kind} kind={kind} active={active} onLogin={onLogin} />
    </div>
  );
}

function QrCode({ kind, active, onLogin }: QrProps & { kind: QrKind }) {
  const qr = useQrLogin(kind, active, (login) => void onLogin(login));

  const mask = (() => {
    switch (qr.phase) {
      case 'loading':
        return <Spin aria-label="二维码加载中" />;
      case 'scanned':
        return <span>已扫码，请在手机上确认登录</span>;
      case 'done':
        return <span>登录成功，正在进入…</span>;
      case 'expired':
      case 'cancelled':
      case 'error':
        return (
          <>
            <span>{qr.phase === 'expired' ? '二维码已过期' : qr.phase === 'cancelled' ? '已在手机上取消登录' : '二维码加载失败'}</span>
            <Button type="primary" size="small" onClick={qr.refresh}>
              刷新二维码
            </Button>
          </>
        );
      default:
        return null;
    }
  })();

  return (
    <>
      <div className={styles.qrBox} data-testid="qr-box" data-phase={qr.phase}>
        {qr.image && <OssImg src={qr.image} width={180} height={180} alt={kind === 'mp' ? '微信公众号登录二维码' : '微信小程序登录二维码'} data-testid="qr-image" />}
        {mask && <div className={styles.qrMask}>{mask}</div>}
      </div>
      <p className={styles.qrCaption}>{CAPTION[kind]}</p>
      {devQrShortcut(qr.url) && (
        <p className={styles.qrLocal}>
          本机开发环境手机无法访问？
          <a href={qr.url ?? undefined} target="_blank" rel="noopener noreferrer">
            在新窗口打开扫码确认页
          </a>
        </p>
      )}
    </>
  );
}
