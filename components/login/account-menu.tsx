'use client';

import Link from 'next/link';
import { getDefaultStore } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import type { AccountInfo } from '@/lib/api/contract/account';
import { openLoginModal } from './open-login';
import { logout } from './logout';
import { openAccountModal } from './modal-switch';
import { vipActionAtom } from './state';
import styles from './header-account.module.css';

/** The menu's links to the visitor's own pages. */
const PAGES = [
  { href: '/personal', label: '个人中心' },
  { href: '/caseUpload/0', label: '上传案例' },
  { href: '/personal#my-uploads', label: '我的上传' },
];

/** The logged-in header entry: avatar + name, and a small menu (no antd: the header stays light). */
export function AccountMenu({ user, vip }: { user: AccountInfo; vip: boolean }) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const pick = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div ref={root}>
      <button
        type="button"
        className={styles.avatarButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        data-testid="account-avatar"
      >
        <span className={styles.avatar} aria-hidden="true">
          {user.nickname.slice(0, 1)}
        </span>
        <span className={styles.name}>{user.nickname}</span>
        {vip && <span className={styles.vip}>VIP</span>}
      </button>
      {open && (
        <ul id={menuId} className={styles.menu} role="menu" aria-label="账号菜单">
          <li role="presentation" className={styles.menuHead}>
            <strong>{user.nickname}</strong>
            {user.phone ?? `ID ${user.accountId}`}
          </li>
          {PAGES.map((p) => (
            <li key={p.href} role="none">
              <Link role="menuitem" href={p.href} onClick={() => setOpen(false)}>
                {p.label}
              </Link>
            </li>
          ))}
          <li role="none">
            <button role="menuitem" type="button" onClick={pick(() => openAccountModal('account'))}>
              账号信息
            </button>
          </li>
          <li role="none">
            <button role="menuitem" type="button" onClick={pick(() => openAccountModal('vip'))}>
              会员权益
            </button>
          </li>
          <li role="none">
            <button role="menuitem" type="button" onClick={pick(() => getDefaultStore().get(vipActionAtom)?.open())}>
              {vip ? '续费会员' : '开通会员'}
            </button>
          </li>
          <li role="none">
            <button role="menuitem" type="button" onClick={pick(() => openLoginModal('modify'))}>
              {user.hasPassword ? '修改密码' : '设置密码'}
            </button>
          </li>
          <li role="separator" className={styles.separator} />
          <li role="none">
            <button
              role="menuitem"
              type="button"
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                void logout();
              }}
            >
              {leaving ? '正在退出…' : '退出登录'}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
