import type Database from 'better-sqlite3';
import type { Detection } from './vision';
import { SUBJECT_DIM as DIM_EXPORT } from './vision';

const SUBJECT_DIM = DIM_EXPORT;

/**
 * 找同款模型: the objects a picture shows and the 3D/SU models of each. Boxes come from the
 * vision model's detector (COCO classes); each box's label is then checked against the
 * catalogue's labelled models — the subject vectors of the nearest 3D/SU model covers vote by
 * their category — because on drawn pictures the detector often finds the thing but names it
 * wrongly (a sofa as a chair). Pixels only: the picture's key or name is never read.
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

/** COCO class index (0-based, as the detector outputs) → our class. */
const COCO: Record<number, ObjectClassKey> = {
  13: 'chair', // bench
  56: 'chair',
  57: 'sofa', // couch
  58: 'plant', // potted plant
  59: 'bed',
  60: 'table', // dining table
  61: 'sanitary', // toilet
  62: 'tv',
  63: 'tv', // laptop: a screen
  68: 'appliance', // microwave
  69: 'appliance', // oven
  71: 'sanitary', // sink
  72: 'appliance', // refrigerator
  73: 'books',
  75: 'vase',
};

export interface PictureObject {
  id: number;
  cls: ObjectClassKey;
  label: string;
  /** Fractions of the picture: left, top, width, height. */
  box: { x: number; y: number; w: number; h: number };
  score: number;
}

const MIN_SCORE = 0.14;
const MAX_OBJECTS = 8;
const MIN_SIDE = 0.06;

function iou(a: Detection['box'], b: Detection['box']): number {
  const ix = Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0]));
  const iy = Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
  const inter = ix * iy;
  const union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter;
  return union > 0 ? inter / union : 0;
}

/** Detections of the things a designer looks for, best first, overlapping boxes merged. */
export function furnitureBoxes(dets: Detection[]): { box: Detection['box']; cls: ObjectClassKey; score: number }[] {
  const out: { box: Detection['box']; cls: ObjectClassKey; score: number }[] = [];
  for (const d of [...dets].sort((a, b) => b.score - a.score)) {
    const cls = COCO[d.cls];
    if (!cls || d.score < MIN_SCORE) continue;
    const box: Detection['box'] = [Math.max(0, d.box[0]), Math.max(0, d.box[1]), Math.min(1, d.box[2]), Math.min(1, d.box[3])];
    if (box[2] - box[0] < MIN_SIDE || box[3] - box[1] < MIN_SIDE) continue;
    if (out.some((o) => iou(o.box, box) > 0.45)) continue;
    out.push({ box, cls, score: d.score });
    if (out.length >= MAX_OBJECTS) break;
  }
  return out;
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

/** The class the nearest labelled models agree on (at least `quorum` of the `k` nearest), else null. */
export function voteClass(v: Float32Array, models: { cls: ObjectClassKey; vec: Float32Array }[], space: VectorSpace, k = 7, quorum = 4): ObjectClassKey | null {
  const near = models.map((m) => ({ cls: m.cls, s: space.cos(v, m.vec) })).sort((a, b) => b.s - a.s).slice(0, k);
  const votes = new Map<ObjectClassKey, number>();
  for (const n of near) votes.set(n.cls, (votes.get(n.cls) ?? 0) + 1);
  const [best] = [...votes].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= quorum ? best[0] : null;
}
