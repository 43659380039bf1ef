'use client';

import { Button } from 'antd';
import type { ContentKind } from '@/lib/api/contract/kinds';
import { requestDownloadLink, useDownloadHistory } from '@/components/download';
import { navigateTo } from '@/lib/http/navigate';
import { itemHref } from '@/lib/content/item-href';
import { KIND_LABELS } from '@/lib/content/kinds';
import { chinaDate } from '@/lib/time/days';
import { ListState } from './list-state';
import { useRowAction } from './use-row-action';
import styles from './personal.module.css';

/** 下载记录: what the account has downloaded, each re-downloaded here for free (a fresh signed link). */
export function DownloadHistoryList({ accountId, version }: { accountId: number; version: number }) {
  const { items, error, isLoading, retry } = useDownloadHistory(accountId, version);
  const { busy, run: again } = useRowAction(requestDownloadLink, { failure: '下载失败，请稍后重试', success: '已开始下载，重新下载不占用每日次数' }, (link) => {
    navigateTo(link.url);
    retry();
  });
  return (
    <section className={styles.card} aria-labelledby="personal-downloads">
      <h2 id="personal-downloads">下载记录</h2>
      <p className={styles.note}>下载过的资源可随时免费重新下载，不占用每日次数。</p>
      <ListState isLoading={isLoading} error={error} retry={retry} empty={!items?.length} emptyText="还没有下载过资源">
        <ul className={styles.devices} data-testid="download-history">
          {(items ?? []).map((d) => (
            <li key={d.itemId}>
              <div>
                <a href={itemHref({ id: d.itemId, kind: d.kind as ContentKind })}>
                  <strong>{d.title}</strong>
                </a>
                <span className={styles.meta}>
                  {KIND_LABELS[d.kind as ContentKind]} · 最近下载 {chinaDate(d.lastAt)} · 共 {d.times} 次
                </span>
              </div>
              <Button size="small" loading={busy === d.itemId} onClick={() => void again(d.itemId)} aria-label={`重新下载 ${d.title}`}>
                重新下载
              </Button>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
