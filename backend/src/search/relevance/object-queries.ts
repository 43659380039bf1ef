/**
 * The judged pictures of the 找同款模型 bench (docs/search.md "找同款模型"): rooms drawn by the
 * catalogue's generator apart from the catalogue (variants above 60,000, so framing, proportions,
 * light and side differ from every catalogue picture), in other styles and colours, some cropped,
 * mirrored, recoloured or darkened as a visitor's photo would be.
 *
 * Ground truth comes from the generator ONLY here: the room scene reports the things it placed
 * (scenes.ts `DrawnProp`), and each thing's box is the extent of its own pixels drawn alone. The
 * outliner sees the JPEG and nothing else.
 */
import sharp from 'sharp';
import { picture, pictureSvg, type Picture, type Subject } from '../../images/picture';
import { linear } from '../../images/svg/palette';
import type { DrawnProp } from '../../images/svg/scenes';
import * as T from '../../images/svg/things';
import type { ObjectClassKey } from '../objects';
import type { Change } from './image-queries';

/** What each drawn thing is, as the outliner's classes (things with no class are not judged). */
const THING_CLASS = new Map<T.Thing, ObjectClassKey>([
  [T.sofa, 'sofa'], [T.chair, 'chair'], [T.bench, 'chair'], [T.bed, 'bed'], [T.table, 'table'], [T.desk, 'table'],
  [T.cabinet, 'cabinet'], [T.kitchenCabinet, 'cabinet'], [T.shelf, 'cabinet'],
  [T.pendantLamp, 'lamp'], [T.tableLamp, 'lamp'], [T.floorLamp, 'lamp'], [T.wallLamp, 'lamp'],
  [T.pottedPlant, 'plant'], [T.flowers, 'plant'], [T.vase, 'vase'], [T.tv, 'tv'], [T.sanitary, 'sanitary'],
  [T.books, 'books'], [T.appliance, 'appliance'],
]);

/** The rooms judged: the spaces a designer furnishes, each with its main thing. */
const ROOMS: Subject[] = [
  'room-living', 'room-bedroom', 'room-dining', 'room-tea', 'room-lounge', 'room-kitchen', 'room-bath', 'room-entry', 'room-study',
  'room-lobby', 'room-kids', 'room-cafe', 'room-meeting', 'room-wardrobe', 'room-balcony', 'room-clinic', 'room-bar', 'room-library',
];
const CHANGES: Change[] = ['none', 'mirror', 'hue', 'crop', 'dark', 'none'];

export interface ObjectQuery {
  subject: Subject;
  style: number;
  colour: number;
  variant: number;
  change: Change;
}

/** A true object of a judged picture: its class, box (fractions: x, y, w, h), and whether it is the room's main thing. */
export interface TrueObject {
  cls: ObjectClassKey;
  box: { x: number; y: number; w: number; h: number };
  main: boolean;
}

/**
 * 18 rooms × 3 pictures and 3 more living rooms and bedrooms = 60 judged pictures, each with its
 * own style, colour, variant and change. `base` moves every variant (a second, disjoint set checks
 * that a choice made on the first holds).
 */
export function objectQueries(base = 60_000): ObjectQuery[] {
  return ([...ROOMS, 'room-living', 'room-living', 'room-living', 'room-bedroom', 'room-bedroom', 'room-bedroom'] as Subject[])
    .flatMap((subject, s) => (s < ROOMS.length ? [0, 1, 2] : [3 + s]).map((k) => ({ subject, s, k })))
    .map(({ subject, s, k }, i) => ({
      subject,
      style: (s * 4 + k * 7 + 2 + Math.floor(base / 10_000)) % 15,
      colour: (s * 13 + k * 11 + 3 + Math.floor(base / 10_000)) % 40,
      variant: base + s * 100 + k,
      change: CHANGES[(s + k + i) % CHANGES.length]!,
    }));
}
export const OBJECT_QUERIES = objectQueries();

/** The crop a 'crop' change keeps (fractions), as image-run.ts's query pictures. */
const CROP = { x: 0.12, y: 0.1, w: 0.76, h: 0.8 };

/** The extent of a drawing's own pixels in a w × h canvas (fractions), or null when it draws nothing visible. */
async function pixelBox(svg: string, w: number, h: number, scale: number): Promise<TrueObject['box'] | null> {
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${linear('screen', '#2b3a4a', '#0e1318')}</defs>${svg}</svg>`;
  const { data, info } = await sharp(Buffer.from(doc), { density: 72 * scale }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let x0 = info.width;
  let y0 = info.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      // Faint pixels (a soft floor shadow at 15 %) are not the thing.
      if (data[(y * info.width + x) * 4 + 3]! < 80) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return null;
  return { x: x0 / info.width, y: y0 / info.height, w: (x1 + 1 - x0) / info.width, h: (y1 + 1 - y0) / info.height };
}

/** The things of the outliner's classes a generated room picture shows, with their boxes (judging only). */
export async function truthOf(pic: Picture): Promise<TrueObject[]> {
  const drawn: DrawnProp[] = [];
  pictureSvg(pic, drawn);
  const truth: TrueObject[] = [];
  for (const d of drawn) {
    const cls = THING_CLASS.get(d.thing);
    if (!cls) continue;
    const box = await pixelBox(d.svg, pic.width, pic.height, 0.25);
    if (box) truth.push({ cls, box, main: d.tone === 'main' });
  }
  return truth;
}

/** The judged picture as a visitor's JPEG, with its true objects in the JPEG's frame. */
export async function objectQuery(q: ObjectQuery): Promise<{ jpeg: Buffer; truth: TrueObject[] }> {
  const pic = picture({ subject: q.subject, style: q.style, colour: q.colour, variant: q.variant });
  const svg = pictureSvg(pic);
  const w = 1000;
  const h = Math.round((w * pic.height) / pic.width);
  let truth = await truthOf(pic);
  let raster = await sharp(Buffer.from(svg), { density: (72 * w) / pic.width }).resize(w, h, { fit: 'fill' }).png().toBuffer();
  if (q.change === 'crop' || q.change === 'crop-hue') {
    raster = await sharp(raster).extract({ left: Math.round(w * CROP.x), top: Math.round(h * CROP.y), width: Math.round(w * CROP.w), height: Math.round(h * CROP.h) }).png().toBuffer();
    truth = truth.flatMap((t) => {
      const x0 = Math.max(0, (t.box.x - CROP.x) / CROP.w);
      const y0 = Math.max(0, (t.box.y - CROP.y) / CROP.h);
      const x1 = Math.min(1, (t.box.x + t.box.w - CROP.x) / CROP.w);
      const y1 = Math.min(1, (t.box.y + t.box.h - CROP.y) / CROP.h);
      const kept = ((x1 - x0) * (y1 - y0) * CROP.w * CROP.h) / (t.box.w * t.box.h);
      // A thing mostly cut away is no longer a thing to outline.
      return x1 > x0 && y1 > y0 && kept >= 0.5 ? [{ ...t, box: { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } }] : [];
    });
  }
  let img = sharp(raster);
  if (q.change === 'mirror') {
    img = img.flop();
    truth = truth.map((t) => ({ ...t, box: { ...t.box, x: 1 - t.box.x - t.box.w } }));
  }
  if (q.change === 'hue' || q.change === 'crop-hue') img = img.modulate({ hue: 120 });
  if (q.change === 'dark') img = img.modulate({ brightness: 0.7 });
  return { jpeg: await img.jpeg({ quality: 85 }).toBuffer(), truth };
}

/** Intersection over union of two boxes (fractions). */
export function boxIou(a: TrueObject['box'], b: TrueObject['box']): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const inter = ix * iy;
  const union = a.w * a.h + b.w * b.h - inter;
  return union > 0 ? inter / union : 0;
}

/**
 * An outline hits a true object when they overlap (IoU ≥ 0.3) or the outline's centre lies inside
 * it and the outline is not much larger than it (a box round the whole room never counts).
 */
export function outlines(found: TrueObject['box'], truth: TrueObject['box']): boolean {
  const cx = found.x + found.w / 2;
  const cy = found.y + found.h / 2;
  const inside = cx >= truth.x && cx <= truth.x + truth.w && cy >= truth.y && cy <= truth.y + truth.h;
  return boxIou(found, truth) >= 0.3 || (inside && found.w * found.h <= 2.5 * truth.w * truth.h);
}
