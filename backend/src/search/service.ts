import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { KindFacet, SearchPage, SimilarHit } from '../../../lib/api/contract/search';
import type { ContentKind } from '../../../lib/api/contract/kinds';
import { COUNT_CAP } from '../db/repo/items';
import { KINDS } from '../domain/kinds';
import type { Ctx } from '../services/context';
import type { ImageFeatures } from './features';
import { ensureFeatures } from './feature-store';
import { and, filterExpr, textExpr, type FilterSpec } from './fts-query';
import { ImageIndex, type ImageQuery } from './image-index';
import { ensureSearchIndex } from './index-build';
import { KeywordSearch, type SearchSort } from './keyword';
import { sharedSensitiveWords } from '../services/upload/sensitive';
import { SearchLog, type Voter } from './search-log';
import { queryTokens, searchTokens } from './tokenize';
import { WordIndex } from './word-index';
import { RELATED_SAMPLE, relatedSearches } from './related';
import { SubjectStore, type SubjectProgress } from './subject-store';
import { drawnPictureBytes, stopVision, subjectVector } from './vision';
import { ObjectExamples } from './object-examples';
import { modelRefs, outlineObjects, VectorSpace, type ModelRef, type ObjectClassKey, type PictureObject } from './objects';
import type { ItemSummary } from '../../../lib/api/contract/content';

/** Related searches kept per query and scope (the catalogue changes rarely; an upload adds one item). */
const RELATED_CACHE_MAX = 2000;

const FACET_KINDS: ContentKind[] = ['case', 'pin', 'pics', '3d', 'su', 'tietu', 'sgt', 'wenben', 'jhy', 'product', 'art', 'bk'];
export const FACET_CAP = 99;
/** Near-duplicate bounds of the upload picture check (calibrated in tests/api/upload-checks.test.ts). */
const DUPLICATE_HAMMING = 6;
const DUPLICATE_SCORE = 0.9;

export interface SearchRequest extends FilterSpec {
  keyword: string;
  sort: SearchSort;
  page: number;
  pageSize: number;
  facets: boolean;
  /** Count the search in the hot-word log as this visitor's (page 1 of a visitor's search; never the site server's renders). */
  record?: Voter;
  /** Already segmented words (AI search); default: jieba on `keyword`. */
  tokens?: string[];
}

/** The search area of the reference API: index lifecycle plus keyword and image queries. */
/** Tracking ids of one answer (SPEC §3 request_id, recall_id, scm). */
function answerIds(hasWords: boolean, filtered: boolean, relaxed: boolean, sort: string | undefined): Required<Pick<SearchPage, 'requestId' | 'recallId' | 'scm'>> {
  const recallId: NonNullable<SearchPage['recallId']> = hasWords ? (relaxed ? 'relaxed' : 'keyword') : filtered ? 'filter' : 'none';
  return { requestId: randomUUID().replace(/-/g, ''), recallId, scm: `search.${recallId}.${sort ?? 'relevance'}` };
}

export class SearchService {
  private state: { features: Map<string, ImageFeatures>; images: ImageIndex; words: WordIndex; subjects: SubjectStore } | null = null;
  /** The background pass over the indexed pictures (null until started). */
  private subjectPass: Promise<void> | null = null;
  private initing: Promise<void> | null = null;
  readonly keyword: KeywordSearch;
  readonly log: SearchLog;

  constructor(private readonly ctx: Ctx, private readonly say: (msg: string) => void = () => {}) {
    this.keyword = new KeywordSearch(ctx.db);
    const sensitive = sharedSensitiveWords();
    this.log = new SearchLog(ctx.db, {
      sensitive: (word) => sensitive.hits(word).length > 0,
      known: (word) => this.knows(word),
      // Tests read the lists right after voting; a server counts at most twice a minute.
      ttlMs: ctx.config.env === 'test' ? 0 : 30_000,
    });
  }

  /** Builds what is missing (features, FTS index) and loads the in-memory indexes. */
  init(): Promise<void> {
    this.initing ??= (async () => {
      const started = Date.now();
      const features = await ensureFeatures(this.ctx.db, this.say);
      ensureSearchIndex(this.ctx.db, features, this.say);
      const images = ImageIndex.load(this.ctx.db, features);
      const words = new WordIndex(this.ctx.db);
      const subjects = new SubjectStore(this.ctx.db, this.say);
      images.attachSubjects(subjects.vectors);
      this.state = { features, images, words, subjects };
      this.say(`search: ready (${images.size.toLocaleString('en')} pictures, ${images.withSubject.toLocaleString('en')} with a subject vector) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      // Never awaited: the API answers (ranking by look) while the vectors are computed.
      if (this.ctx.config.subjectPass) void this.startSubjectPass();
      // The 找同款模型 examples (a few hundred covers, usually known from the machine's cache) are
      // made ready on every server, so the first click does not pay for them.
      else void this.examples().ready('background').catch(() => undefined);
    })();
    return this.initing;
  }

  /**
   * Computes the subject vector of every indexed picture not yet known (the most viewed first),
   * handing each batch to the index. Started after `init` when the config says so; tests start it
   * themselves, or compute only the pictures they use (`subjectsFor`).
   */
  startSubjectPass(): Promise<void> {
    const { images, subjects } = this.ready;
    // The indexed pictures first (similar images), then the 3D/SU model covers (找同款模型).
    const keys = [...images.pictureKeys(), ...this.models().map((m) => m.coverKey)];
    // The outliner's labelled examples first: a few hundred covers, needed by every 找同款模型.
    this.subjectPass ??= this.examples().ready('background').then(() => subjects.fill(keys, (key) => this.pictureBytes(key), () => images.attachSubjects(subjects.vectors))).catch((err: Error) => {
      this.say(`search: subject vectors stopped: ${err.message}`);
    });
    return this.subjectPass;
  }

  /** Computes (or finds) the subject vectors of these pictures now and hands them to the index. */
  async subjectsFor(keys: string[]): Promise<void> {
    const { images, subjects } = this.ready;
    await subjects.fill(keys, (key) => this.pictureBytes(key), () => images.attachSubjects(subjects.vectors));
  }

  private modelList: ModelRef[] | null = null;
  private readonly objectCache = new Map<string, PictureObject[]>();

  /** The 3D/SU models of the object classes (read once; an approved upload is a case, never a model). */
  private models(): ModelRef[] {
    this.modelList ??= modelRefs(this.ctx.db);
    return this.modelList;
  }

  private exampleSet: ObjectExamples | null = null;

  /** The outliner's labelled examples (object-examples.ts), computed once per catalogue. */
  private examples(): ObjectExamples {
    this.exampleSet ??= new ObjectExamples(this.ctx.db, this.models(), (key) => this.pictureBytes(key), this.say);
    return this.exampleSet;
  }

  /**
   * The objects a stored picture shows (找同款模型), cached per picture: regions that stand out
   * from the background, each named by the nearest labelled examples (objects.ts).
   */
  async objectsOf(key: string): Promise<PictureObject[]> {
    const hit = this.objectCache.get(key);
    if (hit) return hit;
    const bytes = await this.pictureBytes(key);
    if (!bytes) return [];
    const { examples, space } = await this.examples().ready('request');
    const objects = await outlineObjects(bytes, examples, space);
    if (this.objectCache.size >= 500) this.objectCache.delete(this.objectCache.keys().next().value!);
    this.objectCache.set(key, objects);
    return objects;
  }

  /** The 3D/SU models of a class, the most like this region of the picture first. */
  async modelsLike(key: string, cls: ObjectClassKey, box: { x: number; y: number; w: number; h: number }, limit = 12): Promise<{ list: ItemSummary[]; total: number }> {
    const refs = this.models().filter((m) => m.cls === cls);
    if (!refs.length) return { list: [], total: 0 };
    const bytes = await this.pictureBytes(key);
    const v = bytes ? await subjectVector(bytes, box).catch(() => null) : null;
    // The class's covers not yet reached by the background pass are computed now (a few dozen).
    const some = refs.slice(0, 200);
    await this.subjectsFor(some.map((m) => m.coverKey));
    const vectors = this.ready.subjects.vectors;
    const space = new VectorSpace(this.models().flatMap((m) => vectors.get(m.coverKey) ?? []));
    const ranked = some
      .map((m, i) => ({ m, s: v && vectors.get(m.coverKey) ? space.cos(v, vectors.get(m.coverKey)!) : -1 - i / 1e6 }))
      .sort((a, b) => b.s - a.s)
      .slice(0, limit);
    const byId = new Map(this.ctx.presenter.summaries(this.ctx.items.byIds(ranked.map((r) => r.m.itemId))).map((x) => [x.id, x]));
    return { list: ranked.flatMap((r) => byId.get(r.m.itemId) ?? []), total: refs.length };
  }

  /** How far the background pass is (the status answer). */
  get subjectProgress(): SubjectProgress & { indexed: number } {
    const { images, subjects } = this.ready;
    return { ...subjects.progress, done: Math.min(images.withSubject, subjects.progress.total || images.withSubject), total: subjects.progress.total || images.pictureKeys().length, indexed: images.withSubject };
  }

  /** The pixels a picture's subject vector is computed from: a generated picture drawn (vision.ts), an upload's stored file. */
  private async pictureBytes(key: string): Promise<Buffer | null> {
    const drawn = await drawnPictureBytes(key);
    if (drawn) return drawn;
    const img = this.ctx.images.lookup(key);
    return img ? this.ctx.images.source(img) : null;
  }

  /** The subject vector of a stored picture: known, or computed now (a request's picture). */
  async subjectOfKey(key: string): Promise<Float32Array | null> {
    const known = this.state?.subjects.vectors.get(key);
    if (known) return known;
    const bytes = await this.pictureBytes(key).catch(() => null);
    return bytes ? subjectVector(bytes).catch(() => null) : null;
  }

  private get ready() {
    if (!this.state) throw new Error('search index not loaded');
    return this.state;
  }

  get words(): WordIndex {
    return this.ready.words;
  }

  /** Indexed pictures with a subject vector so far. */
  get subjectsIndexed(): number {
    return this.ready.images.withSubject;
  }

  get imageCount(): number {
    return this.ready.images.total;
  }

  /** Makes a picture of an item findable by similar-image search now (an approved upload's pictures). */
  addPicture(itemId: number, kind: string, f: ImageFeatures, key = '', subject: Float32Array | null = null): void {
    if (!this.state) return;
    if (key && subject) this.state.subjects.put(key, subject);
    this.state.images.add(itemId, kind, f, key);
  }

  /** Summaries of the documents at these ranks, in the same order. */
  summariesOfRanks(ranks: number[]) {
    if (!ranks.length) return [];
    return this.ctx.presenter.summaries(this.ctx.items.byIds(this.itemIdsOfRanks(ranks)));
  }

  search(req: SearchRequest): SearchPage {
    const started = performance.now();
    const tokens = req.tokens ?? searchTokens(req.keyword);
    const offset = (req.page - 1) * req.pageSize;
    const q = { ...req, tokens, offset, limit: req.pageSize };
    const filtered = !!(req.kinds?.length || req.classifyId || req.tagIds?.length || req.vip || req.orientation || req.color || req.styles?.length);
    const res = tokens.length || filtered ? this.keyword.search(q) : { ranks: [], total: 0, totalCapped: false, used: [], relaxed: false, text: '' };
    let facets: KindFacet[] = [];
    if (req.facets && tokens.length) {
      facets = this.keyword
        .kindCounts({ ...req, kinds: undefined }, res.text, FACET_KINDS, FACET_CAP)
        .filter((f) => f.count > 0)
        .map((f) => ({ kind: f.kind as ContentKind, name: KINDS[f.kind as ContentKind].name, count: f.count }));
    }
    if (req.record && req.page === 1 && res.total > 0 && !res.relaxed) this.log.record(req.keyword, req.record);
    return {
      list: this.summariesOfRanks(res.ranks),
      total: res.total,
      totalCapped: res.totalCapped || res.total >= COUNT_CAP,
      page: req.page,
      pageSize: req.pageSize,
      keyword: req.keyword,
      tokens: res.used,
      relaxed: res.relaxed,
      facets,
      tookMs: Math.round((performance.now() - started) * 10) / 10,
      ...answerIds(tokens.length > 0, filtered, res.relaxed, req.sort),
    };
  }

  private readonly relatedCache = new Map<string, string[]>();

  /** Related searches of a query within some kinds (related.ts): computed from its first results. */
  related(keyword: string, kinds: readonly string[] | undefined, limit = 8): string[] {
    const key = `${kinds?.join(',') ?? ''}|${keyword}`;
    const hit = this.relatedCache.get(key);
    if (hit) return hit;
    const tokens = searchTokens(keyword);
    const res = tokens.length ? this.keyword.search({ tokens, kinds, sort: 'relevance', offset: 0, limit: RELATED_SAMPLE }) : null;
    const rows = res && !res.relaxed ? this.ctx.items.byIds(this.itemIdsOfRanks(res.ranks)) : [];
    const cats = this.ctx.catalog.categories;
    const words = relatedSearches(res?.used ?? tokens, {
      rows,
      leafName: (r) => cats.get(r.classify_id)?.name ?? '',
      topName: (r) => cats.get(r.top_classify_id)?.name ?? '',
      topSlug: (r) => cats.get(r.top_classify_id)?.slug ?? '',
    }, (w) => {
      const t = searchTokens(w);
      return t.length > 0 && this.keyword.count(and(textExpr(t), filterExpr({ kinds })), 1) > 0;
    }, limit);
    if (this.relatedCache.size >= RELATED_CACHE_MAX) this.relatedCache.clear();
    this.relatedCache.set(key, words);
    return words;
  }

  private itemIdsOfRanks(ranks: number[]): number[] {
    if (!ranks.length) return [];
    const rows = this.ctx.db.prepare(`SELECT rank, item_id FROM search_docs WHERE rank IN (${ranks.map(() => '?').join(',')})`).raw().all(...ranks) as [number, number][];
    const byRank = new Map(rows);
    return ranks.map((r) => byRank.get(r)).filter((id): id is number => id !== undefined);
  }

  /** Whether a word occurs in the index at all. */
  knows(word: string): boolean {
    const parts = queryTokens(word);
    return parts.length > 0 && this.keyword.count(textExpr(parts), 1) > 0;
  }

  /** Features of a site picture by its object-storage key (null when unknown). */
  featuresOfKey(key: string): ImageFeatures | null {
    return this.ready.features.get(key) ?? null;
  }

  /**
   * The catalogue picture an image nearly equals (a copy, re-encoded, resized or lightly edited),
   * or null: the closest indexed cover within DUPLICATE_HAMMING bits and DUPLICATE_SCORE.
   */
  nearestDuplicate(f: ImageFeatures): { itemId: number; score: number; hamming: number } | null {
    const { hits } = this.ready.images.search(f, { limit: 1, offset: 0, hideDuplicates: false });
    const best = hits[0];
    return best && best.hamming <= DUPLICATE_HAMMING && best.score >= DUPLICATE_SCORE ? best : null;
  }

  similar(f: ImageFeatures, opts: ImageQuery): { list: SimilarHit[]; scanned: number } {
    const { hits, scanned } = this.ready.images.search(f, opts);
    const summaries = new Map(this.ctx.presenter.summaries(this.ctx.items.byIds(hits.map((h) => h.itemId))).map((s) => [s.id, s]));
    const list = hits.flatMap((h) => {
      const item = summaries.get(h.itemId);
      return item ? [{ item, score: h.score }] : [];
    });
    return { list, scanned };
  }

  close(): void {
    this.state?.subjects.stop();
    this.exampleSet?.stop();
    stopVision();
    this.log.flush();
  }
}

const services = new WeakMap<Ctx, SearchService>();

/**
 * The app's search service. The first route module that asks creates it and hooks it into the
 * app's lifecycle: built on `ready` (before listening), its log flushed on close.
 */
export function searchService(app: FastifyInstance, ctx: Ctx): SearchService {
  let svc = services.get(ctx);
  if (!svc) {
    const created = new SearchService(ctx, (msg) => (ctx.config.env === 'test' ? undefined : console.log(`[api] ${msg}`)));
    services.set(ctx, created);
    app.addHook('onReady', () => created.init());
    app.addHook('onClose', async () => created.close());
    svc = created;
  }
  return svc;
}
