import Link from 'next/link';
import type { Channel } from '@/lib/channel/hosts';
import { CHANNEL_FULL_NAMES } from '@/lib/channel/hosts';
import { NAV_ITEMS, navTarget } from '@/lib/channel/nav';
import { SITE_NAME } from '@/lib/site';
import { AUDIENCES } from '@/lib/api/contract/audience';
import { HeaderSearch } from '@/components/search/header-search';
import { HeaderAccount } from '@/components/login/header-account';
import { NavLinks } from './nav-links';
import styles from './site-header.module.css';

/** Server-rendered header: crawlable nav links; the search box and the account entry are client islands. */
export function SiteHeader({ channel }: { channel: Channel }) {
  const items = NAV_ITEMS.map((item) => ({ ...item, target: navTarget(item) }));
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand} title={`${SITE_NAME}首页`}>
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
          <Link href="/similarimg">以图搜图</Link>
          <Link href="/AISearch">AI搜索</Link>
        </nav>
        <div className={styles.account}>
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
