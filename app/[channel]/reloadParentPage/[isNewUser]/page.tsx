import type { Metadata } from 'next';
import { pagedRoute } from '@/lib/route/page-params';
import { ReloadOpener } from './reload-opener';
import styles from './reload.module.css';

export const revalidate = 300;
// Two possible pages (0 and 1), both rendered on first visit and cached.
export { generateStaticParams } from '@/lib/route/on-demand';

export const metadata: Metadata = { title: '登录成功', robots: { index: false, follow: false } };

type Props = { params: Promise<{ channel: string; isNewUser: string }> };

/**
 * Opened in a popup after login (third-party or QR login finishes here): tells the opener to
 * reload so it picks up the new session, then closes. {isNewUser} is 0 or 1, nothing else.
 */
export default async function ReloadParentPage(props: Props) {
  const { isNewUser } = await pagedRoute(props, (p) => (p.isNewUser === '0' || p.isNewUser === '1' ? { isNewUser: p.isNewUser === '1' } : null));
  return (
    <div className={`container ${styles.wrap}`}>
      <section className={styles.card}>
        <h1 className={styles.title}>{isNewUser ? '注册成功，欢迎加入！' : '登录成功'}</h1>
        <ReloadOpener isNewUser={isNewUser} />
      </section>
    </div>
  );
}
