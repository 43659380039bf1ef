'use client';

import { Button } from 'antd';
import type { ContentKind } from '@/lib/api/contract/kinds';
import { itemHref } from '@/lib/content/item-href';
import { KIND_LABELS } from '@/lib/content/kinds';
import { chinaDate } from '@/lib/time/days';
import { useDownloadHistory } from '@/hooks/use-download-history';
import { ListState } from './list-state';
import styles from './personal.module.css';

/** 下载记录: what the account has downloaded; each opens its page, where re-downloading is free. */
export function DownloadHistoryList({ accountId, version }: { accountId: number; version: number }) {
  const { items, error, isLoading, retry } = useDownloadHistory(accountId, version);
  return (
    <section className={styles.card} aria-labelledby="personal-downloads">
      <h2 id="personal-downloads">下载记录</h2>
      <p className={styles.note}>下载过的资源可随时免费重新下载，不占用每日次数。</p>
      <ListState isLoading={isLoading} error={error} retry={retry} empty={!items?.length} emptyText="还没有下载过资源">
        <ul className={styles.devices} data-testid="download-history">
          {(items ?? []).map((d) => (
            <li key={d.itemId}>
              <div>
                <strong>{d.title}</strong>
                <span className={styles.meta}>
                  {KIND_LABELS[d.kind as ContentKind]} · 最近下载 {chinaDate(d.lastAt)} · 共 {d.times} 次
                </span>
              </div>
              <Button size="small" href={itemHref({ id: d.itemId, kind: d.kind as ContentKind })}>
                重新下载
              </Button>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
