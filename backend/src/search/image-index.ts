import type Database from 'better-sqlite3';
import { HIST_BINS, popcount, similarity, type ImageFeatures } from './features';

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
}

/** Candidates scored in full after the hamming pre-selection. */
const CANDIDATES = 1500;
/** Below this similarity a picture is not "similar" at all. */
const MIN_SCORE = 0.55;
const NEAR_HAMMING = 4;
const NEAR_L1 = 24;

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
  private readonly added: { itemId: number; kind: string; f: ImageFeatures }[] = [];

  constructor(entries: { itemId: number; kind: string; f: ImageFeatures }[]) {
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
    const entries: { itemId: number; kind: string; f: ImageFeatures }[] = [];
    for (const r of db.prepare('SELECT item_id, kind, cover_key FROM search_docs ORDER BY rank').raw().iterate() as IterableIterator<[number, string, string]>) {
      const f = features.get(r[2]);
      if (f) entries.push({ itemId: r[0], kind: r[1], f });
    }
    const uploaded = db
      .prepare(`SELECT c.item_id, p.key FROM cases c JOIN json_each(c.picture_ids) j JOIN upload_pictures p ON p.id = j.value
                WHERE c.state = 'approved' AND c.item_id IS NOT NULL AND p.key <> (SELECT cover_key FROM items WHERE id = c.item_id)`)
      .raw()
      .all() as [number, string][];
    for (const [itemId, key] of uploaded) {
      const f = features.get(key);
      if (f) entries.push({ itemId, kind: 'case', f });
    }
    return new ImageIndex(entries);
  }

  /** Adds a picture of an item now (an approved upload); the next start loads it with the rest. */
  add(itemId: number, kind: string, f: ImageFeatures): void {
    if (!this.kindCodes.has(kind)) this.kindCodes.set(kind, this.kindCodes.size + 1);
    this.added.push({ itemId, kind, f });
  }

  get total(): number {
    return this.size + this.added.length;
  }

  private l1(i: number, q: Uint8Array): number {
    let d = 0;
    const base = i * HIST_BINS;
    for (let b = 0; b < HIST_BINS; b++) d += Math.abs(this.hist[base + b]! - q[b]!);
    return d;
  }

  search(q: ImageFeatures, opts: ImageQuery): { hits: ImageHit[]; scanned: number } {
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
