'use client';

import Link from 'next/link';
import { Button, Segmented, Tag } from 'antd';
import { useState } from 'react';
import type { CaseState, MyUpload } from '@/lib/api/contract/upload';
import { formatCount } from '@/lib/content/format';
import { itemHref } from '@/lib/content/item-href';
import { imageUrl } from '@/lib/image';
import { chinaDate } from '@/lib/time';
import { useMyUploads } from '@/components/upload';
import { CARD_PAGE_SIZE } from '@/lib/policy';
import { OssImg } from '@/components/media/oss-img';
import { CompactPagination } from '@/components/list';
import { ListState } from './list-state';
import { StatList } from '@/components/content/stat-list';
import styles from './personal.module.css';

const STATE_LABELS: Record<CaseState, { text: string; color: string }> = {
  draft: { text: '草稿', color: 'default' },
  pending: { text: '审核中', color: 'processing' },
  approved: { text: '已通过', color: 'success' },
  returned: { text: '已退回', color: 'error' },
};

const FILTERS: { value: CaseState | 'all'; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'pending', label: '审核中' },
  { value: 'approved', label: '已通过' },
  { value: 'returned', label: '已退回' },
  { value: 'draft', label: '草稿' },
];

/** 我的上传: each case with its review state (the reason of a return), its numbers, and edit / resubmit. */
export function MyUploads({ accountId }: { accountId: number }) {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<CaseState | 'all'>('all');
  const { uploads, error, isLoading, reload } = useMyUploads(accountId, page, filter === 'all' ? undefined : filter);
  const counts = uploads?.counts;
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="personal-uploads" id="my-uploads" data-testid="my-uploads">
      <div className={styles.sectionHead}>
        <h2 id="personal-uploads">我的上传</h2>
        <Button href="/caseUpload/0" type="primary" size="small">
          上传案例
        </Button>
      </div>
      <Segmented
        size="small"
        value={filter}
        onChange={(v) => {
          setFilter(v as CaseState | 'all');
          setPage(1);
        }}
        options={FILTERS.map((f) => ({ value: f.value, label: f.value !== 'all' && counts ? `${f.label} ${counts[f.value]}` : f.label }))}
        className={styles.filter}
        aria-label="按审核状态筛选"
      />
      <ListState
        isLoading={isLoading && !uploads}
        error={error}
        retry={reload}
        empty={!uploads?.list.length}
        emptyText={filter === 'all' ? '还没有上传过案例' : '这个状态下没有案例'}
        emptyExtra={
          filter === 'all' ? (
            <Button href="/caseUpload/0" type="primary">
              上传第一个案例
            </Button>
          ) : undefined
        }
      >
        <ul className={styles.uploads}>
          {(uploads?.list ?? []).map((u) => (
            <UploadRow key={u.caseId} upload={u} />
          ))}
        </ul>
        {uploads && <CompactPagination page={page} pageSize={CARD_PAGE_SIZE} total={uploads.total} onChange={setPage} />}
      </ListState>
    </section>
  );
}

function UploadRow({ upload: u }: { upload: MyUpload }) {
  const label = STATE_LABELS[u.state];
  const title = u.title || '未命名草稿';
  return (
    <li className={styles.upload} data-testid="my-upload" data-state={u.state}>
      <span className={styles.uploadThumb}>{u.cover ? <OssImg src={imageUrl(u.cover.url, { mode: 'fill', width: 192, height: 144, format: 'webp' })} alt="" width={96} height={72} loading="lazy" /> : <span aria-hidden="true">无封面</span>}</span>
      <div className={styles.uploadBody}>
        <strong>
          {u.itemId ? <a href={itemHref({ id: u.itemId, kind: 'case' })}>{title}</a> : title} <Tag color={label.color}>{label.text}</Tag>
        </strong>
        <span className={styles.meta}>
          {[u.classifyName, `${u.pictureCount} 张图片`, u.submittedAt ? `提交于 ${chinaDate(u.submittedAt)}` : `更新于 ${chinaDate(u.updatedAt)}`].filter(Boolean).join(' · ')}
        </span>
        {u.state === 'returned' && (
          <span className={styles.reason} role="note">
            退回原因：{u.returnReason ?? '不符合审核标准'}。<Link href="/fusePage/auditStandard">查看审核标准</Link>
          </span>
        )}
        {u.state === 'pending' && <span className={styles.meta}>审核通常在 1 个工作日内完成</span>}
        {u.state === 'approved' && (
          <StatList
            className={styles.numbers}
            label="作品数据"
            stats={[
              ['浏览', formatCount(u.views)],
              ['下载', formatCount(u.downloads)],
              ['收藏', formatCount(u.collects)],
            ]}
          />
        )}
      </div>
      <div className={styles.rowActions}>
        {u.state === 'draft' && (
          <Button size="small" type="primary" href={`/caseUpload/${u.caseId}`} aria-label={`继续编辑 ${title}`}>
            继续编辑
          </Button>
        )}
        {u.state === 'returned' && (
          <Button size="small" type="primary" href={`/caseUpload/${u.caseId}`} aria-label={`修改并重新提交 ${title}`}>
            修改并重新提交
          </Button>
        )}
      </div>
    </li>
  );
}
