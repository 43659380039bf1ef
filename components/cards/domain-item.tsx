import type { NavSite } from '@/lib/api/contract/world-nav';
import { imageUrl } from '@/lib/image';
import styles from './domain-item.module.css';
import { OssImg } from '@/components/media/oss-img';
import { trackAttrs } from '@/components/tracking/server';

type DomainSite = Pick<NavSite, 'webId' | 'name' | 'host' | 'description' | 'logo'> & { url?: string };

/**
 * SPEC §2's "domain item": one card of a site (a web domain) in the world navigation — logo,
 * name, host and a line about it. It links to the transfer page (/tranferPage/{webId}), which
 * only forwards to destinations the API vouches for, never straight to the outside URL: the
 * site never becomes an open redirect and leaving it is always an explicit step.
 */
export function DomainItem({ site, headingLevel = 3 }: { site: DomainSite; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-testid="domain-item" {...trackAttrs({ kind: 'site', id: site.webId })}>
      {/* nofollow: the transfer page is a hop, not content for crawlers to rank. */}
      <a className={styles.link} href={`/tranferPage/${site.webId}`} rel="nofollow">
        <OssImg
          className={styles.logo}
          src={imageUrl(site.logo.url, { mode: 'pad', width: 96, height: 96, color: 'FFFFFF', format: 'webp' })}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
        />
        {/* A div, not a span: a heading is flow content, which a span may not hold. */}
        <div className={styles.text}>
          <Heading className={styles.name}>{site.name}</Heading>
          <span className={styles.host}>{site.host}</span>
        </div>
      </a>
      {site.description && <p className={styles.description}>{site.description}</p>}
    </article>
  );
}
