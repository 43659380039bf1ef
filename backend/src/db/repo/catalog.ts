import type Database from 'better-sqlite3';
import type { ClassifyNode } from '../../../../lib/api/contract/classify';
import type { ContentKind } from '../../../../lib/api/contract/kinds';
import type { TagRef } from '../../../../lib/api/contract/content';
import type { CategoryRow, TreeName } from '../../domain/categories';

/** A category as held in memory: the row the seeder writes. */
type Category = CategoryRow;

/** Categories, tags and counts, held in memory (they are small and read on every request). */
export class Catalog {
  readonly categories = new Map<number, Category>();
  readonly tags = new Map<number, TagRef>();
  /** "kind:classifyId" → count (classifyId 0 = whole kind). */
  private readonly counts = new Map<string, number>();
  readonly seededAt: number;

  constructor(db: Database.Database) {
    for (const c of db.prepare('SELECT id, tree, parent_id AS parentId, name, slug, sort FROM categories ORDER BY tree, parent_id, sort').all() as Category[]) {
      this.categories.set(c.id, c);
    }
    for (const t of db.prepare('SELECT id, name FROM tags').all() as TagRef[]) this.tags.set(t.id, t);
    for (const r of db.prepare('SELECT kind, classify_id AS c, count FROM item_counts').all() as { kind: string; c: number; count: number }[]) {
      this.counts.set(`${r.kind}:${r.c}`, r.count);
    }
    const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get() as { value: string } | undefined;
    this.seededAt = seeded ? Number(seeded.value) : Date.now();
  }

  count(kind: ContentKind | string, classifyId = 0): number {
    return this.counts.get(`${kind}:${classifyId}`) ?? 0;
  }

  /** Counts one new item (an approved upload) in memory; the caller updates item_counts in the same change. */
  countNew(kind: string, classifyIds: readonly number[]): void {
    for (const c of new Set([0, ...classifyIds])) this.counts.set(`${kind}:${c}`, this.count(kind, c) + 1);
  }

  /** Count across the kinds sharing a tree (e.g. pin + pics under the 'pin' tree). */
  countIn(kinds: readonly string[], classifyId: number): number {
    return kinds.reduce((s, k) => s + this.count(k, classifyId), 0);
  }

  tagRefs(csv: string): TagRef[] {
    if (!csv) return [];
    const out: TagRef[] = [];
    for (const id of csv.split(',')) {
      const t = this.tags.get(Number(id));
      if (t) out.push(t);
    }
    return out;
  }

  topOf(id: number): Category | undefined {
    const c = this.categories.get(id);
    if (!c) return undefined;
    return c.parentId ? this.categories.get(c.parentId) : c;
  }

  /** The category tree of `tree`, with item counts of the given kinds. */
  tree(tree: TreeName, kinds: readonly string[], kindForNodes: ContentKind | 'designer'): ClassifyNode[] {
    const tops: ClassifyNode[] = [];
    const byId = new Map<number, ClassifyNode>();
    for (const c of this.categories.values()) {
      if (c.tree !== tree) continue;
      const node: ClassifyNode = {
        id: c.id, name: c.name, slug: c.slug, kind: kindForNodes, parentId: c.parentId, sort: c.sort,
        itemCount: this.countIn(kinds, c.id),
      };
      if (c.parentId === 0) {
        node.children = [];
        tops.push(node);
      }
      byId.set(c.id, node);
    }
    for (const node of byId.values()) {
      if (node.parentId) byId.get(node.parentId)?.children?.push(node);
    }
    tops.sort((a, b) => a.sort - b.sort);
    for (const t of tops) t.children!.sort((a, b) => a.sort - b.sort);
    return tops;
  }
}
