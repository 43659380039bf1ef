'use client';

import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { getDownloadInfo, requestDownloadLink } from './api';
import { messageOf } from '@/lib/api/load';
import { formatBytes, formatYuan } from '@/lib/content/format';
import { navigateTo } from '@/lib/http/navigate';
import { busyFor } from '@/lib/ui/busy';
import { heldNote, openCheckout, payModalAtom, rightsVersionAtom, VIP_KIND_LABELS, type PaywallItem } from '@/components/checkout';
import type { LockedAccess } from '@/lib/api/contract/rights';
import { pendingDownloadAtom } from './state';
import { useDownloadInfo } from './use-download-info';
import { hasMemberHint, openLoginModal, loginStatusAtom, userInfoAtom, useLoginCheckNow } from '@/components/login';
import { trackItem } from '@/components/tracking';
import { DownloadPanelFrame } from './download-panel-frame';
import styles from './download-panel.module.css';

/** After a download starts, the page counts as busy this long (the browser is fetching the file). */
const DOWNLOAD_QUIET_MS = 60_000;

/** Whether the API lets this member download the item now (asked after a payment). */
async function allowedNow(itemId: number): Promise<boolean> {
  const res = await getDownloadInfo(itemId);
  return res.ok && res.data.access.state === 'allowed' && res.data.files !== 0;
}

export interface DownloadPanelProps {
  itemId: number;
  title: string;
}


/**
 * 下载 on a downloadable detail (issue 10): format and size (HEAD), and what a click does for
 * this viewer — a visitor logs in and the download then continues by itself; a member without
 * rights gets the item's paywall (only what unlocks it: the price button opens the item's own
 * purchase, 开通会员下载 the plans), whose 继续下载 starts the download once the API allows it;
 * anyone allowed gets a short-lived signed link, which the browser downloads.
 */
export function DownloadPanel({ itemId, title }: DownloadPanelProps) {
  useLoginCheckNow();
  const status = useAtomValue(loginStatusAtom);
  const user = useAtomValue(userInfoAtom);
  const version = useAtomValue(rightsVersionAtom);
  const [pending, setPending] = useAtom(pendingDownloadAtom);
  // Back from the phone's cashier with this item's checkout: its download starts once the rights
  // allow it, and the resumed paywall can ask whether they do (its functions do not survive storage).
  const [payState, setPayModal] = useAtom(payModalAtom);
  const resumedItem = payState.resume?.item?.id;
  useEffect(() => {
    if (resumedItem !== itemId) return;
    setPending(itemId);
    setPayModal((s) => (s.item && !s.item.recheck ? { ...s, item: { ...s.item, recheck: () => allowedNow(itemId) } } : s));
  }, [resumedItem, itemId, setPending, setPayModal]);
  // While the login check runs, a browser where nobody has logged in is shown the visitor's
  // panel at once (the API decides by cookie; a restored login changes the key and refetches).
  // Read once: the check writes accountId before it publishes, which must not flip the panel.
  const [memberHint] = useState(hasMemberHint);
  const viewer = status === 'checking' ? (memberHint ? null : 'guest') : status === 'user' && user ? user.accountId : 'guest';
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const start = useCallback(async (refresh?: () => void) => {
    setBusy(true);
    setNote(null);
    const res = await requestDownloadLink(itemId);
    setBusy(false);
    if (!res.ok) {
      setNote({ tone: 'error', text: messageOf(res, '下载失败，请稍后重试') });
      refresh?.();
      return;
    }
    const link = res.data;
    // SPEC §3 download (sent as auto_play), with whether the item had been obtained before.
    trackItem('download', itemId, { redownload: link.redownload });
    setNote({ tone: 'ok', text: `${link.redownload ? '已下载过，本次免费重新下载' : '已开始下载'}（${formatBytes(link.size)}）· 今日还可下载 ${link.quotaLeft} 个新资源` });
    // The browser takes over the file: a minute without surveys or offers popping up.
    busyFor(DOWNLOAD_QUIET_MS);
    navigateTo(link.url);
  }, [itemId]);

  // A download asked for before the login continues once the login's rights allow it (after a
  // payment, the paywall's 继续下载 starts it).
  const { info, error, size, reload } = useDownloadInfo(itemId, viewer, version, (fresh) => {
    if (pending !== itemId || fresh.access.state === 'login') return;
    setPending(null);
    if (fresh.access.state === 'allowed' && fresh.files !== 0) void start();
  });

  const pay = (access: LockedAccess, open: PaywallItem['open']) => {
    setPending(null);
    openCheckout({
      item: {
        id: itemId,
        title,
        access,
        open,
        recheck: () => allowedNow(itemId),
        download: () => void start(() => void reload()),
      },
    });
  };

  const click = () => {
    if (!info) {
      if (error) void reload();
      return;
    }
    const access = info.access;
    if (access.state === 'login') {
      setPending(itemId);
      openLoginModal('code');
    } else if (access.state === 'locked') pay(access, access.price !== null ? 'item' : 'plan');
    else if (access.state === 'allowed') void start(() => void reload());
  };

  const access = info?.access;
  // A pack without files is never offered: no button, nothing to spend a download on.
  const empty = info?.files === 0;
  const locked = !empty && access?.state === 'locked' ? access : null;
  const label = !info ? (error ? '重新加载' : '下载') : locked ? (locked.price !== null ? `购买下载 ${formatYuan(locked.price)}` : '开通会员下载') : '立即下载';
  const heldLine = locked && heldNote(locked);
  return (
    <DownloadPanelFrame itemId={itemId} busy={busy}>
      <p className={styles.file}>
        {info ? info.format.toUpperCase() : '—'} · <span data-testid="download-size">{empty ? '暂无文件' : size === undefined ? (info ? '大小获取中' : '—') : size === null ? '大小未知' : formatBytes(size)}</span>
      </p>
      {locked && (
        <p className={styles.hint} data-testid="download-rights">
          {heldLine ?? (locked.needs.length ? `${locked.needs.map((k) => VIP_KIND_LABELS[k]).join(' / ')}免费下载${locked.price !== null ? `，或单独购买 ${formatYuan(locked.price)}` : ''}` : '单独购买后可永久下载')}
        </p>
      )}
      {!empty && access?.state === 'allowed' && access.reason !== 'free' && (
        <p className={styles.hint}>{access.reason === 'vip' ? '会员权益，免费下载' : access.reason === 'purchased' ? '已购买，可随时下载' : '已下载过，重新下载免费'}</p>
      )}
      {empty ? (
        <p className={styles.hint} role="status">
          该资源暂无可下载的文件
        </p>
      ) : access?.state === 'restricted' ? (
        <p className={styles.error} role="alert">
          账号受限期间暂不能下载
        </p>
      ) : (
        <button type="button" className={styles.button} onClick={click} disabled={(!info && !error) || busy} aria-busy={busy || (!info && !error)}>
          {busy ? '正在准备文件…' : label}
        </button>
      )}
      {locked && locked.price !== null && locked.needs.length > 0 && (
        <button type="button" className={styles.secondary} onClick={() => pay(locked, 'plan')}>
          开通会员下载
        </button>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error.message}
        </p>
      )}
      {note && (
        <p className={note.tone === 'ok' ? styles.ok : styles.error} role={note.tone === 'ok' ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
    </DownloadPanelFrame>
  );
}
