import type { AuthorRef } from '@/lib/api/contract/content';
import { designerHref } from '@/lib/content/item-href';
import { imageUrl } from '@/lib/image';
import { OssImg } from '@/components/media/oss-img';
import styles from './detail.module.css';
import { areaAttrs, trackAttrs } from '@/components/tracking/server';

/**
 * The item's author — a catalogue designer, or the creator profile of the member whose case was
 * approved — linking to their page (their works are listed there).
 */
export function AuthorCard({ author }: { author: AuthorRef }) {
  return (
    <a className={styles.author} href={designerHref(author.id)} data-testid="author-card" {...areaAttrs('作者')} {...trackAttrs({ kind: 'designer', id: author.id })}>
      <OssImg src={imageUrl(author.avatar.url, { mode: 'fill', width: 96, height: 96, format: 'webp' })} alt="" width={48} height={48} loading="lazy" />
      <span>
        <strong>{author.name}</strong>
        <span className={styles.authorTitle}>{author.title || '设计师'}</span>
      </span>
    </a>
  );
}
