'use client';

import Link from 'next/link';
import { useState } from 'react';
import { FollowButton, useFollowedDesigners } from '@/components/follow';
import { CompactPagination } from '@/components/list';
import { CoverImage } from '@/components/media/oss-img';
import { designerHref } from '@/lib/content/item-href';
import { chinaDate } from '@/lib/time/days';
import { ListState } from './list-state';
import styles from './personal.module.css';

const PAGE_SIZE = 10;

/**
 * 我的关注: the designers this member follows, newest follow first. Unfollowing here keeps the
 * row (with 关注 to take it back) until the list is next loaded.
 */
export function FollowedDesigners({ accountId }: { accountId: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, reload } = useFollowedDesigners(accountId, page, PAGE_SIZE);
  return (
    <section className={styles.card} aria-labelledby="personal-follows" data-testid="personal-follows">
      <h2 id="personal-follows">我的关注{data ? `（${data.total}）` : ''}</h2>
      <p className={styles.note}>关注的设计师会列在这里，方便随时查看他们的新作品。</p>
      <ListState
        isLoading={isLoading}
        error={error}
        retry={reload}
        empty={!data?.list.length}
        emptyText="还没有关注设计师"
        emptyExtra={
          <Link href="/designerEntrance" prefetch={false}>
            去发现设计师
          </Link>
        }
      >
        <ul className={styles.devices} data-testid="followed-list">
          {(data?.list ?? []).map((d) => (
            <li key={d.id}>
              <Link href={designerHref(d.id)} prefetch={false} className={styles.followedLink}>
                <CoverImage className={styles.followedAvatar} src={d.avatar.url} alt="" ratio={1} sizes="40px" widths={[40, 80]} />
                <div>
                  <strong>{d.name}</strong>
                  <span className={styles.meta}>
                    {[d.fieldName, d.title].filter(Boolean).join(' · ')} · {chinaDate(d.followedAt)} 关注
                  </span>
                </div>
              </Link>
              {/* Every row is a followed designer: 已关注 (and a press unfollows) before the live state arrives. */}
              <FollowButton designerId={d.id} name={d.name} followers={d.followers} following />
            </li>
          ))}
        </ul>
        {data && <CompactPagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />}
      </ListState>
    </section>
  );
}
