'use client';

import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { loginStatusAtom } from '@/components/login';
import { formatCount } from '@/lib/content/format';
import { TOAST_MS } from '@/lib/policy';
import type { FollowOutcome } from './follow-actions';
import { followAtom, pendingFollowAtom } from './state';
import styles from './follow.module.css';

// The actions (the follow API, the login store behind a visitor's login) load on the first click
// or once the visitor is known to be a member: not with every page that shows designer cards.
const actions = () => import('./follow-actions');

interface FollowButtonProps {
  designerId: number;
  name: string;
  /** The follower count the page was rendered with (a cached page's; the live one replaces it). */
  followers: number;
  /** Followed, as the list it is in already knows (我的关注), until the live state arrives. */
  following?: boolean;
  /** Show "N 人关注" beside the button (the designer page). */
  showCount?: boolean;
  size?: 'small' | 'large';
}

/**
 * 关注 / 已关注 for a designer (no antd: it is on every designer card). Pressed when the member
 * follows the designer; a visitor's click opens the login and the follow completes after it.
 * A refusal shows its reason beside the button for the SPEC §9 toast's 3 s.
 */
export function FollowButton({ designerId, name, followers, following: listed = false, showCount = false, size = 'small' }: FollowButtonProps) {
  const status = useAtomValue(loginStatusAtom);
  const live = useAtomValue(followAtom)[designerId];
  const pending = useAtomValue(pendingFollowAtom);
  const [error, setError] = useState<string | null>(null);
  const errorTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const following = status !== 'guest' && (live ? live.following : listed);
  const count = live?.followers ?? followers;

  const show = (outcome: FollowOutcome | null) => {
    if (!outcome || outcome.done || outcome.login) return;
    setError(outcome.message);
    if (errorTimer.current) clearTimeout(errorTimer.current);
    errorTimer.current = setTimeout(() => setError(null), TOAST_MS);
  };

  useEffect(() => {
    if (status === 'user') void actions().then((m) => m.requestFollowStatus(designerId));
  }, [status, designerId]);
  // The follow a visitor asked for here, once the login lands.
  useEffect(() => {
    if (status === 'user' && pending === designerId) void actions().then((m) => m.completePendingFollow()).then(show);
  }, [status, pending, designerId]);
  useEffect(() => () => void (errorTimer.current && clearTimeout(errorTimer.current)), []);

  return (
    <span className={styles.follow} data-size={size}>
      <button
        type="button"
        className={styles.button}
        data-testid="follow-button"
        aria-pressed={following}
        aria-label={`${following ? '已关注，点击取消关注' : '关注'}${name}`}
        onClick={() => {
          setError(null);
          void actions()
            .then((m) => m.toggleFollow(designerId, { followers: count, following }))
            .then(show);
        }}
      >
        {following ? '已关注' : '+ 关注'}
      </button>
      {showCount && (
        <span className={styles.count} data-testid="follower-count">
          {formatCount(count)} 人关注
        </span>
      )}
      {error && (
        <span role="alert" className={styles.error} data-testid="follow-error">
          {error}
        </span>
      )}
    </span>
  );
}
