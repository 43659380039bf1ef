import type { SiteChannel } from '../../../lib/api/contract/audience';
import type { ContentListQuery, ItemDetail, ItemPage, ItemSummary } from '../../../lib/api/contract/content';
import type { ContentKind, SortOrder } from '../../../lib/api/contract/kinds';
import { notFound, badParam } from '../http/envelope';
import type { Catalog } from '../db/repo/catalog';
import { COUNT_CAP, type ItemCriteria, type ItemRepo, type ItemRow, type ListFilter } from '../db/repo/items';
import type { Presenter } from '../domain/present';
import { KIND_NAMES, KINDS } from '../domain/kinds';
import type { AudienceScopes } from './audience';

/** A list request: the wire query with its page resolved, plus the day window. */
interface ListParams extends Omit<ContentListQuery, 'page' | 'pageSize'>, Pick<ItemCriteria, 'updatedFrom' | 'updatedTo'> {
  page: number;
  pageSize: number;
}

/** Kinds sharing a category tree with `kind` (pin and pics share 'pin'). */
export function kindsOfTree(tree: string): ContentKind[] {
  return KIND_NAMES.filter((k) => KINDS[k].tree === tree);
}

/** List/detail logic shared by the content routes. */
export class ContentService {
  constructor(
    private readonly catalog: Catalog,
    private readonly items: ItemRepo,
    private readonly presenter: Presenter,
    readonly audiences: AudienceScopes,
  ) {}

  /** Validates a category id against the kind and returns the list-filter form of it. */
  classifyFilter(classifyId: number, kind?: ContentKind): { id: number; top: boolean; kinds: ContentKind[] } {
    const c = this.catalog.categories.get(classifyId);
    if (!c || c.tree === 'designer') throw notFound('分类不存在');
    if (kind && KINDS[kind].tree !== c.tree) throw badParam(`分类 ${classifyId} 不属于 ${KINDS[kind].name}`);
    return { id: c.id, top: c.parentId === 0, kinds: kind ? [kind] : kindsOfTree(c.tree) };
  }

  /**
   * A page of items. With an audience the list favours that channel: only its items when it has
   * any of the list's kinds (else the list is unscoped), and the unscoped list when the scoped one
   * is empty — a channel never shows an empty list because its audience has fewer items.
   */
  list(p: ListParams): ItemPage {
    if (!p.kind && p.classifyId === undefined && p.parentId === undefined && p.authorId === undefined && p.tagId === undefined && !p.keyword && p.updatedFrom === undefined) {
      throw badParam('缺少参数 kind（或 classifyId / parentId / authorId / tagId / keyword 之一）');
    }
    const filter: ListFilter = {
      kinds: p.kind ? [p.kind] : undefined,
      tagId: p.tagId,
      authorId: p.authorId,
      parentId: p.parentId,
      keyword: p.keyword || undefined,
      vip: p.vip,
      updatedFrom: p.updatedFrom,
      updatedTo: p.updatedTo,
      sort: p.sort ?? 'new',
      offset: (p.page - 1) * p.pageSize,
      limit: p.pageSize,
    };
    if (p.classifyId !== undefined) {
      const c = this.classifyFilter(p.classifyId, p.kind);
      filter.classify = { id: c.id, top: c.top };
      filter.kinds = c.kinds;
    }
    if (p.tagId !== undefined && !this.catalog.tags.has(p.tagId)) throw notFound('标签不存在');
    if (p.audience) {
      const scope = this.audiences.listScope(p.audience, filter.kinds);
      if (scope) {
        const scoped = this.page({ ...filter, scope }, p);
        if (scoped.total > 0) return scoped;
      }
    }
    return this.page(filter, p);
  }

  private page(filter: ListFilter, p: ListParams): ItemPage {
    const simple = filter.tagId === undefined && filter.authorId === undefined && filter.parentId === undefined && !filter.keyword && filter.vip === undefined && filter.updatedFrom === undefined && filter.updatedTo === undefined && !filter.scope;
    let total: number;
    let totalCapped = false;
    if (simple && filter.kinds) {
      total = this.catalog.countIn(filter.kinds, filter.classify?.id ?? 0);
    } else {
      total = this.items.countCapped(filter);
      if (total > COUNT_CAP) {
        total = COUNT_CAP;
        totalCapped = true;
      }
    }
    const rows = filter.offset < total ? this.items.list(filter) : [];
    return { list: this.presenter.summaries(rows), total, page: p.page, pageSize: p.pageSize, totalCapped };
  }

  top(kind: ContentKind, sort: SortOrder, limit: number, classifyId?: number, audience?: SiteChannel): ItemSummary[] {
    return this.list({ kind, classifyId, sort, page: 1, pageSize: limit, audience }).list;
  }

  /**
   * The first `limit` of a kind favouring a channel: its audience's items first, topped up with
   * the rest of the kind when the audience has fewer (never a short or empty section).
   */
  /**
   * A channel's 推荐榜单 (issue 39: channel homes that differ): the recommend lists ranked by the
   * share of their members inside the channel's audience (ties: more members inside, then the
   * lists' own order), only lists with at least one member inside, at most `limit`.
   */
  recommendFor(audience: SiteChannel, limit: number): ItemPage {
    const all = this.list({ kind: 'recommend', sort: 'hot', page: 1, pageSize: 100 });
    const scope = this.audiences.listScope(audience);
    if (!scope) return all;
    const counts = this.items.recommendAudience(scope);
    const share = (id: number) => {
      const c = counts.get(id);
      return c && c.total ? c.inside / c.total : 0;
    };
    const ranked = all.list
      .map((item, order) => ({ item, order, share: share(item.id), inside: counts.get(item.id)?.inside ?? 0 }))
      .filter((r) => r.inside > 0)
      .sort((a, b) => b.share - a.share || b.inside - a.inside || a.order - b.order)
      .slice(0, limit)
      .map((r) => r.item);
    return { list: ranked, total: ranked.length, totalCapped: false, page: 1, pageSize: limit };
  }

  favoured(kind: ContentKind, sort: SortOrder, limit: number, audience: SiteChannel | undefined, classifyId?: number): ItemSummary[] {
    const first = this.top(kind, sort, limit, classifyId, audience);
    if (!audience || first.length >= limit) return first;
    const seen = new Set(first.map((i) => i.id));
    return [...first, ...this.top(kind, sort, limit * 2, classifyId).filter((i) => !seen.has(i.id))].slice(0, limit);
  }

  row(id: number, kinds?: readonly ContentKind[]): ItemRow {
    const row = this.items.byId(id);
    if (!row || (kinds && !kinds.includes(row.kind))) throw notFound(kinds ? `${KINDS[kinds[0]!].name}不存在` : '内容不存在');
    return row;
  }

  related(row: ItemRow, limit = 8): ItemRow[] {
    const base: ListFilter = { kinds: [row.kind], classify: { id: row.top_classify_id, top: true }, excludeId: row.id, sort: 'new', offset: 0, limit };
    const before = this.items.list({ ...base, updatedTo: row.updated_at });
    if (before.length >= limit) return before;
    const seen = new Set(before.map((r) => r.id));
    return [...before, ...this.items.list(base).filter((r) => !seen.has(r.id))].slice(0, limit);
  }

  detail(id: number, kinds?: readonly ContentKind[]): ItemDetail {
    const row = this.row(id, kinds);
    const parent = row.parent_id ? this.items.byId(row.parent_id) : undefined;
    const childCount = ['magazine', 'award', 'publicAccount', 'pics'].includes(row.kind) ? this.items.childCount(row.id) : 0;
    return this.presenter.detail(row, parent, childCount, this.related(row));
  }
}
