'use client';

import { Button, Popconfirm } from 'antd';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { GatherTask } from '@/lib/api/contract/upload';
import { messageOf } from '@/lib/api/load';
import { itemHref } from '@/lib/content/item-href';
import { KIND_LABELS } from '@/lib/content/kinds';
import { imageUrl } from '@/lib/image';
import { chinaDate } from '@/lib/time';
import { cancelGatherTask, gatheredAtom, useGatherTasks } from '@/components/collect';
import { CARD_PAGE_SIZE } from '@/lib/policy';
import { OssImg } from '@/components/media/oss-img';
import { useFeedback } from '@/hooks/use-feedback';
import { QUIET_ICONS } from '@/components/providers/quiet-icons';
import { CompactPagination } from '@/components/list';
import { ListState } from './list-state';
import styles from './personal.module.css';

/** Pictures shown per task before "+n". */
const SHOWN = 8;

/** 采集: the member's gather tasks, each with its source item and pictures; cancel a picture or the task. */
export function GatherTasks({ accountId }: { accountId: number }) {
  const { message } = useFeedback();
  const [page, setPage] = useState(1);
  const { tasks, error, isLoading, reload } = useGatherTasks(accountId, page);
  const setGathered = useSetAtom(gatheredAtom);

  async function cancel(task: GatherTask, index?: number) {
    const res = await cancelGatherTask(index === undefined ? { taskId: task.taskId } : { itemId: task.item.id, pictures: [index] });
    if (!res.ok) {
      void message.error(messageOf(res, '取消失败，请稍后重试'));
      return;
    }
    setGathered((m) => ({ ...m, [task.item.id]: res.data.remaining }));
    void message.success(res.data.deleted ? `已取消采集「${task.item.title}」` : '已移除这张图片');
    reload();
  }

  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="personal-gather" id="gather-tasks" data-testid="gather-tasks">
      <h2 id="personal-gather">我的采集</h2>
      <p className={styles.note}>在案例详情或灵感图集页点击「采集」即可把图片收进任务，同一内容的图片归在一个任务里。</p>
      <ListState isLoading={isLoading && !tasks} error={error} retry={reload} empty={!tasks?.list.length} emptyText="还没有采集任务">
        <ul className={styles.devices}>
          {(tasks?.list ?? []).map((t) => (
            <li key={t.taskId} className={styles.folder} data-testid="gather-task">
              <div className={styles.folderHead}>
                <div>
                  <a href={itemHref(t.item)}>
                    <strong>{t.item.title}</strong>
                  </a>
                  <span className={styles.meta}>
                    {KIND_LABELS[t.item.kind]} · {t.pictures.length} 张图片 · {chinaDate(t.updatedAt)}
                  </span>
                </div>
                <div className={styles.folderActions}>
                  <Popconfirm icon={QUIET_ICONS.warning} title="取消这个采集任务？" description="任务中的图片都会移除。" okText="取消采集" cancelText="保留" onConfirm={() => void cancel(t)}>
                    <Button size="small" danger aria-label={`取消采集 ${t.item.title}`}>
                      取消采集
                    </Button>
                  </Popconfirm>
                </div>
              </div>
              <ul className={styles.gatherPictures}>
                {t.pictures.slice(0, SHOWN).map((p) => (
                  <li key={p.index}>
                    <OssImg src={imageUrl(p.image.url, { mode: 'fill', width: 160, height: 120, format: 'webp' })} alt={`${t.item.title} 第 ${p.index + 1} 张`} width={80} height={60} loading="lazy" />
                    <button type="button" className={styles.pictureRemove} aria-label={`移除 ${t.item.title} 第 ${p.index + 1} 张`} onClick={() => void cancel(t, p.index)}>
                      ×
                    </button>
                  </li>
                ))}
                {t.pictures.length > SHOWN && <li className={styles.more}>+{t.pictures.length - SHOWN}</li>}
              </ul>
            </li>
          ))}
        </ul>
        {tasks && <CompactPagination page={page} pageSize={CARD_PAGE_SIZE} total={tasks.total} onChange={setPage} />}
      </ListState>
    </section>
  );
}
