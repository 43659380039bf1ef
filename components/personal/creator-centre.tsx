'use client';

import Link from 'next/link';
import { Button, Skeleton, Tag } from 'antd';
import { formatCount } from '@/lib/content/format';
import { useUploadIdentity } from '@/components/upload';
import { StatList } from '@/components/content/stat-list';
import styles from './personal.module.css';

/**
 * 创作者中心: opened by the uploadIdentity flags (creator-centre: any submitted case; earn-money:
 * an approved one). Before that it invites the first upload. The error flag says 获取数据失败.
 */
export function CreatorCentre({ accountId }: { accountId: number }) {
  const { identity, error, isLoading, reload } = useUploadIdentity(accountId);
  return (
    <section className={styles.card} aria-labelledby="personal-creator" data-testid="creator-centre">
      <h2 id="personal-creator">创作者中心</h2>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : error || !identity ? (
        <p role="alert" className={styles.note}>
          获取数据失败，请稍后重试{' '}
          <Button type="link" size="small" onClick={reload}>
            重试
          </Button>
        </p>
      ) : !identity.creatorCenter && !identity.earnMoney ? (
        <>
          <p className={styles.note}>上传并提交第一个案例后即可开通创作者中心；案例通过审核后获得下载收益资格。</p>
          {identity.canUpload ? (
            <Button href="/caseUpload/0" type="primary">
              上传案例
            </Button>
          ) : (
            <p className={styles.note}>账号受限期间不能上传。</p>
          )}
        </>
      ) : (
        <>
          <p className={styles.flags}>
            <Tag color="success">创作者中心已开通</Tag>
            {identity.earnMoney ? <Tag color="gold">已获下载收益资格</Tag> : <Tag>案例通过审核后可获下载收益</Tag>}
          </p>
          <StatList
            className={styles.numbers}
            label="作品数据"
            stats={[
              ['审核中', identity.counts.pending],
              ['已通过', identity.counts.approved],
              ['已退回', identity.counts.returned],
              ['总浏览', formatCount(identity.views)],
              ['总下载', formatCount(identity.downloads)],
              ['总收藏', formatCount(identity.collects)],
            ]}
          />
          <p className={styles.note}>
            每个案例的审核状态与数据见下方「我的上传」。<Link href="/fusePage/auditStandard">审核标准</Link>
          </p>
        </>
      )}
    </section>
  );
}
