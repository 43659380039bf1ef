import type Database from 'better-sqlite3';
import { HIST_BINS, popcount, similarity, type ImageFeatures } from './features';
import { SUBJECT_DIM as DIM_EXPORT } from './vision';

interface ImageHit {
  itemId: number;
  score: number;
  hamming: number;
}

export interface ImageQuery {
  limit: number;
  offset: number;
  /** Hide near-duplicates (the same picture under several items, or a resized copy). */
  hideDuplicates: boolean;
  kinds?: readonly string[];
  /** Leave out this item (the item the search started from). */
  excludeItemId?: number;
  /** The query's subject vector (vision.ts): ranks by what is pictured when the index has them. */
  subject?: Float32Array | null;
}

interface Entry {
  itemId: number;
  kind: string;
  key: string;
  f: ImageFeatures;
}

/** Candidates scored in full after the hamming pre-selection. */
const CANDIDATES = 1500;
/** Below this similarity a picture is not "similar" at all. */
const MIN_SCORE = 0.55;
const NEAR_HAMMING = 4;
const NEAR_L1 = 24;
/** Within this many hash bits a picture is a copy of the query (resized, re-encoded): it comes first. */
const COPY_HAMMING = 8;
const COPY_LOOK = 0.85;
/** Subject ranking: the subject's share of the score; the look (hash and colour) breaks ties. */
const SUBJECT_WEIGHT = 0.85;
/** Candidates scored in full after the subject pre-selection. */
const SUBJECT_CANDIDATES = 400;
const SCORE_BINS = 2048;
/** A module constant: an imported binding is read through a getter on every access in the hot loops. */
const SUBJECT_DIM = DIM_EXPORT;
/**
 * Every indexed picture's features in flat typed arrays (bit-packed pHash words, histogram
 * bytes), scanned brute force: hamming distance for all, counting-sorted into 65 buckets, then
 * the nearest buckets scored with the colour histogram too. Entries are in popularity order,
 * so among equals the better-known item wins.
 */
export class ImageIndex {
  readonly size: number;
  private readonly items: Uint32Array;
  private readonly kinds: Uint8Array;
  private readonly hi: Uint32Array;
  private readonly lo: Uint32Array;
  private readonly hist: Uint8Array;
  private readonly kindCodes = new Map<string, number>();
  private readonly ham: Uint8Array;
  private readonly order: Uint32Array;
  /** Entries with identical features share a group (the same picture under several items). */
  private readonly group: Uint32Array;
  /** Per-query "group already taken" marks; a generation number avoids clearing them. */
  private readonly taken: Uint32Array;
  private generation = 0;
  /** Pictures added while running (an approved upload's): scanned beside the packed arrays until the next start packs them. */
  private readonly added: Entry[] = [];
  private readonly keys: string[];
  /** Subject vectors, centred and scaled to unit length, as int8 (×127); `hasSubject` marks the entries that have one. */
  private readonly subj: Int8Array;
  private readonly hasSubject: Uint8Array;
  private subjectCount = 0;
  private centre: Float32Array | null = null;
  private centreBase = 0;
  private vectors: ReadonlyMap<string, Float32Array> = new Map();
  private readonly score: Float32Array;

  constructor(entries: Entry[]) {
    const n = entries.length;
    this.size = n;
    this.items = new Uint32Array(n);
    this.kinds = new Uint8Array(n);
    this.hi = new Uint32Array(n);
    this.lo = new Uint32Array(n);
    this.hist = new Uint8Array(n * HIST_BINS);
    this.ham = new Uint8Array(n);
    this.order = new Uint32Array(n);
    this.group = new Uint32Array(n);
    this.keys = entries.map((e) => e.key);
    this.subj = new Int8Array(n * SUBJECT_DIM);
    this.hasSubject = new Uint8Array(n);
    this.score = new Float32Array(n);
    // One features object per stored picture (image_features row): items showing the same
    // picture share it, so object identity is the duplicate group.
    const groups = new Map<ImageFeatures, number>();
    entries.forEach((e, i) => {
      this.set(i, e.itemId, e.kind, e.f);
      let g = groups.get(e.f);
      if (g === undefined) groups.set(e.f, (g = groups.size));
      this.group[i] = g;
    });
    this.taken = new Uint32Array(Math.max(1, groups.size));
  }

  private set(i: number, itemId: number, kind: string, f: ImageFeatures): void {
    let code = this.kindCodes.get(kind);
    if (code === undefined) this.kindCodes.set(kind, (code = this.kindCodes.size + 1));
    this.items[i] = itemId;
    this.kinds[i] = code;
    this.hi[i] = f.hashHi;
    this.lo[i] = f.hashLo;
    this.hist.set(f.hist, i * HIST_BINS);
  }

  /**
   * Loads the covers of every indexed document (rank order) with their source image's features,
   * and every other picture of an approved upload (its author's own pictures find their case).
   */
  static load(db: Database.Database, features: Map<string, ImageFeatures>): ImageIndex {
    const entries: Entry[] = [];
    for (const r of db.prepare('SELECT item_id, kind, cover_key FROM search_docs ORDER BY rank').raw().iterate() as IterableIterator<[number, string, string]>) {
      const f = features.get(r[2]);
      if (f) entries.push({ itemId: r[0], kind: r[1], key: r[2], f });
    }
    const uploaded = db
      .prepare(`SELECT c.item_id, p.key FROM cases c JOIN json_each(c.picture_ids) j JOIN upload_pictures p ON p.id = j.value
                WHERE c.state = 'approved' AND c.item_id IS NOT NULL AND p.key <> (SELECT cover_key FROM items WHERE id = c.item_id)`)
      .raw()
      .all() as [number, string][];
    for (const [itemId, key] of uploaded) {
      const f = features.get(key);
      if (f) entries.push({ itemId, kind: 'case', key, f });
    }
    return new ImageIndex(entries);
  }

  /** Adds a picture of an item now (an approved upload); the next start loads it with the rest. */
  add(itemId: number, kind: string, f: ImageFeatures, key = ''): void {
    if (!this.kindCodes.has(kind)) this.kindCodes.set(kind, this.kindCodes.size + 1);
    this.added.push({ itemId, kind, key, f });
  }

  get total(): number {
    return this.size + this.added.length;
  }

  /** Distinct indexed pictures in index order (the most viewed first): the background pass's order. */
  pictureKeys(): string[] {
    return [...new Set([...this.keys, ...this.added.map((e) => e.key).filter(Boolean)])];
  }

  get withSubject(): number {
    return this.subjectCount;
  }

  /**
   * Takes the subject vectors known so far (called after each background batch). The centre
   * (the mean vector, which cosine similarity is measured around) is recomputed while the known
   * set doubles; after that only new entries are quantised.
   */
  attachSubjects(vectors: ReadonlyMap<string, Float32Array>): void {
    this.vectors = vectors;
    const again = !this.centre || vectors.size >= this.centreBase * 2;
    if (again) {
      const c = new Float32Array(SUBJECT_DIM);
      for (const v of vectors.values()) for (let d = 0; d < SUBJECT_DIM; d++) c[d]! += v[d]! / vectors.size;
      this.centre = c;
      this.centreBase = vectors.size;
      this.hasSubject.fill(0);
      this.subjectCount = 0;
    }
    const unit = new Float32Array(SUBJECT_DIM);
    for (let i = 0; i < this.size; i++) {
      if (this.hasSubject[i]) continue;
      const v = vectors.get(this.keys[i]!);
      if (!v) continue;
      this.unit(v, unit);
      for (let d = 0; d < SUBJECT_DIM; d++) this.subj[i * SUBJECT_DIM + d] = Math.round(unit[d]! * 127);
      this.hasSubject[i] = 1;
      this.subjectCount += 1;
    }
  }

  /** A raw vector centred and scaled to unit length (into `out`). */
  private unit(v: Float32Array, out: Float32Array): Float32Array {
    const c = this.centre!;
    let norm = 0;
    for (let d = 0; d < SUBJECT_DIM; d++) {
      out[d] = v[d]! - c[d]!;
      norm += out[d]! * out[d]!;
    }
    const k = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let d = 0; d < SUBJECT_DIM; d++) out[d]! *= k;
    return out;
  }

  private l1(i: number, q: Uint8Array): number {
    let d = 0;
    const base = i * HIST_BINS;
    for (let b = 0; b < HIST_BINS; b++) d += Math.abs(this.hist[base + b]! - q[b]!);
    return d;
  }

  search(q: ImageFeatures, opts: ImageQuery): { hits: ImageHit[]; scanned: number } {
    if (opts.subject && this.subjectCount > 0 && this.centre) return this.searchBySubject(q, opts.subject, opts);
    const n = this.size;
    const { ham, order } = this;
    const counts = new Uint32Array(66);
    const allowed = opts.kinds?.length ? new Set(opts.kinds.map((k) => this.kindCodes.get(k) ?? -1)) : null;
    for (let i = 0; i < n; i++) {
      const d = allowed && !allowed.has(this.kinds[i]!) ? 65 : popcount(this.hi[i]! ^ q.hashHi) + popcount(this.lo[i]! ^ q.hashLo);
      ham[i] = d;
      counts[d + 1]! += 1;
    }
    for (let d = 1; d < 66; d++) counts[d]! += counts[d - 1]!;
    for (let i = 0; i < n; i++) order[counts[ham[i]!]!++] = i;

    const want = Math.max(CANDIDATES, (opts.offset + opts.limit) * 4);
    const gen = ++this.generation;
    const maxHam = Math.floor(64 * (1 - (MIN_SCORE - 0.4) / 0.6));
    const cands: { i: number; score: number; ham: number; l1: number }[] = [];
    // Walking in hamming order, an entry at distance h scores at most similarity(h, 0); once
    // that is below the k-th best score found, nothing further can enter the page (exact cut-off).
    const k = (opts.offset + opts.limit) * (opts.hideDuplicates ? 2 : 1);
    let level = -1;
    for (let j = 0; j < n && cands.length < want; j++) {
      const i = order[j]!;
      const h = ham[i]!;
      if (h > maxHam) break;
      if (h !== level) {
        level = h;
        if (cands.length >= k) {
          const kth = cands.map((c) => c.score).sort((a, b) => b - a)[k - 1]!;
          if (similarity(h, 0) < kth) break;
        }
      }
      if (this.items[i] === opts.excludeItemId) continue;
      if (opts.hideDuplicates) {
        const g = this.group[i]!;
        if (this.taken[g] === gen) continue;
        this.taken[g] = gen;
      }
      const l1 = this.l1(i, q.hist);
      const score = similarity(h, l1);
      if (score >= MIN_SCORE) cands.push({ i, score, ham: h, l1 });
    }
    // Pictures added since the start: few, scored directly (their index i counts on from n).
    const allowedKinds = opts.kinds?.length ? new Set(opts.kinds) : null;
    this.added.forEach((e, x) => {
      if (e.itemId === opts.excludeItemId || (allowedKinds && !allowedKinds.has(e.kind))) return;
      const h = popcount(e.f.hashHi ^ q.hashHi) + popcount(e.f.hashLo ^ q.hashLo);
      if (h > maxHam) return;
      let l1 = 0;
      for (let b = 0; b < HIST_BINS; b++) l1 += Math.abs(e.f.hist[b]! - q.hist[b]!);
      const score = similarity(h, l1);
      if (score >= MIN_SCORE) cands.push({ i: n + x, score, ham: h, l1 });
    });
    cands.sort((a, b) => b.score - a.score || a.i - b.i);
    const kept: typeof cands = [];
    const seenItems = new Set<number>();
    for (const c of cands) {
      if (opts.hideDuplicates && kept.some((k) => popcount(this.hiOf(k.i) ^ this.hiOf(c.i)) + popcount(this.loOf(k.i) ^ this.loOf(c.i)) <= NEAR_HAMMING && this.pairL1(k.i, c.i) <= NEAR_L1)) continue;
      // One hit per item: an upload's several pictures lead to the same case.
      const item = this.itemOf(c.i);
      if (seenItems.has(item)) continue;
      seenItems.add(item);
      kept.push(c);
      if (kept.length >= opts.offset + opts.limit) break;
    }
    const hits = kept.slice(opts.offset).map((c) => ({ itemId: this.itemOf(c.i), score: Math.round(c.score * 1000) / 1000, hamming: c.ham }));
    return { hits, scanned: this.total };
  }

  /**
   * Ranking by what is pictured: cosine similarity of subject vectors over every entry (int8, one
   * pass), copies of the query (within COPY_HAMMING bits) first, the look (hash and colour) as
   * the tie-breaker among pictures of one subject. Entries still without a vector (the
   * background pass is under way) rank by look below those with one.
   */
  private searchBySubject(q: ImageFeatures, subject: Float32Array, opts: ImageQuery): { hits: ImageHit[]; scanned: number } {
    const n = this.size;
    const { ham, score, subj, hasSubject } = this;
    const qv = this.unit(subject, new Float32Array(SUBJECT_DIM));
    const allowed = opts.kinds?.length ? new Set(opts.kinds.map((k) => this.kindCodes.get(k) ?? -1)) : null;
    const bins = new Uint32Array(SCORE_BINS);
    // Pre-selection key in [-2, 2]: subject cosine, or look - 2 without a vector; +1 for a copy.
    for (let i = 0; i < n; i++) {
      if ((allowed && !allowed.has(this.kinds[i]!)) || this.items[i] === opts.excludeItemId) {
        score[i] = -3;
        continue;
      }
      const h = popcount(this.hi[i]! ^ q.hashHi) + popcount(this.lo[i]! ^ q.hashLo);
      ham[i] = h;
      let s: number;
      if (hasSubject[i]) {
        let dot = 0;
        const base = i * SUBJECT_DIM;
        for (let d = 0; d < SUBJECT_DIM; d++) dot += subj[base + d]! * qv[d]!;
        s = dot / 127;
      } else {
        s = (1 - h / 64) - 2;
      }
      if (h <= COPY_HAMMING) s += 1;
      score[i] = s;
      bins[Math.max(0, Math.min(SCORE_BINS - 1, Math.floor(((s + 2) / 4) * SCORE_BINS)))]! += 1;
    }
    const want = Math.max(SUBJECT_CANDIDATES, (opts.offset + opts.limit) * (opts.hideDuplicates ? 8 : 4));
    let cut = SCORE_BINS - 1;
    for (let taken = 0; cut > 0 && taken + bins[cut]! < want; cut--) taken += bins[cut]!;
    const floor = (cut / SCORE_BINS) * 4 - 2;
    const cands: { i: number; score: number; ham: number; key: number }[] = [];
    for (let i = 0; i < n; i++) {
      if (score[i]! < floor || score[i]! <= -3) continue;
      const h = ham[i]!;
      const look = similarity(h, this.l1(i, q.hist));
      const copy = h <= COPY_HAMMING && look >= COPY_LOOK;
      const cos = hasSubject[i] ? score[i]! - (h <= COPY_HAMMING ? 1 : 0) : 0;
      const value = hasSubject[i] ? SUBJECT_WEIGHT * Math.max(0, cos) + (1 - SUBJECT_WEIGHT) * look : 0.5 * look;
      cands.push({ i, score: copy ? Math.max(value, look) : value, ham: h, key: (copy ? 2 : hasSubject[i] ? 1 : 0) + value });
    }
    // Pictures added since the start (an approved upload's): few, scored directly.
    const allowedKinds = opts.kinds?.length ? new Set(opts.kinds) : null;
    this.added.forEach((e, x) => {
      if (e.itemId === opts.excludeItemId || (allowedKinds && !allowedKinds.has(e.kind))) return;
      const h = popcount(e.f.hashHi ^ q.hashHi) + popcount(e.f.hashLo ^ q.hashLo);
      let l1 = 0;
      for (let b = 0; b < HIST_BINS; b++) l1 += Math.abs(e.f.hist[b]! - q.hist[b]!);
      const look = similarity(h, l1);
      const v = e.key ? this.vectors.get(e.key) : undefined;
      let cos = 0;
      if (v) {
        const u = this.unit(v, new Float32Array(SUBJECT_DIM));
        for (let d = 0; d < SUBJECT_DIM; d++) cos += u[d]! * qv[d]!;
      }
      const copy = h <= COPY_HAMMING && look >= COPY_LOOK;
      const value = v ? SUBJECT_WEIGHT * Math.max(0, cos) + (1 - SUBJECT_WEIGHT) * look : 0.5 * look;
      cands.push({ i: n + x, score: copy ? Math.max(value, look) : value, ham: h, key: (copy ? 2 : v ? 1 : 0) + value });
    });
    cands.sort((a, b) => b.key - a.key || a.i - b.i);
    const gen = ++this.generation;
    const kept: typeof cands = [];
    const seenItems = new Set<number>();
    for (const c of cands) {
      if (opts.hideDuplicates) {
        if (c.i < n) {
          const g = this.group[c.i]!;
          if (this.taken[g] === gen) continue;
          this.taken[g] = gen;
        }
        if (kept.some((k) => popcount(this.hiOf(k.i) ^ this.hiOf(c.i)) + popcount(this.loOf(k.i) ^ this.loOf(c.i)) <= NEAR_HAMMING && this.pairL1(k.i, c.i) <= NEAR_L1)) continue;
      }
      const item = this.itemOf(c.i);
      if (seenItems.has(item)) continue;
      seenItems.add(item);
      kept.push(c);
      if (kept.length >= opts.offset + opts.limit) break;
    }
    // Shown scores follow the order (a copy first even when its subject score is lower).
    let ceiling = 1;
    const hits = kept.map((c) => {
      ceiling = Math.min(ceiling, c.score);
      return { itemId: this.itemOf(c.i), score: Math.round(ceiling * 1000) / 1000, hamming: c.ham };
    }).slice(opts.offset);
    return { hits, scanned: this.total };
  }

  private itemOf(i: number): number {
    return i < this.size ? this.items[i]! : this.added[i - this.size]!.itemId;
  }
  private hiOf(i: number): number {
    return i < this.size ? this.hi[i]! : this.added[i - this.size]!.f.hashHi;
  }
  private loOf(i: number): number {
    return i < this.size ? this.lo[i]! : this.added[i - this.size]!.f.hashLo;
  }
  private histAt(i: number, b: number): number {
    return i < this.size ? this.hist[i * HIST_BINS + b]! : this.added[i - this.size]!.f.hist[b]!;
  }

  private pairL1(a: number, b: number): number {
    let d = 0;
    for (let x = 0; x < HIST_BINS; x++) d += Math.abs(this.histAt(a, x) - this.histAt(b, x));
    return d;
  }
}
