import type { Metadata } from 'next';
import Link from 'next/link';
import { getTransferTarget } from '@/lib/api/world-nav';
import { parseId } from '@/lib/route/params';
import { loadOr404, pagedRoute } from '@/lib/route/page-params';
import { vetDestination } from '@/lib/editorial/transfer';
import { SITE_NAME } from '@/lib/site';
import { ErrorState } from '@/components/states/error-state';
import { areaAttrs, trackAttrs } from '@/components/tracking/server';
import { TransferCountdown } from './transfer-countdown';
import styles from './transfer.module.css';

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';

// A hop page: never indexed, never a referrer to the destination.
export const metadata: Metadata = { title: '即将离开本站', robots: { index: false, follow: false }, referrer: 'no-referrer' };

const SECONDS = 3;
type Props = { params: Promise<{ channel: string; webId: string }> };

/**
 * /tranferPage/{webId}: the only input is the webId in the path. The destination comes from
 * the API's answer for that webId and must pass vetDestination(); query strings, fragments
 * and referrers are never read, so nothing a link author adds can choose where we go.
 */
export default async function TransferPage(props: Props) {
  const { webId } = await pagedRoute(props, (p) => ({ webId: parseId(p.webId) }));
  const target = await loadOr404(getTransferTarget(webId));
  if (!target) {
    return (
      <div className={`container ${styles.wrap}`}>
        <ErrorState retryHref={`/tranferPage/${webId}`} text="暂时无法确认目标网站，请稍后重试。" />
      </div>
    );
  }
  const href = vetDestination(target.url);
  if (!href) {
    return (
      <div className={`container ${styles.wrap}`}>
        <section className={styles.card} data-testid="transfer-refused">
          <h1 className={styles.title}>无法跳转</h1>
          <p>该链接的目标地址未通过安全校验，已为您拦截。</p>
          <p className={styles.actions}>
            <Link href="/worldNav" className={styles.primary}>
              返回世界导航
            </Link>
            <Link href="/">返回首页</Link>
          </p>
        </section>
      </div>
    );
  }
  const host = new URL(href).host;
  return (
    <div className={`container ${styles.wrap}`}>
      {/* The site's card: its exposure and the clicks on its two ways (the transfer experiment's conversion). */}
      <section className={styles.card} data-testid="transfer-page" {...areaAttrs('跳转页')} {...trackAttrs({ kind: 'site', id: webId })}>
        <h1 className={styles.title}>即将离开{SITE_NAME}</h1>
        <p>
          您将前往 <strong>{target.name}</strong>（{host}）。该网站不属于{SITE_NAME}，请注意保护账号与财产安全。
        </p>
        <p className={styles.url}>{href}</p>
        <TransferCountdown href={href} seconds={SECONDS} />
        <p className={styles.actions}>
          <a href={href} className={styles.primary} rel="noopener noreferrer nofollow" data-testid="transfer-continue">
            继续访问
          </a>
          <Link href="/worldNav">返回世界导航</Link>
        </p>
      </section>
    </div>
  );
}
