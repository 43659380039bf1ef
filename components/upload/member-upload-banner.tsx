'use client';

import { useAtomValue } from 'jotai';
import Link from 'next/link';
import { useState } from 'react';
import { getItem, setItem } from '@/lib/storage';
import { loginStatusAtom, userInfoAtom } from '@/components/login';
import { chinaDate } from '@/lib/time/china-clock';
import { useUploadActivateFlag } from './use-upload-activate-flag';
import styles from './upload-activity-banner.module.css';

/** A closed banner stays closed this long (or until its activity ends, whichever is sooner). */
const CLOSED_FOR_MS = 30 * 24 * 3600 * 1000;

/**
 * The upload-activity banner (GET /api/gatherTask/uploadActivateShowFlag): invites a member to
 * upload a case; 关闭 is remembered in local storage. Plain markup: it sits on the homes too.
 * Loaded for members only (upload-activity-banner.tsx).
 */
export function MemberUploadBanner() {
  const status = useAtomValue(loginStatusAtom);
  const user = useAtomValue(userInfoAtom);
  const flag = useUploadActivateFlag(status === 'user' ? user?.accountId : undefined);
  const [now] = useState(() => Date.now());
  const [closed, setClosed] = useState(false);
  // The flag only arrives after mount, so reading the browser's memory here never differs from the server's render.
  if (!flag?.show || closed || (getItem('uploadBannerClosed') ?? 0) > now) return null;
  const activity = flag.reason === 'activity';
  return (
    <aside className={styles.banner} aria-label="上传活动" data-testid="upload-banner">
      <div>
        <strong>{activity ? '创作者上传季进行中' : '上传你的第一个设计案例'}</strong>
        <p>
          {activity && flag.activityEndsAt ? `${chinaDate(flag.activityEndsAt)} 前上传并通过审核的案例将获得首页推荐机会。` : '审核通过后展示在案例库，开通创作者中心，查看作品的浏览、下载与收藏数据。'}
        </p>
      </div>
      <div className={styles.actions}>
        <Link href="/caseUpload/0" className={styles.cta}>
          上传案例
        </Link>
        <button
          type="button"
          className={styles.close}
          aria-label="关闭上传活动提示"
          onClick={() => {
            const until = Math.min(Date.now() + CLOSED_FOR_MS, flag.activityEndsAt ?? Infinity);
            setItem('uploadBannerClosed', until);
            setClosed(true);
          }}
        >
          ×
        </button>
      </div>
    </aside>
  );
}
