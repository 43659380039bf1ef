import type { ContentKind } from '../../../../lib/api/contract/kinds';
import { KIND_NAMES } from '../../domain/kinds';
import { leavesOf, TREES, type TreeName } from '../../domain/categories';
import { pick, type Rng } from '../../domain/prng';

/** What the generator keeps in memory while seeding. */
export interface SeedContext {
  now: number;
  leaves: Map<TreeName, [number, number, string, string][]>;
  slugs: Map<number, string>;
  tagIds: Map<TreeName, number[]>;
  designersByField: Map<number, number[]>;
  allDesigners: number[];
  ids: Record<ContentKind, number[]>;
  magazineTitles: Map<number, string>;
  /** Next picture seed per kind and category (items.ts). */
  pictureSeeds: Map<string, number>;
}

export function createContext(now: number, tagIds: Map<TreeName, number[]>, designersByField: Map<number, number[]>): SeedContext {
  const leaves = new Map<TreeName, [number, number, string, string][]>();
  const slugs = new Map<number, string>();
  for (const tree of Object.keys(TREES) as TreeName[]) {
    leaves.set(tree, leavesOf(tree));
    TREES[tree].tops.forEach(([, slug], t) => slugs.set(TREES[tree].index * 10000 + (t + 1) * 100, slug));
  }
  const ids = Object.fromEntries(KIND_NAMES.map((k) => [k, [] as number[]])) as unknown as Record<ContentKind, number[]>;
  return {
    now,
    leaves,
    slugs,
    tagIds,
    designersByField,
    allDesigners: [...designersByField.values()].flat().sort((a, b) => a - b),
    ids,
    magazineTitles: new Map(),
    pictureSeeds: new Map(),
  };
}

/** Container of a generated item: periodicals live in magazines, articles in public accounts, some cases won awards. */
export function catalogueParent(kind: ContentKind, rng: Rng, ctx: SeedContext): number | null {
  if (kind === 'periodical' && ctx.ids.magazine.length) return pick(rng, ctx.ids.magazine);
  if (kind === 'article' && ctx.ids.publicAccount.length) return pick(rng, ctx.ids.publicAccount);
  if (kind === 'case' && ctx.ids.award.length && rng() < 0.06) return pick(rng, ctx.ids.award);
  return null;
}
