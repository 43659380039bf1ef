import type Database from 'better-sqlite3';
import { describeItem } from '../domain/describe';
import { KINDS } from '../domain/kinds';
import { parsePoolKey } from '../images/pool';
import { COLOURS } from '../images/picture';
import { colorOf } from './features';
import { chineseSynonyms, englishWords } from './synonyms';
import { STYLES } from '../domain/vocab';
import { parseUploadKey } from '../images/uploads';
import type { ImageFeatures } from './features';
import { downloadCost } from '../../../lib/api/contract/rights';
import type { ContentKind } from '../../../lib/api/contract/kinds';
import { costTokens } from './budget';
import { BUCKETS, orientationOf, tok, type Bucket } from './filter-tokens';
import { indexTokens, pinyinTokens } from './tokenize';
import { buildWords, WordCounter } from './word-build';

/** Bump when tokens or columns change: the index is rebuilt on next start. */
const INDEX_VERSION = 9;
const BATCH = 2000;

interface SourceRow {
  id: number;
  kind: string;
  classify_id: number;
  top_classify_id: number;
  title: string;
  cover_key: string;
  tag_ids: string;
  vip: number;
  price: number;
  updated_at: number;
  downloads: number;
  author: string | null;
  /** An uploaded case's own labels; undefined for seeded items. */
  uploaded?: string[];
  /** An uploaded case's place and design firm (weak words: who and where, not what). */
  uploadedWeak?: string[];
}

function signature(db: Database.Database): string {
  const r = db.prepare('SELECT count(*) AS n, coalesce(max(id), 0) AS id, coalesce(max(updated_at), 0) AS u, coalesce(sum(views), 0) AS v FROM items').get() as { n: number; id: number; u: number; v: number };
  return `v${INDEX_VERSION}:${r.n}:${r.id}:${r.u}:${r.v}`;
}

/** Thresholds so that the top p% of documents by `column` have value >= threshold. */
function thresholds(db: Database.Database, column: 'updated_at' | 'downloads', total: number): Map<Bucket, number> {
  const out = new Map<Bucket, number>();
  for (const p of BUCKETS) {
    const offset = Math.max(0, Math.ceil((total * p) / 100) - 1);
    const r = db.prepare(`SELECT ${column} AS v FROM items ORDER BY ${column} DESC LIMIT 1 OFFSET ?`).get(offset) as { v: number } | undefined;
    out.set(p, r ? Math.max(r.v, column === 'downloads' ? 1 : r.v) : Number.MAX_SAFE_INTEGER);
  }
  return out;
}

/** Kinds whose generated description carries facts search reads (style, spaces, software, format, firm). */
const FACT_KINDS = new Set(['case', 'pin', 'pics', '3d', 'su', 'sgt', 'jhy']);

/** What an item's description says of it, for search: its style, spaces, software and format, and its design firm. */
interface SearchFacts {
  style: string | null;
  /** Strong words: the style, spaces (客厅, 卧室 …), software and format. */
  words: string[];
  firm: string | null;
}

function searchFacts(r: SourceRow, names: Map<number, string>, slugs: Map<number, string>): SearchFacts {
  if (r.uploaded) return { style: null, words: r.uploaded, firm: null };
  if (!FACT_KINDS.has(r.kind)) return { style: null, words: [], firm: null };
  const { facts } = describeItem(r.kind as 'case', r.id, { leaf: names.get(r.classify_id) ?? '', top: names.get(r.top_classify_id) ?? '', topSlug: slugs.get(r.top_classify_id) ?? '' });
  const words = [facts.style ?? '', ...(facts.spaces ?? []), facts.software ?? '', facts.format ?? '', ...(r.kind === 'jhy' ? facts.keywords ?? [] : [])].filter(Boolean);
  return { style: facts.style ?? null, words, firm: facts.designFirm ?? null };
}

/** A case title's " / {firm}" suffix names who designed it; the rest names what it is. */
export function splitTitle(title: string): [what: string, who: string] {
  const at = title.indexOf(' / ');
  return at < 0 ? [title, ''] : [title.slice(0, at), title.slice(at + 3)];
}

/** Words of a category / tag / kind / author / case fact, cached: they repeat across the catalogue. */
class MetaWords {
  private readonly cache = new Map<string, string[]>();
  constructor(
    private readonly names: Map<number, string>,
    private readonly slugs: Map<number, string>,
    private readonly tags: Map<number, string>,
  ) {}
  private words(key: string, text: string): string[] {
    let w = this.cache.get(key);
    if (!w) {
      w = text ? indexTokens(text) : [];
      this.cache.set(key, w);
    }
    return w;
  }
  /** The leaf category's words: what the item is, ranked with its title. */
  leaf(r: SourceRow): string[] {
    return this.words(`c:${r.classify_id}`, this.names.get(r.classify_id) ?? '');
  }
  /** Strong words beside the title: kind, top category, labels, style, spaces, software and format. */
  of(r: SourceRow, facts: SearchFacts): string[] {
    const out = new Set<string>();
    const parts: [string, string][] = [
      [`k:${r.kind}`, KINDS[r.kind as keyof typeof KINDS]?.name ?? ''],
      [`c:${r.top_classify_id}`, this.names.get(r.top_classify_id) ?? ''],
    ];
    for (const id of r.tag_ids ? r.tag_ids.split(',') : []) {
      const name = this.tags.get(Number(id)) ?? '';
      // A style label that contradicts the item's own style fact would find a 法式 room for 北欧.
      if (facts.style && STYLE_SET.has(name) && name !== facts.style) continue;
      parts.push([`g:${id}`, name]);
    }
    if (!r.uploaded) for (const w of facts.words) parts.push([`f:${w}`, w]);
    for (const [key, text] of parts) for (const w of this.words(key, text)) out.add(w);
    // An uploaded case's own words are not shared with other items: not cached.
    for (const text of r.uploaded ?? []) for (const w of indexTokens(text)) out.add(w);
    return [...out];
  }
  /** Weak words: the author, the design firm, an upload's place — who and where, far below what. */
  weak(r: SourceRow, facts: SearchFacts, titleFirm: string): string[] {
    const out = new Set<string>();
    for (const [key, text] of [[`a:${r.author ?? ''}`, r.author ?? ''], [`d:${facts.firm ?? ''}`, facts.firm ?? ''], [`d:${titleFirm}`, titleFirm]] as [string, string][]) for (const w of this.words(key, text)) out.add(w);
    for (const text of r.uploadedWeak ?? []) for (const w of indexTokens(text)) out.add(w);
    if (r.author) out.add(r.author.toLowerCase());
    return [...out];
  }
}

const STYLE_SET = new Set<string>(STYLES);

interface UploadedColumns {
  u_tags: string | null;
  u_location: string | null;
  u_company: string | null;
}

/** The searchable words an approved upload's author wrote (its tags, place and design firm). */
export function uploadedWords(tagsJson: string, location: string, company: string): string[] {
  let tags: unknown = [];
  try {
    tags = JSON.parse(tagsJson);
  } catch {
    /* no tags */
  }
  return [...(Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : []), location, company].filter(Boolean);
}

function withUploaded(r: SourceRow & UploadedColumns): SourceRow {
  const { u_tags, u_location, u_company, ...row } = r;
  return u_tags === null ? row : { ...row, uploaded: uploadedWords(u_tags, '', ''), uploadedWeak: [u_location ?? '', u_company ?? ''].filter(Boolean) };
}

type Document = [t: string, tp: string, m: string, mp: string, a: string, ap: string, f: string];

/**
 * The FTS columns of one item, strongest first: t = what it is (title without the firm, leaf
 * category), m = what describes it (kind, top category, labels, style, spaces, software, format,
 * synonyms and English names), a = who and where (author, design firm, an upload's place), their
 * pinyin, and f = filter tokens.
 */
function documentOf(r: SourceRow, meta: MetaWords, colors: string | undefined, newest: Map<Bucket, number>, downloads: Map<Bucket, number>, names: Map<number, string>, slugs: Map<number, string>): Document {
  const facts = searchFacts(r, names, slugs);
  const [what, who] = splitTitle(r.title);
  const named = [...new Set([...indexTokens(facts.firm ? what.split(facts.firm).join(' ') : what), ...meta.leaf(r)])];
  // Chinese synonyms rank where the word they stand for does (咖啡厅 → 咖啡馆 names the item too).
  const titleWords = [...new Set([...named, ...chineseSynonyms(named)])];
  const metaWords = meta.of(r, facts);
  metaWords.push(...chineseSynonyms(metaWords));
  // English names of what the title and categories name (沙发 → sofa), searchable like the Chinese.
  metaWords.push(...englishWords([...titleWords, ...metaWords]));
  const weakWords = meta.weak(r, facts, who);
  const f: string[] = [tok.kind(r.kind), tok.classify(r.classify_id), tok.classify(r.top_classify_id), tok.vip(r.vip === 1)];
  if (facts.style && STYLE_SET.has(facts.style)) f.push(tok.style(facts.style));
  if (r.vip !== 1 && r.price === 0) f.push(tok.free());
  // What a download costs, by the rights table (free 0, VIP its single purchase, priced its 设计币): AI search's budgets.
  const cost = downloadCost({ kind: r.kind as ContentKind, vip: r.vip === 1, price: r.price });
  if (cost !== null) f.push(...costTokens(cost));
  for (const id of r.tag_ids ? r.tag_ids.split(',') : []) f.push(tok.tag(Number(id)));
  const img = parsePoolKey(r.cover_key) ?? parseUploadKey(r.cover_key);
  if (img) f.push(tok.orientation(orientationOf(img.width, img.height)));
  if (colors) f.push(colors);
  for (const b of BUCKETS) {
    if (r.updated_at >= newest.get(b)!) f.push(tok.newest(b));
    if (r.downloads >= downloads.get(b)!) f.push(tok.downloads(b));
  }
  return [titleWords.join(' '), pinyinTokens(titleWords).join(' '), metaWords.join(' '), pinyinTokens(metaWords).join(' '), weakWords.join(' '), pinyinTokens(weakWords).join(' '), f.join(' ')];
}

const SOURCE_SQL = `
  SELECT i.id, i.kind, i.classify_id, i.top_classify_id, i.title, i.cover_key, i.tag_ids, i.vip, i.price,
         i.updated_at, i.downloads, d.name AS author, c.tags AS u_tags, c.location AS u_location, c.design_company AS u_company
  FROM items i LEFT JOIN designers d ON d.id = i.author_id LEFT JOIN cases c ON c.item_id = i.id`;
const INSERT_FTS = 'INSERT INTO search_fts (rowid, t, tp, m, mp, a, ap, f) VALUES (?, ?, ?, ?, ?, ?, ?, ?)';

/**
 * Adds one new item (an approved upload) to the built index without a rebuild: it takes the next
 * rank (the least viewed, as a new item is), and the index's signature is moved on so the next
 * start does not rebuild for it. Its own words (labels; place and firm as weak words) are read
 * from its upload.
 */
export function indexNewItem(db: Database.Database, itemId: number, colors?: string): void {
  const raw = db.prepare(`${SOURCE_SQL} WHERE i.id = ?`).get(itemId) as (SourceRow & UploadedColumns) | undefined;
  if (!raw) return;
  const r = withUploaded(raw);
  r.uploaded ??= [];
  const categories = db.prepare('SELECT id, name, slug FROM categories WHERE id IN (?, ?)').all(r.classify_id, r.top_classify_id) as { id: number; name: string; slug: string }[];
  const tagIds = r.tag_ids ? r.tag_ids.split(',').map(Number) : [];
  const tags = tagIds.length ? (db.prepare(`SELECT id, name FROM tags WHERE id IN (${tagIds.map(() => '?').join(',')})`).all(...tagIds) as { id: number; name: string }[]) : [];
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const slugs = new Map(categories.map((c) => [c.id, c.slug]));
  const meta = new MetaWords(names, slugs, new Map(tags.map((t) => [t.id, t.name])));
  // The newest item is in every "newest" bucket; with no downloads yet, in no download bucket.
  const newest = new Map(BUCKETS.map((b) => [b, 0]));
  const downloads = new Map(BUCKETS.map((b) => [b, Number.MAX_SAFE_INTEGER]));
  db.transaction(() => {
    const rank = ((db.prepare('SELECT coalesce(max(rank), 0) AS n FROM search_docs').get() as { n: number }).n) + 1;
    db.prepare(INSERT_FTS).run(rank, ...documentOf(r, meta, colors, newest, downloads, names, slugs));
    db.prepare('INSERT INTO search_docs (rank, item_id, kind, cover_key, updated_at, downloads) VALUES (?, ?, ?, ?, ?, ?)').run(rank, r.id, r.kind, r.cover_key, r.updated_at, r.downloads);
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('search_index_sig', ?)").run(signature(db));
  })();
}

/**
 * Builds the search index when the catalogue changed since the last build (or never was):
 * FTS5 documents in popularity order, the rank → item map and the suggestion words.
 * Returns true when it (re)built.
 */
export function ensureSearchIndex(db: Database.Database, features: Map<string, ImageFeatures>, log: (msg: string) => void = () => {}): boolean {
  const sig = signature(db);
  const current = db.prepare("SELECT value FROM meta WHERE key = 'search_index_sig'").get() as { value: string } | undefined;
  if (current?.value === sig) return false;
  const started = Date.now();
  const total = (db.prepare('SELECT count(*) AS n FROM items').get() as { n: number }).n;
  const newest = thresholds(db, 'updated_at', total);
  const downloads = thresholds(db, 'downloads', total);
  const categories = db.prepare('SELECT id, name, slug FROM categories').all() as { id: number; name: string; slug: string }[];
  const names = new Map(categories.map((r) => [r.id, r.name]));
  const slugs = new Map(categories.map((r) => [r.id, r.slug]));
  const tags = new Map((db.prepare('SELECT id, name FROM tags').all() as { id: number; name: string }[]).map((r) => [r.id, r.name]));
  const meta = new MetaWords(names, slugs, tags);
  const counter = new WordCounter();
  const colorTokens = new Map<string, string>();
  for (const [key, f] of features) colorTokens.set(key, f.colors.map((c) => tok.color(c)).join(' '));
  // A cover not measured (beyond the most viewed) is found by the colour it is drawn in.
  const colourOfKey = (key: string): string | undefined => {
    const img = parsePoolKey(key);
    if (!img || !('subject' in img)) return undefined;
    const hex = COLOURS[img.colour]![1];
    return tok.color(colorOf(parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)));
  };

  // A big page cache and no incremental merging while loading; one 'optimize' merge at the end.
  const cacheSize = db.pragma('cache_size', { simple: true }) as number;
  db.pragma('cache_size = -262144');
  db.transaction(() => {
    db.exec("INSERT INTO search_fts(search_fts) VALUES('delete-all'); DELETE FROM search_docs; DELETE FROM search_words;");
    db.exec("INSERT INTO search_fts(search_fts, rank) VALUES('automerge', 0)");
    const insFts = db.prepare(INSERT_FTS);
    const insDoc = db.prepare('INSERT INTO search_docs (rank, item_id, kind, cover_key, updated_at, downloads) VALUES (?, ?, ?, ?, ?, ?)');
    // Rank order first (ids only), then rows by id in chunks: better-sqlite3 cannot write while a read is iterating.
    const order = db.prepare('SELECT id FROM items ORDER BY views DESC, id ASC').pluck().all() as number[];
    const chunk = db.prepare(`${SOURCE_SQL} WHERE i.id IN (SELECT value FROM json_each(?))`);
    let rank = 0;
    const step = Math.max(BATCH, Math.floor(total / 5));
    for (let at = 0; at < order.length; at += BATCH) {
      const ids = order.slice(at, at + BATCH);
      const byId = new Map((chunk.all(JSON.stringify(ids)) as (SourceRow & UploadedColumns)[]).map((r) => [r.id, withUploaded(r)]));
      for (const id of ids) {
        const r = byId.get(id);
        if (r) indexOne(r);
      }
    }
    function indexOne(r: SourceRow): void {
      rank += 1;
      const doc = documentOf(r, meta, colorTokens.get(r.cover_key) ?? colourOfKey(r.cover_key), newest, downloads, names, slugs);
      insFts.run(rank, ...doc);
      insDoc.run(rank, r.id, r.kind, r.cover_key, r.updated_at, r.downloads);
      counter.add(r.kind, r.title);
      if (total >= 200_000 && rank % step === 0) log(`search: indexed ${rank.toLocaleString('en')} / ${total.toLocaleString('en')}`);
    }
    buildWords(db, counter, names, tags);
    db.exec("INSERT INTO search_fts(search_fts) VALUES('optimize')");
    db.exec("INSERT INTO search_fts(search_fts, rank) VALUES('automerge', 4)");
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('search_index_sig', ?)").run(sig);
  })();
  db.pragma(`cache_size = ${cacheSize}`);
  log(`search: indexed ${total.toLocaleString('en')} items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
