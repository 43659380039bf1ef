/**
 * The relevance bench (docs/search.md "Relevance"): grades the whole catalogue for every judged
 * query (judge.ts, from item attributes), asks a running API for each search type's first page,
 * and prints nDCG@10 and the zero-result rate per type. Loopback only; one request at a time.
 *
 *   tsx backend/src/search/relevance/run.ts --api http://127.0.0.1:4000 --db backend/data/catalogue.db [--worst 10] [--json]
 */
import Database from 'better-sqlite3';
import type { ContentKind } from '../../../../lib/api/contract/kinds';
import { downloadCost } from '../../../../lib/api/contract/rights';
import { describeItem } from '../../domain/describe';
import { grade, ndcgAt, parseFacets, titleCoreOf, type Facet, type JudgedItem } from './judge';
import { JUDGED_QUERIES } from './queries';

/** The search types a visitor reaches (SPEC §2 search types, the models type and AI search) and the kinds each lists. */
export const SEARCH_TYPES: { type: string; label: string; kinds: readonly string[] | null }[] = [
  { type: 'case', label: '案例 (type 1)', kinds: ['case'] },
  { type: 'pin', label: '灵感图片 (type 2)', kinds: ['pin'] },
  { type: 'pics', label: '灵感图集 (type 4)', kinds: ['pics'] },
  { type: 'render', label: '效果图 (type 3)', kinds: ['pin', 'pics', 'jhy'] },
  { type: 'model', label: '模型 3D/SU', kinds: ['3d', 'su'] },
  { type: 'all', label: '全部', kinds: null },
  { type: 'ai', label: 'AI 搜索', kinds: null },
];

function arg(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** Every item of the catalogue as the judge sees it. */
export function loadJudgedItems(dbPath: string): JudgedItem[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const cats = new Map((db.prepare('SELECT id, name, slug FROM categories').all() as { id: number; name: string; slug: string }[]).map((c) => [c.id, c]));
    const tags = new Map((db.prepare('SELECT id, name FROM tags').all() as { id: number; name: string }[]).map((t) => [t.id, t.name]));
    const rows = db.prepare('SELECT id, kind, classify_id, top_classify_id, title, tag_ids, vip, price FROM items').all() as { id: number; kind: ContentKind; classify_id: number; top_classify_id: number; title: string; tag_ids: string; vip: number; price: number }[];
    return rows.map((r) => {
      const leaf = cats.get(r.classify_id)?.name ?? '';
      const top = cats.get(r.top_classify_id);
      const { facts } = describeItem(r.kind, r.id, { leaf, top: top?.name ?? '', topSlug: top?.slug ?? '' });
      const fen = downloadCost({ kind: r.kind, vip: r.vip === 1, price: r.price });
      return {
        id: r.id,
        kind: r.kind,
        leaf,
        top: top?.name ?? '',
        titleCore: titleCoreOf(r.title, facts.designFirm),
        style: facts.style ?? null,
        spaces: facts.spaces ?? [],
        tags: r.tag_ids ? r.tag_ids.split(',').map((id) => tags.get(Number(id)) ?? '') : [],
        software: facts.software ?? '',
        format: facts.format ?? '',
        cost: fen === null ? null : fen / 100,
      };
    });
  } finally {
    db.close();
  }
}

interface Row {
  q: string;
  type: string;
  answerable: boolean;
  total: number;
  ndcg: number | null;
  top: string[];
}

async function firstPage(api: string, q: string, kinds: readonly string[] | null, ai: boolean): Promise<{ ids: number[]; titles: string[]; total: number }> {
  const res = ai
    ? await fetch(`${api}/ai/api/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: q }) })
    : await fetch(`${api}/case/api/search/list?keyword=${encodeURIComponent(q)}&pageSize=10${kinds ? `&kind=${kinds.join(',')}` : ''}`);
  const body = (await res.json()) as { error?: { errorCode: number; message?: string }; data?: { list?: { id: number; title: string }[]; total?: number; results?: { list: { id: number; title: string }[]; total: number } } };
  if (body.error?.errorCode !== 0 || !body.data) throw new Error(`${ai ? 'ai' : 'search'} "${q}": ${JSON.stringify(body.error)}`);
  const page = ai ? body.data.results! : { list: body.data.list!, total: body.data.total! };
  const list = page.list.slice(0, 10);
  return { ids: list.map((i) => i.id), titles: list.map((i) => i.title), total: page.total };
}

export async function runRelevance(api: string, dbPath: string): Promise<{ rows: Row[]; summary: { type: string; label: string; queries: number; ndcg: number; zeroRate: number; zero: string[] }[] }> {
  const items = loadJudgedItems(dbPath);
  const rows: Row[] = [];
  for (const jq of JUDGED_QUERIES) {
    const facets: Facet[] = parseFacets(jq.facets);
    const grades = new Map<number, 1 | 2>();
    const kindOf = new Map<number, string>();
    for (const it of items) {
      const gr = grade(facets, it);
      if (gr > 0) {
        grades.set(it.id, gr as 1 | 2);
        kindOf.set(it.id, it.kind);
      }
    }
    for (const t of SEARCH_TYPES) {
      // A budget is AI search's language (the header's keyword search reads no amounts).
      if (jq.group === 'budget' && t.type !== 'ai') continue;
      const counts = { 1: 0, 2: 0 };
      for (const [id, gr] of grades) if (!t.kinds || t.kinds.includes(kindOf.get(id)!)) counts[gr] += 1;
      const answerable = counts[1] + counts[2] > 0;
      if (!answerable) continue;
      const page = await firstPage(api, jq.q, t.kinds, t.type === 'ai');
      const ndcg = ndcgAt(page.ids.map((id) => grades.get(id) ?? 0), counts);
      rows.push({ q: jq.q, type: t.type, answerable, total: page.total, ndcg, top: page.titles.slice(0, 3) });
    }
  }
  const summary = SEARCH_TYPES.map((t) => {
    const mine = rows.filter((r) => r.type === t.type);
    const n = mine.length;
    const zero = mine.filter((r) => r.total === 0).map((r) => r.q);
    return { type: t.type, label: t.label, queries: n, ndcg: n ? mine.reduce((s, r) => s + (r.ndcg ?? 0), 0) / n : 0, zeroRate: n ? zero.length / n : 0, zero };
  });
  return { rows, summary };
}

async function main(): Promise<void> {
  const api = arg('api', 'http://127.0.0.1:4000')!;
  const db = arg('db');
  if (!db) throw new Error('--db <catalogue.db> is required');
  const worst = Number(arg('worst', '0'));
  const started = Date.now();
  const { rows, summary } = await runRelevance(api, db);
  console.log(`  relevance (${JUDGED_QUERIES.length} judged queries, ${rows.length} query × type pairs the catalogue can answer, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  for (const s of summary) {
    console.log(`    ${s.label.padEnd(16)} nDCG@10 ${s.ndcg.toFixed(3)}  zero-result ${(s.zeroRate * 100).toFixed(1)}% of ${s.queries}${s.zero.length ? `  (${s.zero.slice(0, 8).join(' ')}${s.zero.length > 8 ? ' …' : ''})` : ''}`);
  }
  if (worst > 0) {
    for (const t of SEARCH_TYPES) {
      const bad = rows.filter((r) => r.type === t.type).sort((a, b) => (a.ndcg ?? 0) - (b.ndcg ?? 0)).slice(0, worst);
      console.log(`  worst ${t.type}: ${bad.map((r) => `${r.q}=${(r.ndcg ?? 0).toFixed(2)}[${r.top.join('|')}]`).join('  ')}`);
    }
  }
  if (process.argv.includes('--json')) console.log(`BENCH_RELEVANCE_JSON ${JSON.stringify(summary)}`);
}

if (process.argv[1] && /relevance[\\/]run\.ts$/.test(process.argv[1])) {
  main().catch((err: unknown) => {
    console.error(`relevance bench failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
