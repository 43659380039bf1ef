'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import type { Channel } from '@/lib/channel/hosts';
import { reorderCaseCategories } from '@/lib/channel/case-category-order';
import { categoryHref } from '@/lib/content/classify-param';
import { useCaseClassifyList } from '@/hooks/use-case-classify-list';
import { useShowSider } from '@/hooks/use-show-sider';
import { useWindowWidth } from '@/hooks/use-window-width';
import styles from './category-sider.module.css';

/** From this window width the sidebar sits beside the page (SPEC §3 window width, default 1920). */
export const SIDER_MIN_WIDTH = 1280;

const noop = () => () => {};
/** false during the server render and hydration, true after: the cached tree is the browser's. */
const useMounted = () => useSyncExternalStore(noop, () => true, () => false);

/**
 * The new case home's layout with its category sidebar (SPEC §3 UI flags): beside the page on
 * windows at least SIDER_MIN_WIDTH wide while the sidebar flag `showSider` is on, a 展开分类
 * button when it is off, nothing on narrower windows (the chips above the page do the job). The
 * tree comes from the `localClassifyList` cache at once and is refreshed from the API.
 */
export function CategorySiderLayout({ channel, current, children }: { channel: Channel; current: number; children: ReactNode }) {
  const width = useWindowWidth();
  const [shown, setShown] = useShowSider();
  const wide = width >= SIDER_MIN_WIDTH;
  const open = wide && shown;
  return (
    <div className={styles.layout} data-sider={open ? 'open' : wide ? 'closed' : 'none'} data-testid="sider-layout">
      {open && (
        <aside className={styles.sider} aria-label="案例分类导航" data-testid="category-sider">
          <div className={styles.head}>
            <h2>案例分类</h2>
            <button type="button" className={styles.toggle} onClick={() => setShown(false)} aria-label="收起分类侧栏">
              收起
            </button>
          </div>
          <SiderTree channel={channel} current={current} />
        </aside>
      )}
      <div className={styles.main}>
        {wide && !shown && (
          <button type="button" className={styles.reopen} onClick={() => setShown(true)} data-testid="sider-open">
            展开分类
          </button>
        )}
        {children}
      </div>
    </div>
  );
}

function SiderTree({ channel, current }: { channel: Channel; current: number }) {
  const mounted = useMounted();
  const { tree, error, isLoading, retry } = useCaseClassifyList();
  if (!mounted || (isLoading && !tree)) {
    return <div className={styles.skeleton} role="status" aria-busy="true" aria-label="分类加载中" />;
  }
  if (!tree) {
    return (
      <p className={styles.error} role="alert">
        {error?.message ?? '分类加载失败'}
        <button type="button" className={styles.toggle} onClick={retry}>
          重试
        </button>
      </p>
    );
  }
  return (
    <ul className={styles.tree}>
      <li>
        <Link prefetch={false} href="/caseNewHome/0" aria-current={current === 0 ? 'page' : undefined}>
          全部案例
        </Link>
      </li>
      {reorderCaseCategories(tree, channel).map((top) => (
        <li key={top.id}>
          <Link prefetch={false} href={`/caseNewHome/${top.id}`} aria-current={current === top.id ? 'page' : undefined}>
            {top.name}
            <span className={styles.count}>{top.itemCount}</span>
          </Link>
          {current === top.id && top.children && top.children.length > 0 && (
            <ul>
              {top.children.map((sub) => (
                <li key={sub.id}>
                  <Link prefetch={false} href={categoryHref(top.id, sub.id)}>{sub.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
