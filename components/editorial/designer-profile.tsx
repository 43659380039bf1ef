import type { DesignerDetail } from '@/lib/api/contract/designer';
import { KIND_LABELS } from '@/lib/content/kinds';
import type { Crumb } from '@/lib/seo';
import { CoverImage } from '@/components/media/oss-img';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { FollowButton } from '@/components/follow';
import styles from './designer-profile.module.css';

/** The head of a designer page: portrait, names, role, firm, place, bio and work counts. */
export function DesignerProfile({ designer: d, crumbs }: { designer: DesignerDetail; crumbs: readonly Crumb[] }) {
  const kinds = Object.entries(d.workKinds).filter(([, n]) => n > 0);
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.profile}>
        <CoverImage className={styles.portrait} src={d.avatar.url} alt={d.name} ratio={1} sizes="160px" widths={[160, 320, 480]} priority />
        <div className={styles.text}>
          <h1 className={styles.name}>
            {d.name}
            {d.enName && d.enName !== d.name ? <span className={styles.en}>{d.enName}</span> : null}
          </h1>
          <p className={styles.role}>
            {d.top ? <span className={styles.badge}>大师</span> : null}
            {/* A member's creator profile may have no firm or place yet. */}
            {[d.fieldName, d.title, d.firm].filter(Boolean).join(' · ')}
          </p>
          <p className={styles.place}>
            {[[d.city, d.country].filter(Boolean).join('，'), `${d.workCount} 件作品`].filter(Boolean).join(' ｜ ')}
          </p>
          <div className={styles.follow}>
            <FollowButton designerId={d.id} name={d.name} followers={d.followers} showCount size="large" />
          </div>
          <div className={styles.bio}>
            {d.bio.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          {kinds.length ? (
            <ul className={styles.kinds} aria-label="作品类型">
              {kinds.map(([k, n]) => (
                <li key={k}>
                  {KIND_LABELS[k as keyof typeof KIND_LABELS] ?? k} <strong>{n}</strong>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
    </>
  );
}
