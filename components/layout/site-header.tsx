import Link from 'next/link';
import type { Channel } from '@/lib/channel/hosts';
import { CHANNEL_FULL_NAMES } from '@/lib/channel/hosts';
import { NAV_ITEMS, navTarget } from '@/lib/channel/nav';
import { SITE_NAME } from '@/lib/site';
import { AUDIENCES } from '@/lib/api/contract/audience';
import { HeaderSearch } from '@/components/search';
import { HeaderAccount } from '@/components/login';
import { NavLinks } from './nav-links';
import styles from './site-header.module.css';

/** Server-rendered header: crawlable nav links; the search box and the account entry are client islands. */
export function SiteHeader({ channel }: { channel: Channel }) {
  const items = NAV_ITEMS.map((item) => ({ ...item, target: navTarget(item) }));
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand} title={`${SITE_NAME}首页`} prefetch={false}>
          <span className={styles.logo}>{SITE_NAME}</span>
          <span className={styles.channel} data-testid="channel-name">
            {CHANNEL_FULL_NAMES[channel]}
          </span>
        </Link>
        <NavLinks items={items} className={styles.nav} />
        <div className={styles.search}>
          <HeaderSearch channel={channel} defaultType={AUDIENCES[channel].searchType} />
        </div>
        <nav className={styles.quick} aria-label="搜索工具">
          <Link href="/similarimg" title="以图搜图" prefetch={false}>
            <svg className={styles.quickIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 4 7.5 6H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-3.5L15 4H9Zm3 4.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z" />
            </svg>
            <span className={styles.quickLabel}>以图搜图</span>
          </Link>
          <Link href="/AISearch" title="AI搜索" prefetch={false}>
            <svg className={styles.quickIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M10 2.5 11.9 8l5.6 2-5.6 2L10 17.5 8.1 12l-5.6-2 5.6-2L10 2.5Zm8 10 .95 2.55L21.5 16l-2.55.95L18 19.5l-.95-2.55L14.5 16l2.55-.95L18 12.5Z" />
            </svg>
            <span className={styles.quickLabel}>AI搜索</span>
          </Link>
        </nav>
        <div className={styles.account}>
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
