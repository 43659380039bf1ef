'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { LoginResult, QrLoginCode } from '@/lib/api/contract/account';
import { cheakScan, getLoginQRCode, getMiniQRCode, loginScan } from './api';
import { answered } from '@/lib/api/load';
import { NEVER_REFRESH_SWR_OPTIONS } from '@/lib/policy';
import { qrDataUrl } from './qr-image';

/** mp: the WeChat public account (getLoginQRCode + loginScan); mini: the mini program (getMiniQRCode + cheakScan). */
export type QrKind = 'mp' | 'mini';
type QrPhase = 'loading' | 'waiting' | 'scanned' | 'expired' | 'cancelled' | 'error' | 'done';

export const QR_POLL_MS = 2000;

interface QrTicket extends QrLoginCode {
  image: string;
  expiresAt: number;
}

const PHASE_OF: Record<number, QrPhase> = { 0: 'waiting', 1: 'scanned', 3: 'expired', 4: 'cancelled' };

async function fetchTicket(kind: QrKind): Promise<QrTicket> {
  const res = kind === 'mp' ? await getLoginQRCode() : await getMiniQRCode({ page: 'pages/login/index', forwardParam: 'web-login' });
  if (!res.ok) throw new Error('二维码加载失败');
  const data = res.data;
  return { ...data, image: await qrDataUrl(data.url), expiresAt: Date.now() + data.expireSeconds * 1000 };
}

/** A QR code is a one-off: never revalidated behind the user's back, only by 刷新二维码. */
const ONE_OFF = { ...NEVER_REFRESH_SWR_OPTIONS, dedupingInterval: 0 };

/**
 * QR login (SPEC §4/§7): fetch a code, draw it, poll the scan status every 2 s while the panel
 * is shown; status 2 carries the login (the API has set the session on that poll). The code
 * expires after the API's expireSeconds (or when the API says 3); refresh() fetches a new one.
 */
export function useQrLogin(kind: QrKind, active: boolean, onLogin: (login: LoginResult) => void) {
  const [round, setRound] = useState(0);
  const { data: ticket, error } = useSWR(active ? ['login-qr', kind, round] : null, () => fetchTicket(kind), ONE_OFF);
  const [scan, setScan] = useState<{ sceneId: string; phase: QrPhase } | null>(null);
  const loginRef = useRef(onLogin);
  useEffect(() => {
    loginRef.current = onLogin;
  }, [onLogin]);

  const phase: QrPhase = !ticket ? (error ? 'error' : 'loading') : scan?.sceneId === ticket.sceneId ? scan.phase : 'waiting';
  const polling = active && !!ticket && (phase === 'waiting' || phase === 'scanned');

  useEffect(() => {
    if (!polling || !ticket) return;
    let stopped = false;
    const set = (p: QrPhase) => !stopped && setScan({ sceneId: ticket.sceneId, phase: p });
    const timer = setTimeout(async () => {
      if (Date.now() >= ticket.expiresAt) return set('expired');
      const res = kind === 'mp' ? await loginScan(ticket.sceneId) : await cheakScan(ticket.sceneId);
      const data = res.ok ? res.data : undefined;
      if (data?.status === 2 && data.login) {
        set('done');
        if (!stopped) loginRef.current(data.login);
      } else if (data && PHASE_OF[data.status]) {
        // Same phase again still needs a new object, so the next poll gets scheduled.
        set(PHASE_OF[data.status]!);
      } else if (!res.ok && answered(res)) {
        // The API no longer knows the scene (404) or refuses it: this code is over.
        set('expired');
      } else {
        set(phase);
      }
    }, QR_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [polling, ticket, kind, phase, scan]);

  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { phase, image: ticket?.image ?? null, url: ticket?.url ?? null, refresh };
}
