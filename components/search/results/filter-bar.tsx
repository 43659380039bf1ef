import type { KindFacet } from '@/lib/api/contract/search';
import type { TagRef } from '@/lib/api/contract/content';
import { COLORS, ORIENTATIONS, SORTS, VIPS, type SearchUrlState } from '../url-state';
import styles from './results.module.css';

interface FilterOption {
  label: string;
  href: string;
  active: boolean;
  count?: number;
  swatch?: string;
}

/** One row of filter links (plain <a>: crawlable, works without JavaScript). */
function Row({ title, options }: { title: string; options: FilterOption[] }) {
  if (options.length <= 1) return null;
  return (
    <div className={styles.filterRow}>
      <span className={styles.filterTitle}>{title}</span>
      <ul className={styles.filterList}>
        {options.map((o) => (
          <li key={o.href + o.label}>
            <a href={o.href} className={`${styles.filter} ${o.active ? styles.filterActive : ''}`} aria-current={o.active ? 'true' : undefined} rel="nofollow">
              {o.swatch && <span className={styles.swatch} style={{ background: o.swatch }} aria-hidden="true" />}
              {o.label}
              {o.count !== undefined && <span className={styles.count}>{o.count >= 99 ? '99+' : o.count}</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export type FilterRow = 'categories' | 'tags' | 'vip' | 'orientation' | 'color' | 'sort';

interface Props {
  rows?: FilterRow[];
  state: SearchUrlState;
  href: (change: Partial<SearchUrlState>) => string;
  facets?: KindFacet[];
  categories?: { id: number; name: string }[];
  tags?: TagRef[];
}

/** Kind, category, label, free/VIP, orientation, colour and sort — every choice is a link that resets the page. */
export function FilterBar({ state, href, facets, categories, tags, rows }: Props) {
  const show = (r: FilterRow) => !rows || rows.includes(r);
  const link = (change: Partial<SearchUrlState>) => href({ ...change, page: 1 });
  const all = (active: boolean, change: Partial<SearchUrlState>): FilterOption => ({ label: '全部', href: link(change), active });
  return (
    <nav className={styles.filters} aria-label="筛选条件">
      {facets && (
        <Row title="类型" options={[all(!state.kind, { kind: undefined, classifyId: undefined }), ...facets.map((f) => ({ label: f.name, href: link({ kind: f.kind, classifyId: undefined }), active: state.kind === f.kind, count: f.count }))]} />
      )}
      {categories && show('categories') && <Row title="分类" options={[all(!state.classifyId, { classifyId: undefined }), ...categories.map((c) => ({ label: c.name, href: link({ classifyId: c.id }), active: state.classifyId === c.id }))]} />}
      {tags && show('tags') && <Row title="标签" options={[all(!state.tagId, { tagId: undefined }), ...tags.map((t) => ({ label: t.name, href: link({ tagId: t.id }), active: state.tagId === t.id }))]} />}
      {show('vip') && <Row title="价格" options={[all(!state.vip, { vip: undefined }), ...VIPS.map((v) => ({ label: v.label, href: link({ vip: v.value }), active: state.vip === v.value }))]} />}
      {show('orientation') && <Row title="版式" options={[all(!state.orientation, { orientation: undefined }), ...ORIENTATIONS.map((o) => ({ label: o.label, href: link({ orientation: o.value }), active: state.orientation === o.value }))]} />}
      {show('color') && <Row title="颜色" options={[all(!state.color, { color: undefined }), ...COLORS.map((c) => ({ label: c.label, href: link({ color: c.value }), active: state.color === c.value, swatch: c.hex }))]} />}
      {show('sort') && <Row title="排序" options={SORTS.map((s) => ({ label: s.label, href: link({ sort: s.value }), active: state.sort === s.value }))} />}
    </nav>
  );
}
