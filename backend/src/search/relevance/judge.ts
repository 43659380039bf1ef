/**
 * The relevance judge of the search bench (docs/search.md "Relevance"): grades a catalogue item
 * for a judged query from the item's own attributes — kind, leaf and top category, the facts
 * its description carries (style, spaces, software, format) and its title without the design
 * firm's name — never from the search index or the ranker.
 *
 * A judged query lists facets ("obj:廊架 ctx:景观"); the first one is its head (what the thing
 * is). Grade 2: every facet holds. Grade 1: the head holds, others do not. Grade 0: otherwise.
 */
import type { ContentKind } from '../../../../lib/api/contract/kinds';

export type FacetField = 'style' | 'space' | 'type' | 'obj' | 'mat' | 'ctx' | 'kind' | 'sw' | 'cost';
export interface Facet {
  field: FacetField;
  value: string;
}

/** What the judge knows of one item. */
export interface JudgedItem {
  id: number;
  kind: ContentKind;
  leaf: string;
  top: string;
  /** The title without " / {design firm}" and without the firm's name. */
  titleCore: string;
  style: string | null;
  spaces: readonly string[];
  tags: readonly string[];
  software: string;
  format: string;
  /** Yuan a download costs someone without a plan (rights.ts downloadCost); null for a kind without a file. */
  cost: number | null;
}

const FIELDS = new Set<FacetField>(['style', 'space', 'type', 'obj', 'mat', 'ctx', 'kind', 'sw', 'cost']);

/** "obj:廊架 ctx:景观" → facets; a malformed spec is a bug in the judged set, so it throws. */
export function parseFacets(spec: string): Facet[] {
  return spec
    .trim()
    .split(/\s+/)
    .map((part) => {
      const [field, ...rest] = part.split(':');
      const value = rest.join(':');
      if (!FIELDS.has(field as FacetField) || !value) throw new Error(`bad facet "${part}" in "${spec}"`);
      return { field: field as FacetField, value };
    });
}

/** A case title's firm suffix ("石语健身房 / 北岸景观设计") says who designed it, not what it is. */
export function titleCoreOf(title: string, designFirm?: string): string {
  const head = title.split(' / ')[0] ?? title;
  return designFirm ? head.split(designFirm).join('') : head;
}

/** Kinds a kind facet names: "model" is either kind of model. */
const KIND_GROUPS: Record<string, readonly string[]> = { model: ['3d', 'su'] };

/**
 * Whether one facet holds for an item (the documented rule):
 *  - style: the item's style fact; for items without one (textures, texts), a label of that name;
 *  - space: a case's spaces, or the leaf category (a 客厅 picture, a 客厅 scene model), or the title;
 *  - type (building / project type), obj (object), mat (material): the leaf or top category, or the title;
 *  - ctx (discipline: 景观, 建筑, 室内 …): the top or leaf category name contains it (never the title,
 *    whose firm suffix says 景观设计 for an interior);
 *  - kind: the item's kind ("model" = 3d or su);
 *  - sw (software or file format): the software or format fact, or the kind it implies (su, 3d, sgt, wenben, tietu);
 *  - cost ("0-50", yuan, inclusive): what a download of the item costs is within the range (an item without a file has no cost).
 */
export function facetHolds(f: Facet, it: JudgedItem): boolean {
  const v = f.value;
  switch (f.field) {
    case 'style':
      return it.style !== null ? it.style === v || it.titleCore.includes(v) : it.tags.includes(v) || it.titleCore.includes(v);
    case 'space':
      return it.spaces.includes(v) || it.leaf === v || it.titleCore.includes(v);
    case 'type':
    case 'obj':
    case 'mat':
      return it.leaf === v || it.top === v || it.leaf.includes(v) || it.titleCore.includes(v);
    case 'ctx':
      return it.top.includes(v) || it.leaf.includes(v);
    case 'kind':
      return (KIND_GROUPS[v] ?? [v]).includes(it.kind);
    case 'sw': {
      const s = v.toLowerCase();
      const byKind: Record<string, string> = { su: 'su', sketchup: 'su', skp: 'su', '3d': '3d', max: '3d', '3dmax': '3d', cad: 'sgt', dwg: 'sgt', 施工图: 'sgt', 文本: 'wenben', pdf: 'wenben', 贴图: 'tietu' };
      return it.software.toLowerCase().includes(s) || it.format.toLowerCase() === s || byKind[s] === it.kind;
    }
    case 'cost': {
      const [lo, hi] = v.split('-').map(Number);
      return it.cost !== null && it.cost >= lo! && it.cost <= hi!;
    }
  }
}

/** 2: every facet holds; 1: the head holds; 0: otherwise. */
export function grade(facets: readonly Facet[], it: JudgedItem): 0 | 1 | 2 {
  if (!facets.length || !facetHolds(facets[0]!, it)) return 0;
  return facets.every((f) => facetHolds(f, it)) ? 2 : 1;
}

/** DCG with exponential gain (2^grade − 1) and log2 discount. */
function dcg(grades: readonly number[], k: number): number {
  let s = 0;
  for (let i = 0; i < Math.min(k, grades.length); i++) s += (2 ** grades[i]! - 1) / Math.log2(i + 2);
  return s;
}

/**
 * nDCG@k of a ranked list's grades against the catalogue's best possible list (`counts[g]` items
 * of grade g); null when the catalogue has nothing relevant (the query is not answerable there).
 */
export function ndcgAt(grades: readonly number[], counts: { 1: number; 2: number }, k = 10): number | null {
  const ideal: number[] = [];
  for (let i = 0; i < Math.min(k, counts[2]); i++) ideal.push(2);
  for (let i = 0; ideal.length < k && i < counts[1]; i++) ideal.push(1);
  const best = dcg(ideal, k);
  return best > 0 ? dcg(grades, k) / best : null;
}
