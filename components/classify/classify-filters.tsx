import type { SortOrder } from '@/lib/api/contract/kinds';
import { classifyHref, type CategoryUrl, type VipFilter } from '@/lib/content/classify-param';
import { DOWNLOADABLE_KINDS, SORT_LABELS } from '@/lib/content/kinds';
import type { CategoryContext } from '@/lib/content/load-classify';
import { ChipNav } from '@/components/content/chip-nav';
import styles from './classify.module.css';

const VIP_LABELS: Record<VipFilter, string> = { all: '全部', vip: 'VIP', free: '免费' };

/** Category, sub-category, sort and VIP links: every filter state is its own crawlable URL (page 1). */
export function ClassifyFilters({ url, ctx }: { url: CategoryUrl; ctx: CategoryContext }) {
  const first = { ...url, page: 1 };
  const { top, sub } = ctx;
  const sorts: SortOrder[] = ['new', 'hot', ...(DOWNLOADABLE_KINDS.includes(ctx.kind) ? (['download'] as const) : []), 'collect'];
  return (
    <div className={styles.filters}>
      <ChipNav
        label="分类"
        testId="classify-categories"
        chips={[
          // /classify/0 (every category) is the case library's; other kinds' lists start at their homes.
          ...(ctx.kind === 'case' ? [{ key: 0, label: '全部', href: classifyHref(first, { top: 0, sub: 0, tagId: 0 }), current: !top }] : []),
          ...ctx.tree.map((n) => ({ key: n.id, label: n.name, href: classifyHref(first, { top: n.id, sub: 0, tagId: 0 }), current: n.id === top?.id })),
        ]}
      />
      {top && (top.children?.length ?? 0) > 0 && (
        <ChipNav
          label="子分类"
          testId="classify-subcategories"
          chips={[
            { key: 0, label: `全部${top.name}`, href: classifyHref(first, { sub: 0 }), current: !sub },
            ...(top.children ?? []).map((c) => ({ key: c.id, label: c.name, href: classifyHref(first, { sub: c.id }), current: c.id === sub?.id, count: c.itemCount })),
          ]}
        />
      )}
      <div className={styles.row}>
        <ChipNav label="排序" chips={sorts.map((s) => ({ key: s, label: SORT_LABELS[s], href: classifyHref(first, { sort: s }), current: s === url.sort }))} />
        <ChipNav label="VIP" chips={(['all', 'vip', 'free'] as const).map((v) => ({ key: v, label: VIP_LABELS[v], href: classifyHref(first, { vip: v }), current: v === url.vip }))} />
      </div>
    </div>
  );
}
