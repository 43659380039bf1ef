import Link from 'next/link';
import type { DesignerSummary } from '@/lib/api/contract/designer';
import { designerHref } from '@/lib/content/item-href';
import { CoverImage } from '@/components/media/oss-img';
import { trackAttrs } from '@/components/tracking/server';
import { FollowButton } from '@/components/follow';
import styles from './cards.module.css';

const AVATAR_WIDTHS = [64, 128, 192] as const;

/** A designer in a list: avatar, name (with English name), title, firm and city; 关注 beside the link. */
function DesignerCard({ designer, headingLevel = 'h3' }: { designer: DesignerSummary; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const place = [designer.city, designer.country].filter(Boolean).join(' · ');
  return (
    <article className={`${styles.card} ${styles.personCard}`} {...trackAttrs({ kind: 'designer', id: designer.id })}>
      <Link href={designerHref(designer.id)} prefetch={false} className={styles.person}>
        <CoverImage className={styles.avatar} src={designer.avatar.url} alt={designer.name} ratio={1} sizes="64px" widths={AVATAR_WIDTHS} />
        <div className={styles.personText}>
          <Heading className={styles.personName}>
            {designer.name}
            {designer.enName && designer.enName !== designer.name ? <span>{designer.enName}</span> : null}
          </Heading>
          <p className={`${styles.meta} ${styles.ellipsis}`}>
            {designer.top ? <span className={styles.badge}>大师</span> : null}
            <span>{designer.fieldName}</span>
            {designer.title ? <span>{designer.title}</span> : null}
          </p>
          <p className={`${styles.meta} ${styles.ellipsis}`}>{[designer.firm, place].filter(Boolean).join(' ｜ ')}</p>
        </div>
      </Link>
      <div className={styles.followSlot}>
        <FollowButton designerId={designer.id} name={designer.name} followers={designer.followers} />
      </div>
    </article>
  );
}

export function DesignerGrid({ designers, headingLevel }: { designers: readonly DesignerSummary[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className={`${styles.grid} ${styles.gridWide}`}>
      {designers.map((d) => (
        <li key={d.id}>
          <DesignerCard designer={d} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
