import type { ContentKind } from '@/lib/api/contract/kinds';
import type { getCommodityAreas } from '@/lib/api/classify';
import { formatCount } from '@/lib/content/format';
import { imageUrl } from '@/lib/image';
import { Section } from '@/components/content/section';
import { OssImg } from '@/components/media/oss-img';
import styles from './commodity-areas.module.css';

/**
 * 资源专区: the commodity areas (SPEC §7 GET {separate API host}/commodityArea/list) with their
 * item counts, where a designer looks for downloadable resources (the model, texture, CAD and
 * text homes, and the discover home), after the home's sections: below the fold, so laid out and
 * hydrated as the reader nears it. Server-rendered links; nothing when the host is down.
 * `load`: the call, started by the home with its others.
 */
export async function CommodityAreas({ current, load }: { current?: ContentKind; load: ReturnType<typeof getCommodityAreas> }) {
  const res = await load;
  if (!res.ok || res.data.length === 0) return null;
  const areas = [...res.data].sort((a, b) => a.sort - b.sort);
  return (
    <Section id="commodity-areas" title="资源专区" testId="commodity-areas" deferRender>
      <ul className={styles.grid}>
        {areas.map((a) => (
          <li key={a.id}>
            <a href={a.path} className={styles.card} aria-current={a.kind === current ? 'page' : undefined}>
              <OssImg src={imageUrl(a.icon.url, { mode: 'fill', width: 96, height: 96, format: 'webp' })} alt="" width={48} height={48} loading="lazy" />
              <span>
                <strong>{a.name}</strong>
                <span className={styles.sub}>{a.subtitle}</span>
                <span className={styles.count}>{formatCount(a.itemCount)} 个资源</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
