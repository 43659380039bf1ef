'use client';

import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { collectedAtom } from './state';
import { loginStatusAtom } from '@/components/login';
import styles from './collect.module.css';

// The actions (the collect API, the login store behind a visitor's login) are fetched on the
// first click, or once the visitor is known to be a member: not with every page that shows cards.
const actions = () => import('./collect-actions');

/**
 * The collect toggle of a card or a detail (no antd: it is on every card). Pressed when the item
 * is in any of the member's folders; a visitor's click opens the login and completes after it.
 */
export function CollectButton({ itemId, title, size = 'small' }: { itemId: number; title: string; size?: 'small' | 'large' }) {
  const status = useAtomValue(loginStatusAtom);
  const folders = useAtomValue(collectedAtom)[itemId];
  const collected = status !== 'guest' && !!folders?.length;
  useEffect(() => {
    if (status === 'user') void actions().then((m) => m.requestCollectStatus(itemId));
  }, [status, itemId]);
  return (
    <button
      type="button"
      className={styles.button}
      data-size={size}
      data-testid="collect-button"
      aria-pressed={collected}
      aria-label={`${collected ? '取消收藏' : '收藏'}：${title}`}
      title={collected ? '取消收藏' : '收藏'}
      onClick={() => void actions().then((m) => m.toggleCollect(itemId))}
    >
      {/* The aria-label names the button, so its glyph needs no aria-hidden wrapper (one element fewer on every card). */}
      {size === 'large' ? (
        <>
          <span aria-hidden="true">{collected ? '♥' : '♡'}</span>
          <span>{collected ? '已收藏' : '收藏'}</span>
        </>
      ) : collected ? (
        '♥'
      ) : (
        '♡'
      )}
    </button>
  );
}
