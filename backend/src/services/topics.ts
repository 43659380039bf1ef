import type Database from 'better-sqlite3';
import type { ContentKind } from '../../../lib/api/contract/kinds';
import type { TopicIndex, TopicRef } from '../../../lib/api/contract/seo';
import type { Catalog } from '../db/repo/catalog';
import type { ItemRow } from '../db/repo/items';
import { describeItem } from '../domain/describe';

/**
 * Where each topic family (jhy top category, by slug) draws its items from: [kind, top category
 * id]. The same table answers the inverse question — which topics an item, a category or a
 * search belongs to — so a topic links to its items and they link back.
 */
export const TOPIC_SOURCES: Record<string, [ContentKind, number]> = {
  interior: ['case', 10200],
  architecture: ['case', 10100],
  landscape: ['case', 11400],
  soft: ['pin', 20400],
  renovation: ['case', 11300],
};

interface Topic extends TopicRef {
  classifyId: number;
  slug: string;
  /** The words its title names (style, space or building type, family name). */
  words: string[];
}

const RELATED_LIMIT = 8;

// A stable per-(topic, seed) shuffle: items with equal words link different topics, so every
// topic gets links from somewhere instead of the lowest ids collecting all of them.
const mix = (id: number, seed: number) => (Math.imul(id ^ seed, 2654435761) >>> 0) % 1_000_003;

/** The SEO topics (/jhy) and what they belong to, indexed in memory (a topic is ~2 % of items). */
export class TopicService {
  private cache: { key: number; topics: Topic[] } | null = null;

  constructor(
    private readonly db: Database.Database,
    private readonly catalog: Catalog,
  ) {}

  private all(): Topic[] {
    const key = this.catalog.count('jhy');
    if (this.cache?.key === key) return this.cache.topics;
    const rows = this.db.prepare("SELECT id, title, classify_id, top_classify_id FROM items WHERE kind = 'jhy' ORDER BY id").all() as Pick<ItemRow, 'id' | 'title' | 'classify_id' | 'top_classify_id'>[];
    const topics = rows.map((r) => {
      const top = this.catalog.categories.get(r.top_classify_id);
      const leaf = this.catalog.categories.get(r.classify_id);
      const { facts } = describeItem('jhy', r.id, { leaf: leaf?.name ?? '', top: top?.name ?? '', topSlug: top?.slug ?? '' });
      return { id: r.id, title: r.title, classifyId: r.top_classify_id, slug: top?.slug ?? '', words: (facts.keywords ?? []).filter((w) => w && w !== '效果图' && r.title.includes(w)) };
    });
    this.cache = { key, topics };
    return topics;
  }

  private static ref(t: Topic): TopicRef {
    return { id: t.id, title: t.title };
  }

  /** Topic families whose items come from this kind and top category. */
  private slugsFor(kind: string, topClassifyId: number): Set<string> {
    return new Set(Object.entries(TOPIC_SOURCES).filter(([, [k, c]]) => k === kind && c === topClassifyId).map(([slug]) => slug));
  }

  /** Topics an item belongs to: its family's topics that share its style or one of its spaces. */
  forItem(row: ItemRow): TopicRef[] {
    const slugs = this.slugsFor(row.kind, row.top_classify_id);
    if (!slugs.size) return [];
    const top = this.catalog.categories.get(row.top_classify_id);
    const leaf = this.catalog.categories.get(row.classify_id);
    const { facts } = describeItem(row.kind, row.id, { leaf: leaf?.name ?? '', top: top?.name ?? '', topSlug: top?.slug ?? '' });
    const spaces = new Set(facts.spaces ?? []);
    const score = (t: Topic) => t.words.reduce((s, w) => s + (spaces.has(w) ? 2 : 0) + (w === facts.style ? 1 : 0), 0);
    return this.all()
      .filter((t) => slugs.has(t.slug))
      .map((t) => ({ t, s: score(t) }))
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s || mix(a.t.id, row.id) - mix(b.t.id, row.id))
      .slice(0, RELATED_LIMIT)
      .map((x) => TopicService.ref(x.t));
  }

  /** Topics of a category page: the family fed by the category's top node. */
  forCategory(kind: string, topClassifyId: number, seed: number, limit = RELATED_LIMIT): TopicRef[] {
    const slugs = this.slugsFor(kind, topClassifyId);
    return this.all()
      .filter((t) => slugs.has(t.slug))
      .sort((a, b) => mix(a.id, seed) - mix(b.id, seed))
      .slice(0, limit)
      .map(TopicService.ref);
  }

  /** Topics a search keyword names (a style, a space, a family), best matches first. */
  forKeyword(keyword: string, limit = RELATED_LIMIT): TopicRef[] {
    const k = keyword.trim().toLowerCase();
    if (!k) return [];
    return this.all()
      .map((t) => ({ t, s: (t.words.some((w) => w === k) ? 2 : 0) + (t.title.toLowerCase().includes(k) ? 1 : 0) }))
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s || a.t.id - b.t.id)
      .slice(0, limit)
      .map((x) => TopicService.ref(x.t));
  }

  /** The topics index: every family with its count, and one page of topics (classifyId 0 = all). */
  index(classifyId: number, page: number, pageSize: number): TopicIndex | null {
    const all = this.all();
    const families = this.catalog.tree('jhy', ['jhy'], 'jhy');
    if (classifyId !== 0 && !families.some((f) => f.id === classifyId)) return null;
    const chosen = classifyId === 0 ? all : all.filter((t) => t.classifyId === classifyId);
    const names = new Map(families.map((f) => [f.id, f.name]));
    return {
      list: chosen.slice((page - 1) * pageSize, page * pageSize).map((t) => ({ ...TopicService.ref(t), classifyId: t.classifyId, classifyName: names.get(t.classifyId) ?? '' })),
      total: chosen.length,
      page,
      pageSize,
      classifies: families.map((f) => ({ id: f.id, name: f.name, count: all.filter((t) => t.classifyId === f.id).length })),
    };
  }
}
