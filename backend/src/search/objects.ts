import type Database from 'better-sqlite3';
import sharp from 'sharp';
import { openImage } from './features';
import { SUBJECT_DIM, subjectVectorsOf, type VisionLane } from './vision';

/**
 * 找同款模型: the objects a picture shows and the 3D/SU models of each, from its pixels alone
 * (the picture's key or name is never read).
 *
 * 1. Proposals: regions that stand out from the picture's background (what cannot be reached
 *    from the frame through small colour steps: walls, floor, ceiling and sky can), split where
 *    side-by-side things only touch (proposeBoxes).
 * 2. Each region, cut out with a margin and padded square, gets a subject vector (the same
 *    backbone as similar-image search, one batched call), and the nearest labelled examples vote
 *    on what it is: the 3D/SU model covers with their category, each cut to the thing it shows
 *    the same way (a cover is a studio shot: the thing is what differs from the backdrop), plus
 *    two classes that are not things — texture covers (walls, floors, sky) and case covers
 *    (whole rooms). A region is outlined only when most of its nearest examples agree on a thing.
 * 3. Overlapping outlines of one class keep the most agreed.
 *
 * The COCO detector this replaced found 0–3 boxes per drawn room, often misnamed, and has no
 * lamp or cabinet class (docs/search.md has both sets of figures).
 */
export interface ObjectClass {
  /** The label a visitor sees. */
  label: string;
  /** Leaf categories of 3D/SU models that are this thing. */
  categories: string[];
}

export const OBJECT_CLASSES: Record<string, ObjectClass> = {
  sofa: { label: '沙发', categories: ['沙发'] },
  chair: { label: '椅子', categories: ['椅子'] },
  table: { label: '桌子', categories: ['桌子'] },
  bed: { label: '床', categories: ['床'] },
  cabinet: { label: '柜子', categories: ['柜子', '橱柜'] },
  lamp: { label: '灯', categories: ['台灯', '吊灯', '壁灯', '落地灯'] },
  plant: { label: '绿植', categories: ['盆栽', '植物', '花艺'] },
  vase: { label: '花瓶', categories: ['摆件'] },
  tv: { label: '电视', categories: ['电视'] },
  sanitary: { label: '洁具', categories: ['洁具'] },
  books: { label: '书籍', categories: ['书籍'] },
  appliance: { label: '电器', categories: ['厨房电器'] },
};
export type ObjectClassKey = keyof typeof OBJECT_CLASSES;
export const isObjectClass = (k: string): k is ObjectClassKey => Object.prototype.hasOwnProperty.call(OBJECT_CLASSES, k);

export interface PictureObject {
  id: number;
  cls: ObjectClassKey;
  label: string;
  /** Fractions of the picture: left, top, width, height. */
  box: Box;
  score: number;
}

/** A box in fractions of the picture: left, top, width, height. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Width of the picture the proposals are found in (small: the flood fill is per pixel). */
const PROPOSAL_WIDTH = 200;
/** Side of the square a region is embedded at: 82 % of true regions named right at 192 px vs 85 % at 320, a third of the time. */
export const REGION_SIZE = 192;
/** Margin added round a region (fraction of its side), as round an exemplar's thing. */
const REGION_MARGIN = 0.08;
/** Padding colour of a region squared up: a neutral studio backdrop, as the covers have. */
const PAD = '#e0ddd6';
/** Nearest examples that vote, and how many must agree on a thing to outline it. */
const VOTERS = 7;
const QUORUM = 4;
/**
 * A lamp needs 6 of 7: its thin pole and shade are cut apart, and a shade alone looks like many
 * things (at 4 of 7, 13 of 36 lamp outlines over both judged room sets were right; at 6, 5 of 10).
 */
const QUORUM_OF: Partial<Record<ObjectClassKey, number>> = { lamp: 6 };
/**
 * The classes outlined: furniture, lamps and plants. TVs, sanitary ware, books and kitchen
 * appliances stay examples (a region most like them is not outlined as something else) but are
 * not outlined themselves: on the judged rooms windows, door panels and shelves were named so far
 * more often than the things (1 right of 23 appliances, 0 of 10 sanitary; docs/search.md). Vases
 * likewise: no catalogue room draws one, and each of the 9 vase outlines over both judged sets was
 * something else.
 */
export const OUTLINED: ReadonlySet<ObjectClassKey> = new Set<ObjectClassKey>(['sofa', 'chair', 'table', 'bed', 'cabinet', 'lamp', 'plant']);
const MAX_OBJECTS = 8;
/** Regions embedded per graph call (bounds the batch tensor). */
const CHUNK = 12;

/** The pixels reachable from the frame through colour steps below `step` (sum over R, G, B): the background. */
function reached(rgb: Uint8Array, w: number, h: number, step: number, queue = new Int32Array(w * h)): Uint8Array {
  const diff = (a: number, b: number) => Math.abs(rgb[a * 3]! - rgb[b * 3]!) + Math.abs(rgb[a * 3 + 1]! - rgb[b * 3 + 1]!) + Math.abs(rgb[a * 3 + 2]! - rgb[b * 3 + 2]!);
  const seen = new Uint8Array(w * h);
  let head = 0;
  let tail = 0;
  const seed = (i: number) => {
    if (!seen[i]) {
      seen[i] = 1;
      queue[tail++] = i;
    }
  };
  for (let x = 0; x < w; x++) {
    seed(x);
    seed((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    seed(y * w);
    seed(y * w + w - 1);
  }
  while (head < tail) {
    const i = queue[head++]!;
    const x = i % w;
    const next = [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i >= w ? i - w : -1, i < w * (h - 1) ? i + w : -1];
    for (const j of next) if (j >= 0 && !seen[j] && diff(i, j) < step) seed(j);
  }
  return seen;
}

/**
 * Boxes of a picture's empty background (nearly all reached from the frame): examples of what is
 * not a thing, cut the way a proposal is, taken from the labelled room pictures (case covers).
 */
export function backgroundBoxes(rgb: Uint8Array, w: number, h: number, max = 4): Box[] {
  const seen = reached(rgb, w, h, 60);
  const out: Box[] = [];
  for (const side of [0.3, 0.18]) {
    for (let gy = 0; gy + side <= 1.001; gy += side / 2) {
      for (let gx = 0; gx + side <= 1.001; gx += side / 2) {
        const x0 = Math.floor(gx * w);
        const y0 = Math.floor(gy * h);
        const x1 = Math.min(w, Math.floor((gx + side) * w));
        const y1 = Math.min(h, Math.floor((gy + side) * h));
        let bg = 0;
        for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) bg += seen[y * w + x]!;
        const box = { x: gx, y: gy, w: side, h: side };
        if (bg >= 0.97 * (x1 - x0) * (y1 - y0) && !out.some((o) => iou(o, box) > 0)) out.push(box);
        if (out.length >= max) return out;
      }
    }
  }
  return out;
}

/**
 * Region proposals from pixels: the picture's background is what can be reached from its border
 * through small colour steps (walls, ceiling, floor, sky are large smooth areas that meet the
 * frame); what cannot be reached is a thing standing in front of them. Each unreached connected
 * region is a proposal, at each of the step sizes (a low one separates things of similar
 * colour, a high one keeps a textured thing whole). `rgb` is w × h × 3.
 */
export function proposeBoxes(rgb: Uint8Array, w: number, h: number, steps: number[] = [16, 32, 64]): Box[] {
  const out: Box[] = [];
  const n = w * h;
  const queue = new Int32Array(n);
  const push = (x0: number, y0: number, x1: number, y1: number) => {
    const b = { x: x0 / w, y: y0 / h, w: (x1 + 1 - x0) / w, h: (y1 + 1 - y0) / h };
    if (b.w < 0.06 || b.h < 0.06 || b.w * b.h > 0.6) return;
    if (out.some((o) => iou(o, b) > 0.8)) return;
    out.push(b);
  };
  for (const step of steps) {
    const seen = reached(rgb, w, h, step, queue);
    let head = 0;
    let tail = 0;
    // Connected regions of what was not reached (8-neighbours: a chair's thin legs stay with it).
    const label = new Int32Array(n).fill(-1);
    for (let s = 0; s < n; s++) {
      if (seen[s] || label[s]! >= 0) continue;
      let x0 = w, y0 = h, x1 = -1, y1 = -1, count = 0;
      head = 0; tail = 0; queue[tail++] = s; label[s] = s;
      while (head < tail) {
        const i = queue[head++]!;
        const x = i % w;
        const y = (i - x) / w;
        count++;
        if (x < x0) x0 = x; if (x > x1) x1 = x; if (y < y0) y0 = y; if (y > y1) y1 = y;
        for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx, ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const j = ny * w + nx;
          if (!seen[j] && label[j]! < 0) { label[j] = s; queue[tail++] = j; }
        }
      }
      if (count < n * 0.002) continue;
      push(x0, y0, x1, y1);
      // Things standing side by side join through their shadows or legs: split the region at the
      // columns where it thins out, and keep each part as a proposal too.
      const cols = new Int32Array(x1 + 1 - x0);
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) if (label[y * w + x] === s) cols[x - x0]!++;
      const max = Math.max(...cols);
      let start = -1;
      for (let c = 0; c <= cols.length; c++) {
        const thick = c < cols.length && cols[c]! >= max * 0.25;
        if (thick && start < 0) start = c;
        if (!thick && start >= 0) {
          if (start > 0 || c < cols.length) {
            let py0 = h, py1 = -1;
            for (let y = y0; y <= y1; y++) for (let x = x0 + start; x < x0 + c; x++) if (label[y * w + x] === s) { if (y < py0) py0 = y; if (y > py1) py1 = y; }
            push(x0 + start, py0, x0 + c - 1, py1);
          }
          start = -1;
        }
      }
    }
  }
  return out;
}

function iou(a: Box, b: Box): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const inter = ix * iy;
  const union = a.w * a.h + b.w * b.h - inter;
  return union > 0 ? inter / union : 0;
}

/** A 3D/SU model with its cover and category, for voting and listing. */
export interface ModelRef {
  itemId: number;
  coverKey: string;
  cls: ObjectClassKey;
}

/** Every 3D/SU model whose leaf category is one of the object classes, the most viewed first. */
export function modelRefs(db: Database.Database): ModelRef[] {
  const byCategory = new Map<string, ObjectClassKey>();
  for (const [k, c] of Object.entries(OBJECT_CLASSES)) for (const name of c.categories) byCategory.set(name, k as ObjectClassKey);
  const rows = db.prepare("SELECT i.id, i.cover_key, c.name FROM items i JOIN categories c ON c.id = i.classify_id WHERE i.kind IN ('3d', 'su') ORDER BY i.views DESC, i.id").raw().all() as [number, string, string][];
  return rows.flatMap(([itemId, coverKey, name]) => {
    const cls = byCategory.get(name);
    return cls ? [{ itemId, coverKey, cls }] : [];
  });
}

/** Examples per thing class and of each class that is not a thing (the most viewed items' covers). */
export const EXAMPLES_PER_CLASS = 40;

/** The labelled covers the outliner learns from: model covers by class, texture covers, case covers. */
export function exampleRefs(db: Database.Database, models: ModelRef[], per = EXAMPLES_PER_CLASS): { key: string; cls: ExampleClass }[] {
  const count = new Map<ExampleClass, number>();
  const out: { key: string; cls: ExampleClass }[] = [];
  const add = (key: string, cls: ExampleClass) => {
    if ((count.get(cls) ?? 0) >= (isObjectClass(cls) ? per : per * 2)) return;
    count.set(cls, (count.get(cls) ?? 0) + 1);
    out.push({ key, cls });
  };
  for (const m of models) add(m.coverKey, m.cls);
  const covers = (kind: string) => db.prepare('SELECT cover_key FROM items WHERE kind = ? ORDER BY views DESC, id LIMIT ?').pluck().all(kind, per * 2) as string[];
  // Twice as many of what is not a thing: walls, floors and rooms come in many more looks.
  const others = db.prepare(`SELECT i.cover_key FROM items i JOIN categories c ON c.id = i.classify_id WHERE i.kind IN ('3d', 'su') AND c.name IN (${OTHER_CATEGORIES.map(() => '?').join(',')}) ORDER BY i.views DESC, i.id LIMIT ?`).pluck().all(...OTHER_CATEGORIES, per * 2) as string[];
  for (const k of others) add(k, 'other');
  for (const k of covers('tietu')) add(k, 'surface');
  for (const k of covers('case')) add(k, 'scene');
  return out;
}

/** Centred unit vectors of a set, so cosine similarity compares what differs between pictures. */
export class VectorSpace {
  private readonly centre = new Float32Array(SUBJECT_DIM);

  constructor(vectors: Iterable<Float32Array>) {
    const all = [...vectors];
    for (const v of all) for (let d = 0; d < SUBJECT_DIM; d++) this.centre[d]! += v[d]! / all.length;
  }

  cos(a: Float32Array, b: Float32Array): number {
    let dot = 0;
    let na = 0;
    let nb = 0;
    for (let d = 0; d < SUBJECT_DIM; d++) {
      const x = a[d]! - this.centre[d]!;
      const y = b[d]! - this.centre[d]!;
      dot += x * y;
      na += x * x;
      nb += y * y;
    }
    return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
  }
}

/** A labelled example: a thing of a class, or what is not a thing (a surface, a whole scene). */
export type ExampleClass = ObjectClassKey | 'surface' | 'scene' | 'other';

/** Model categories of things on a wall or in a room that are not outlined (a window looks like a cabinet door). */
const OTHER_CATEGORIES = ['门窗', '挂画', '空调', '栏杆'];
export interface Example {
  cls: ExampleClass;
  vec: Float32Array;
}

/** The class most of the nearest examples agree on, with how many of the `k` voted for it. */
export function vote(v: Float32Array, examples: Example[], space: VectorSpace, k = VOTERS): { cls: ExampleClass; votes: number } | null {
  const near = examples.map((m) => ({ cls: m.cls, s: space.cos(v, m.vec) })).sort((a, b) => b.s - a.s).slice(0, k);
  const votes = new Map<ExampleClass, number>();
  for (const n of near) votes.set(n.cls, (votes.get(n.cls) ?? 0) + 1);
  const [best] = [...votes].sort((a, b) => b[1] - a[1]);
  return best ? { cls: best[0], votes: best[1] } : null;
}

/** The box of the thing in a studio shot: the pixels that differ from both ends of their row (the backdrop). */
export function thingBox(rgb: Uint8Array, w: number, h: number): Box | null {
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++) {
    const l = y * w * 3;
    const r = (y * w + w - 1) * 3;
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const dl = Math.abs(rgb[i]! - rgb[l]!) + Math.abs(rgb[i + 1]! - rgb[l + 1]!) + Math.abs(rgb[i + 2]! - rgb[l + 2]!);
      const dr = Math.abs(rgb[i]! - rgb[r]!) + Math.abs(rgb[i + 1]! - rgb[r + 1]!) + Math.abs(rgb[i + 2]! - rgb[r + 2]!);
      if (Math.min(dl, dr) < 60) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  return x1 < 0 ? null : { x: x0 / w, y: y0 / h, w: (x1 + 1 - x0) / w, h: (y1 + 1 - y0) / h };
}

/** The regions of a decoded picture cut out with their margin, squared with padding, one after another. */
async function regionSquares(raw: Buffer, width: number, height: number, boxes: Box[]): Promise<Uint8Array> {
  const parts = await Promise.all(
    boxes.map((b) => {
      const x0 = Math.max(0, b.x - b.w * REGION_MARGIN);
      const y0 = Math.max(0, b.y - b.h * REGION_MARGIN);
      const x1 = Math.min(1, b.x + b.w * (1 + REGION_MARGIN));
      const y1 = Math.min(1, b.y + b.h * (1 + REGION_MARGIN));
      const left = Math.min(width - 1, Math.floor(x0 * width));
      const top = Math.min(height - 1, Math.floor(y0 * height));
      return sharp(raw, { raw: { width, height, channels: 3 } })
        .extract({ left, top, width: Math.max(1, Math.min(width - left, Math.round((x1 - x0) * width))), height: Math.max(1, Math.min(height - top, Math.round((y1 - y0) * height))) })
        .resize(REGION_SIZE, REGION_SIZE, { fit: 'contain', background: PAD })
        .removeAlpha()
        .raw()
        .toBuffer();
    }),
  );
  return new Uint8Array(Buffer.concat(parts));
}

/** An image file decoded to RGB at most `maxSide` px (bad input is features' 400). */
async function decoded(input: Buffer, maxSide: number): Promise<{ raw: Buffer; width: number; height: number }> {
  const { image } = await openImage(input);
  const { data, info } = await image.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }).toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { raw: data, width: info.width, height: info.height };
}

/** Subject vectors of regions of one picture, in chunks. */
async function regionVectors(pic: { raw: Buffer; width: number; height: number }, boxes: Box[], lane: VisionLane): Promise<Float32Array[]> {
  const out: Float32Array[] = [];
  for (let i = 0; i < boxes.length; i += CHUNK) out.push(...(await subjectVectorsOf(await regionSquares(pic.raw, pic.width, pic.height, boxes.slice(i, i + CHUNK)), REGION_SIZE, lane)));
  return out;
}

/**
 * The example vector of a labelled cover: a model cover cut to its thing (as a region of a room
 * is cut), a texture or case cover whole.
 */
export async function exampleVectors(input: Buffer, cls: ExampleClass, lane: VisionLane = 'background'): Promise<Example[]> {
  const pic = await decoded(input, 400);
  if (cls === 'surface') return (await regionVectors(pic, [{ x: 0, y: 0, w: 1, h: 1 }], lane)).map((vec) => ({ cls, vec }));
  if (cls === 'scene') {
    // A room's empty walls and floor, cut as proposals are, teach what a region of nothing looks like.
    const small = await sharp(pic.raw, { raw: { width: pic.width, height: pic.height, channels: 3 } }).resize(PROPOSAL_WIDTH).raw().toBuffer({ resolveWithObject: true });
    const empty = backgroundBoxes(new Uint8Array(small.data), small.info.width, small.info.height);
    const vecs = await regionVectors(pic, [{ x: 0, y: 0, w: 1, h: 1 }, ...empty], lane);
    return vecs.map((vec, i) => ({ cls: i === 0 ? 'scene' : 'surface', vec }));
  }
  const box = thingBox(new Uint8Array(pic.raw), pic.width, pic.height);
  return box ? (await regionVectors(pic, [box], lane)).map((vec) => ({ cls, vec })) : [];
}

/** The things a picture shows, outlined (see the file's comment). `examples` need every class that can be named. */
export async function outlineObjects(input: Buffer, examples: Example[], space: VectorSpace): Promise<PictureObject[]> {
  const pic = await decoded(input, 800);
  const small = await sharp(pic.raw, { raw: { width: pic.width, height: pic.height, channels: 3 } }).resize(PROPOSAL_WIDTH).raw().toBuffer({ resolveWithObject: true });
  const boxes = proposeBoxes(new Uint8Array(small.data), small.info.width, small.info.height);
  if (!boxes.length || !examples.length) return [];
  const vectors = await regionVectors(pic, boxes, 'request');
  const named = boxes
    .map((box, i) => ({ box, v: vote(vectors[i]!, examples, space) }))
    .flatMap(({ box, v }) => (v && isObjectClass(v.cls) && OUTLINED.has(v.cls) && v.votes >= (QUORUM_OF[v.cls as ObjectClassKey] ?? QUORUM) ? [{ box, cls: v.cls, score: v.votes / VOTERS }] : []))
    // The most agreed first; among equals the tighter box (a split part over the joined region).
    .sort((a, b) => b.score - a.score || a.box.w * a.box.h - b.box.w * b.box.h);
  const kept: typeof named = [];
  for (const n of named) {
    if (kept.some((k) => iou(k.box, n.box) > 0.4 || (k.cls === n.cls && contains(n.box, k.box)))) continue;
    kept.push(n);
    if (kept.length >= MAX_OBJECTS) break;
  }
  return kept.map((k, i) => ({ id: i + 1, cls: k.cls, label: OBJECT_CLASSES[k.cls]!.label, box: roundBox(k.box), score: Math.round(k.score * 100) / 100 }));
}

/** Whether `outer` holds most of `inner`. */
function contains(outer: Box, inner: Box): boolean {
  const ix = Math.max(0, Math.min(outer.x + outer.w, inner.x + inner.w) - Math.max(outer.x, inner.x));
  const iy = Math.max(0, Math.min(outer.y + outer.h, inner.y + inner.h) - Math.max(outer.y, inner.y));
  return ix * iy >= 0.7 * inner.w * inner.h;
}

/** A box to 3 decimals, still inside the picture (object-models takes it back as its box). */
export function roundBox(b: Box): Box {
  const r = (v: number) => Math.round(v * 1000) / 1000;
  const x = r(b.x);
  const y = r(b.y);
  return { x, y, w: Math.min(r(b.w), r(1 - x)), h: Math.min(r(b.h), r(1 - y)) };
}
