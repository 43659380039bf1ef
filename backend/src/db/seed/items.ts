import type Database from 'better-sqlite3';
import type { ContentKind } from '../../../../lib/api/contract/kinds';
import { KINDS, themeOf } from '../../domain/kinds';
import { poolImage, POOL_SIZES } from '../../images/pool';
import { itemPictures, pictureSubjects } from '../../domain/pictures';
import { TREES, type TreeName } from '../../domain/categories';
import { coherentTagIndexes } from '../../domain/tags';
import { catalogueParent, type SeedContext } from './context';
import { describeItem, FIXED_BLOCKS } from '../../domain/describe';
import { chance, int, pick, popularity, sample, type Rng } from '../../domain/prng';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BATCH = 100;
const COLS = 18;

/** Offset of updated_at before seed time: a few items "just now", minutes, hours, days, the rest over a year. */
function recency(rng: Rng): number {
  const u = rng();
  // "Just now" items sit in the first 20 s so they still read as 刚刚更新 a little after seeding.
  if (u < 0.004) return Math.floor(rng() * (MINUTE / 3));
  if (u < 0.02) return Math.floor(rng() * HOUR);
  if (u < 0.06) return Math.floor(rng() * 3 * DAY);
  if (u < 0.12) return Math.floor(rng() * 7 * DAY);
  if (u < 0.25) return Math.floor(rng() * 30 * DAY);
  return Math.floor(rng() * 365 * DAY);
}

function authorField(kind: ContentKind, topSlug: string): number | null {
  if (kind === 'case') return topSlug === 'landscape' || topSlug === 'planning' ? 3 : topSlug === 'architecture' || topSlug === 'public' ? 1 : 2;
  if (kind === 'product') return 4;
  if (kind === 'art' || kind === 'artDevice') return 5;
  return null;
}

type Row = (string | number | null)[];

class BatchWriter {
  private rows: Row[] = [];
  private readonly full: Database.Statement;
  constructor(
    private readonly db: Database.Database,
    private readonly table: string,
    private readonly columns: string,
    private readonly width: number,
  ) {
    this.full = db.prepare(this.sql(BATCH));
  }
  private sql(n: number): string {
    const one = `(${new Array(this.width).fill('?').join(',')})`;
    return `INSERT INTO ${this.table} (${this.columns}) VALUES ${new Array(n).fill(one).join(',')}`;
  }
  add(row: Row): void {
    this.rows.push(row);
    if (this.rows.length === BATCH) {
      this.full.run(this.rows.flat());
      this.rows = [];
    }
  }
  flush(): void {
    if (this.rows.length) this.db.prepare(this.sql(this.rows.length)).run(this.rows.flat());
    this.rows = [];
  }
}

export class ItemWriter {
  private readonly items: BatchWriter;
  private readonly tags: BatchWriter;
  constructor(db: Database.Database, private readonly ctx: SeedContext) {
    this.items = new BatchWriter(db, 'items', 'id, kind, classify_id, top_classify_id, parent_id, author_id, title, cover_key, image_count, image_seed, tag_ids, vip, price, views, downloads, collects, created_at, updated_at', COLS);
    this.tags = new BatchWriter(db, 'item_tags', 'tag_id, item_id', 2);
  }

  /** Generates and writes one item; `leafIndex` fixes the category (catalogue items), else random. */
  write(kind: ContentKind, id: number, rng: Rng, fixedTop?: number): void {
    const { ctx } = this;
    const def = KINDS[kind];
    const tree: TreeName = def.tree;
    const leaves = ctx.leaves.get(tree)!;
    const leaf = fixedTop !== undefined ? leaves.find((l) => l[0] === TREES[tree].index * 10000 + fixedTop * 100)! : pick(rng, leaves);
    const [topId, leafId, leafName, topName] = leaf;
    const topSlug = ctx.slugs.get(topId)!;
    let parentId: number | null = catalogueParent(kind, rng, ctx);
    if (kind === 'pin' && ctx.ids.pics.length && chance(rng, 0.6)) parentId = pick(rng, ctx.ids.pics);
    const parentTitle = kind === 'periodical' && parentId ? ctx.magazineTitles.get(parentId) : undefined;
    const context = { leaf: leafName, top: topName, topSlug, parentTitle };
    const { title, facts } = describeItem(kind, id, context);

    const field = authorField(kind, topSlug);
    const authors = field ? ctx.designersByField.get(field) ?? ctx.allDesigners : ctx.allDesigners;
    const authorId = def.hasAuthor && authors.length ? pick(rng, authors) : null;
    const theme = themeOf(kind, topSlug);
    // Logos keep the themed pool; every other item's pictures are drawn from its facts, the k-th
    // item of a kind showing a subject taking cover variant k (domain/pictures.ts).
    const logo = theme === 'logo';
    const seedDraw = int(rng, 0, POOL_SIZES[theme] - 1);
    // A logo per item of its kind (award, public account, site): the fixed catalogues are smaller than the logo pool.
    let imageSeed = logo ? ctx.pictureSeeds.get(kind) ?? 0 : seedDraw;
    if (logo) ctx.pictureSeeds.set(kind, imageSeed + 1);
    let coverKey = poolImage(theme, imageSeed).key;
    if (!logo) {
      const subject = pictureSubjects(kind, id, context, title, facts)[0]!;
      imageSeed = ctx.pictureSeeds.get(`${kind}:${subject}`) ?? 0;
      ctx.pictureSeeds.set(`${kind}:${subject}`, imageSeed + 1);
      coverKey = itemPictures({ kind, id, context, title, base: imageSeed, count: 1, facts })[0]!.key;
    }
    const imageCount = int(rng, def.images[0], def.images[1]);
    const tagPool = ctx.tagIds.get(tree) ?? [];
    // Drawn as before (the same random stream for everything after), then made to agree with the item's style.
    const drawnTags = tagPool.length ? sample(rng, tagPool, int(rng, 2, Math.min(4, tagPool.length))) : [];
    const tagIds = coherentTagIndexes(tree, drawnTags.map((t) => tagPool.indexOf(t)), facts.style ?? facts.keywords?.[0]).map((i) => tagPool[i]!);
    const vip = def.downloadable ? chance(rng, 0.4) : kind === 'case' ? chance(rng, 0.2) : kind === 'pin' || kind === 'pics' ? chance(rng, 0.1) : false;
    const price = def.downloadable && !vip && chance(rng, 0.5) ? int(rng, 1, 60) : 0;
    const updatedAt = ctx.now - recency(rng);
    const createdAt = Math.max(ctx.now - 400 * DAY, updatedAt - (chance(rng, 0.6) ? 0 : Math.floor(rng() * 120 * DAY)));
    const views = popularity(rng, 3000) + 1;
    const downloads = def.downloadable ? Math.floor(views * rng() * 0.3) : 0;
    const collects = Math.floor(views * rng() * 0.12);

    this.items.add([
      id, kind, leafId, topId, parentId, authorId, title, coverKey, imageCount, imageSeed,
      tagIds.join(','), vip ? 1 : 0, price, views, downloads, collects, createdAt, updatedAt,
    ]);
    for (const t of tagIds) this.tags.add([t, id]);
    ctx.ids[kind].push(id);
  }

  flush(): void {
    this.items.flush();
    this.tags.flush();
  }
}

/** The fixed catalogues (magazines, awards, public accounts, recommend lists, world-nav sites). */
export function writeCatalogue(writer: ItemWriter, ctx: SeedContext, rng: Rng, tops: Record<string, number[]>): void {
  for (const block of FIXED_BLOCKS) {
    for (let i = 0; i < block.count; i++) writer.write(block.kind, block.start + i, rng, tops[block.kind]![i]);
  }
  writer.flush();
  for (const id of ctx.ids.magazine) ctx.magazineTitles.set(id, describeItem('magazine', id, { leaf: '', top: '', topSlug: '' }).title);
}

/** Weighted kind draw for the generated bulk. */
export function kindPicker(): (rng: Rng) => ContentKind {
  const entries = (Object.entries(KINDS) as [ContentKind, (typeof KINDS)[ContentKind]][]).filter(([, d]) => d.weight > 0);
  const total = entries.reduce((s, [, d]) => s + d.weight, 0);
  const cumulative: [number, ContentKind][] = [];
  let acc = 0;
  for (const [k, d] of entries) cumulative.push([(acc += d.weight / total), k]);
  return (rng) => {
    const u = rng();
    for (const [c, k] of cumulative) if (u < c) return k;
    return cumulative[cumulative.length - 1]![1];
  };
}
