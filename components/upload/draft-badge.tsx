'use client';

import { chinaTime } from '@/lib/time/china-clock';
import type { DraftState } from './use-case-autosave';
import styles from './case-upload.module.css';

/** 草稿已保存 / 正在保存 / 已暂存在本机: where the typed content is right now. */
export function DraftBadge({ state, dirty }: { state: DraftState; dirty: boolean }) {
  const text =
    state.status === 'saving'
      ? '正在保存草稿…'
      : state.status === 'local'
        ? (state.message ?? '草稿已暂存在本机，恢复网络后自动同步')
        : dirty
          ? '有未保存的修改'
          : state.status === 'saved' && state.at
            ? `草稿已保存 ${chinaTime(state.at)}`
            : '输入的内容会自动保存为草稿';
  return (
    <p className={styles.draftBadge} data-status={state.status} role="status" aria-live="polite" data-testid="draft-status">
      {text}
    </p>
  );
}
