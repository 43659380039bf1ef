import type { Rng } from '../../domain/prng';
import { landscape } from './outdoor';
import { linear, mix, rand, r1, svgDoc, type Palette } from './palette';
import * as T from './things';
import type { Ink, Look, Thing } from './things';

/** A studio shot of one thing: backdrop, floor, soft shadow; framing and side vary per picture. */
export function studio(thing: Thing, rng: Rng, w: number, h: number, ink: Ink, look: Look, backdrop: string): string {
  const floor = h * rand(rng, 0.74, 0.84);
  const s = Math.min(w, h) * rand(rng, 0.62, 0.78);
  const cx = w * rand(rng, 0.44, 0.56);
  const mirror = rng() < 0.5;
  const lightX = rng();
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect y="${r1(floor)}" width="${w}" height="${r1(h - floor)}" fill="${mix(backdrop, '#000000', 0.08)}"/>`;
  body += `<ellipse cx="${r1(w * lightX)}" cy="${r1(h * 0.3)}" rx="${r1(w * 0.5)}" ry="${r1(h * 0.4)}" fill="#ffffff" opacity="0.18"/>`;
  const drawn = thing(cx, floor, s, ink, look, rng);
  body += mirror ? `<g transform="translate(${r1(2 * cx)} 0) scale(-1 1)">${drawn}</g>` : drawn;
  const defs = linear('bg', mix(backdrop, '#ffffff', 0.35), backdrop) + linear('screen', '#2b3a4a', '#0e1318');
  return svgDoc(w, h, defs, body);
}

/** What furnishes a room scene: the things placed in it, left to right, by its kind of space. */
export type RoomSet =
  | 'living' | 'bedroom' | 'kids' | 'kitchen' | 'bath' | 'dining' | 'study' | 'entry' | 'balcony' | 'wardrobe'
  | 'atrium' | 'lobby' | 'bar' | 'tea' | 'retail' | 'lounge' | 'classroom' | 'library' | 'auditorium' | 'clinic'
  | 'office' | 'meeting' | 'gallery' | 'cafe';

type Placed = [Thing, number /* x as fraction of width */, number /* size factor */, 'main' | 'trim' | 'accent'];

/** One thing a room scene drew: which drawing, its tone, and its SVG (for judging detectors: its pixels give its box). */
export interface DrawnProp {
  thing: Thing;
  tone: Placed[3];
  svg: string;
}

const ROOMS: Record<RoomSet, Placed[]> = {
  living: [[T.floorLamp, 0.16, 0.3, 'accent'], [T.sofa, 0.5, 0.55, 'main'], [T.pottedPlant, 0.86, 0.3, 'trim']],
  bedroom: [[T.tableLamp, 0.2, 0.25, 'accent'], [T.bed, 0.52, 0.6, 'main'], [T.pottedPlant, 0.86, 0.28, 'trim']],
  kids: [[T.box, 0.18, 0.25, 'accent'], [T.bed, 0.5, 0.48, 'main'], [T.books, 0.84, 0.3, 'accent']],
  kitchen: [[T.kitchenCabinet, 0.42, 0.55, 'main'], [T.appliance, 0.84, 0.45, 'trim']],
  bath: [[T.sanitary, 0.4, 0.55, 'main'], [T.pottedPlant, 0.86, 0.22, 'trim']],
  dining: [[T.chair, 0.3, 0.42, 'trim'], [T.table, 0.5, 0.5, 'main'], [T.chair, 0.7, 0.42, 'trim'], [T.pendantLamp, 0.5, 0.35, 'accent']],
  study: [[T.shelf, 0.22, 0.4, 'trim'], [T.desk, 0.6, 0.5, 'main']],
  entry: [[T.door, 0.25, 0.45, 'trim'], [T.cabinet, 0.62, 0.45, 'main'], [T.pottedPlant, 0.86, 0.28, 'accent']],
  balcony: [[T.railing, 0.5, 0.6, 'trim'], [T.chair, 0.35, 0.4, 'main'], [T.pottedPlant, 0.75, 0.35, 'accent']],
  wardrobe: [[T.cabinet, 0.3, 0.5, 'main'], [T.cabinet, 0.7, 0.5, 'main']],
  atrium: [[T.tree, 0.3, 0.4, 'accent'], [T.bench, 0.55, 0.4, 'main'], [T.person, 0.72, 0.28, 'trim'], [T.tree, 0.85, 0.35, 'accent']],
  lobby: [[T.sofa, 0.25, 0.4, 'main'], [T.cabinet, 0.65, 0.6, 'trim'], [T.pendantLamp, 0.65, 0.3, 'accent']],
  bar: [[T.cabinet, 0.5, 0.75, 'trim'], [T.chair, 0.3, 0.38, 'main'], [T.chair, 0.5, 0.38, 'main'], [T.chair, 0.7, 0.38, 'main'], [T.pendantLamp, 0.4, 0.3, 'accent']],
  tea: [[T.chair, 0.3, 0.36, 'trim'], [T.table, 0.5, 0.4, 'main'], [T.chair, 0.7, 0.36, 'trim'], [T.pottedPlant, 0.88, 0.28, 'accent']],
  retail: [[T.shelf, 0.2, 0.45, 'trim'], [T.table, 0.5, 0.4, 'main'], [T.person, 0.65, 0.3, 'accent'], [T.shelf, 0.82, 0.45, 'trim']],
  lounge: [[T.chair, 0.22, 0.4, 'accent'], [T.sofa, 0.55, 0.5, 'main'], [T.floorLamp, 0.85, 0.3, 'trim']],
  classroom: [[T.frame, 0.5, 0.6, 'trim'], [T.desk, 0.25, 0.35, 'main'], [T.desk, 0.5, 0.35, 'main'], [T.desk, 0.75, 0.35, 'main']],
  library: [[T.shelf, 0.18, 0.45, 'trim'], [T.shelf, 0.4, 0.45, 'trim'], [T.table, 0.68, 0.45, 'main'], [T.shelf, 0.88, 0.45, 'trim']],
  auditorium: [[T.frame, 0.5, 0.8, 'trim'], [T.chair, 0.2, 0.3, 'main'], [T.chair, 0.35, 0.3, 'main'], [T.chair, 0.5, 0.3, 'main'], [T.chair, 0.65, 0.3, 'main'], [T.chair, 0.8, 0.3, 'main']],
  clinic: [[T.cabinet, 0.25, 0.4, 'trim'], [T.bed, 0.62, 0.5, 'main']],
  office: [[T.desk, 0.22, 0.38, 'main'], [T.desk, 0.5, 0.38, 'main'], [T.desk, 0.78, 0.38, 'main']],
  meeting: [[T.chair, 0.25, 0.36, 'trim'], [T.table, 0.5, 0.7, 'main'], [T.chair, 0.75, 0.36, 'trim'], [T.frame, 0.5, 0.45, 'accent']],
  gallery: [[T.frame, 0.25, 0.4, 'main'], [T.sculpture, 0.5, 0.4, 'main'], [T.frame, 0.75, 0.4, 'accent'], [T.person, 0.62, 0.28, 'trim']],
  cafe: [[T.table, 0.28, 0.36, 'main'], [T.chair, 0.42, 0.3, 'trim'], [T.table, 0.66, 0.36, 'main'], [T.pendantLamp, 0.5, 0.3, 'accent']],
};

/**
 * A room in one-point perspective (walls, floor, window) furnished as its kind of space: the
 * things of the set stand on the floor line in the style's look and the item's colour. `drawn`
 * collects what was placed (the object bench's ground truth); it never changes the picture.
 */
export function room(set: RoomSet, rng: Rng, w: number, h: number, p: Palette, ink: Ink, look: Look, wall: string, drawn?: DrawnProp[]): string {
  const vx = w * rand(rng, 0.4, 0.6);
  const horizon = h * rand(rng, 0.42, 0.5);
  const tall = set === 'atrium' || set === 'auditorium' || set === 'lobby';
  const bw = w * rand(rng, 0.62, 0.8);
  const bh = h * (tall ? 0.7 : rand(rng, 0.46, 0.56));
  const bx0 = vx - bw / 2;
  const bx1 = vx + bw / 2;
  const by1 = horizon + bh * 0.4;
  const by0 = by1 - bh;
  const tiles = set === 'bath' || set === 'kitchen' || set === 'clinic';
  let body = `<rect width="${w}" height="${h}" fill="${mix(wall, '#000000', 0.12)}"/>`;
  body += `<polygon points="0,0 ${r1(bx0)},${r1(by0)} ${r1(bx0)},${r1(by1)} 0,${h}" fill="${mix(wall, '#000000', 0.08)}"/>`;
  body += `<polygon points="${w},0 ${r1(bx1)},${r1(by0)} ${r1(bx1)},${r1(by1)} ${w},${h}" fill="${mix(wall, '#ffffff', 0.15)}"/>`;
  body += `<polygon points="0,0 ${w},0 ${r1(bx1)},${r1(by0)} ${r1(bx0)},${r1(by0)}" fill="${mix(wall, '#ffffff', 0.35)}"/>`;
  body += `<polygon points="0,${h} ${r1(bx0)},${r1(by1)} ${r1(bx1)},${r1(by1)} ${w},${h}" fill="url(#floor)"/>`;
  for (let i = 1; i < 12; i++) body += `<line x1="${r1((w * i) / 12)}" y1="${h}" x2="${r1(bx0 + (bw * i) / 12)}" y2="${r1(by1)}" stroke="${mix(p.floor, '#000000', 0.25)}" stroke-width="1.5" opacity="0.4"/>`;
  body += `<rect x="${r1(bx0)}" y="${r1(by0)}" width="${r1(bw)}" height="${r1(bh)}" fill="${wall}"/>`;
  if (tiles) {
    const t = bw / 14;
    for (let gx = bx0 + t; gx < bx1; gx += t) body += `<line x1="${r1(gx)}" y1="${r1(by0)}" x2="${r1(gx)}" y2="${r1(by1)}" stroke="${mix(wall, '#000000', 0.12)}" stroke-width="1.5"/>`;
    for (let gy = by0 + t; gy < by1; gy += t) body += `<line x1="${r1(bx0)}" y1="${r1(gy)}" x2="${r1(bx1)}" y2="${r1(gy)}" stroke="${mix(wall, '#000000', 0.12)}" stroke-width="1.5"/>`;
  }
  const winW = bw * rand(rng, 0.22, 0.36);
  const winX = rng() < 0.5 ? bx0 + bw * 0.05 : bx1 - bw * 0.05 - winW;
  const winY = by0 + bh * 0.1;
  const winH = bh * (tall ? 0.7 : 0.5);
  body += `<rect x="${r1(winX)}" y="${r1(winY)}" width="${r1(winW)}" height="${r1(winH)}" fill="url(#sky)" stroke="${ink.trim}" stroke-width="${r1(w * 0.004)}"/>`;
  const panes = 2 + Math.floor(rng() * 3);
  for (let i = 1; i < panes; i++) body += `<line x1="${r1(winX + (winW * i) / panes)}" y1="${r1(winY)}" x2="${r1(winX + (winW * i) / panes)}" y2="${r1(winY + winH)}" stroke="${ink.trim}" stroke-width="${r1(w * 0.003)}"/>`;
  body += `<polygon points="${r1(winX)},${r1(winY + winH)} ${r1(winX + winW)},${r1(winY + winH)} ${r1(winX + winW * 1.5)},${h} ${r1(winX - w * 0.08)},${h}" fill="#ffffff" opacity="0.1"/>`;
  const base = by1 + (h - by1) * rand(rng, 0.35, 0.55);
  const span = Math.min(w, h);
  const mirror = rng() < 0.5;
  let props = '';
  for (const [thing, fx, size, tone] of ROOMS[set]) {
    const x = (mirror ? 1 - fx : fx) * w;
    const thingInk: Ink = { ...ink, main: tone === 'main' ? ink.main : tone === 'trim' ? ink.trim : ink.accent };
    const svg = thing(x, base, span * size, thingInk, look, rng);
    drawn?.push({ thing, tone, svg });
    props += svg;
  }
  body += props;
  const defs = linear('sky', p.skyTop, p.skyBottom) + linear('floor', mix(p.floor, '#000000', 0.2), p.floor) + linear('screen', '#2b3a4a', '#0e1318');
  return svgDoc(w, h, defs, body);
}

/** Outdoor scenes: a landscape with the space's features standing on its ground. */
export type OutdoorSet = 'terrace' | 'courtyard' | 'pool' | 'plaza' | 'path' | 'water' | 'play' | 'rest' | 'deck' | 'lawn' | 'pavilion' | 'fountain' | 'people' | 'cars' | 'plants';

const OUTDOOR: Record<OutdoorSet, Placed[]> = {
  terrace: [[T.railing, 0.5, 0.5, 'trim'], [T.chair, 0.3, 0.3, 'main'], [T.table, 0.45, 0.3, 'main'], [T.pottedPlant, 0.8, 0.3, 'accent']],
  courtyard: [[T.tree, 0.3, 0.35, 'accent'], [T.bench, 0.6, 0.3, 'main'], [T.shrub, 0.82, 0.3, 'accent']],
  pool: [[T.fountain, 0.5, 0.6, 'main'], [T.chair, 0.18, 0.25, 'trim'], [T.tree, 0.86, 0.3, 'accent']],
  plaza: [[T.person, 0.3, 0.18, 'main'], [T.tree, 0.15, 0.3, 'accent'], [T.fountain, 0.6, 0.4, 'trim'], [T.person, 0.8, 0.18, 'accent']],
  path: [[T.tree, 0.2, 0.35, 'accent'], [T.person, 0.5, 0.16, 'main'], [T.tree, 0.8, 0.35, 'accent'], [T.shrub, 0.65, 0.25, 'accent']],
  water: [[T.fountain, 0.45, 0.7, 'main'], [T.tree, 0.85, 0.35, 'accent']],
  play: [[T.pavilion, 0.4, 0.35, 'accent'], [T.person, 0.7, 0.14, 'main'], [T.tree, 0.88, 0.3, 'accent']],
  rest: [[T.bench, 0.35, 0.35, 'main'], [T.pavilion, 0.7, 0.35, 'trim'], [T.shrub, 0.15, 0.3, 'accent']],
  deck: [[T.railing, 0.5, 0.55, 'trim'], [T.person, 0.4, 0.18, 'main']],
  lawn: [[T.tree, 0.2, 0.35, 'accent'], [T.shrub, 0.55, 0.25, 'accent'], [T.tree, 0.85, 0.3, 'accent']],
  pavilion: [[T.pavilion, 0.5, 0.5, 'main'], [T.shrub, 0.15, 0.25, 'accent'], [T.bench, 0.82, 0.25, 'trim']],
  fountain: [[T.fountain, 0.5, 0.6, 'main'], [T.shrub, 0.15, 0.25, 'accent'], [T.shrub, 0.85, 0.25, 'accent']],
  people: [[T.person, 0.3, 0.3, 'main'], [T.person, 0.45, 0.3, 'accent'], [T.person, 0.65, 0.3, 'trim']],
  cars: [[T.car, 0.35, 0.35, 'main'], [T.car, 0.75, 0.3, 'accent']],
  plants: [[T.tree, 0.3, 0.45, 'accent'], [T.shrub, 0.55, 0.3, 'accent'], [T.tree, 0.78, 0.4, 'accent']],
};

export function outdoor(set: OutdoorSet, rng: Rng, w: number, h: number, p: Palette, ink: Ink, look: Look): string {
  // The landscape backdrop (sky, hills, ground) with its own trees removed from the front: the
  // space's features are what the picture is about.
  const base = landscape(rng, w, h, p).replace(/<\/svg>$/, '');
  const ground = h * rand(rng, 0.82, 0.9);
  const span = Math.min(w, h);
  const mirror = rng() < 0.5;
  let props = `<rect y="${r1(ground - h * 0.02)}" width="${w}" height="${r1(h - ground + h * 0.02)}" fill="${mix(p.floor, '#b9b2a3', 0.5)}" opacity="0.85"/>`;
  for (const [thing, fx, size, tone] of OUTDOOR[set]) {
    const x = (mirror ? 1 - fx : fx) * w;
    props += thing(x, ground, span * size, { ...ink, main: tone === 'main' ? ink.main : tone === 'trim' ? ink.trim : ink.accent }, look, rng);
  }
  return `${base}${props}<defs>${linear('screen', '#2b3a4a', '#0e1318')}</defs></svg>`;
}

/** A town or village from above: streets, blocks, roofs and green. */
export function aerial(rng: Rng, w: number, h: number, p: Palette, village: boolean): string {
  let body = `<rect width="${w}" height="${h}" fill="${village ? '#8fae6a' : '#b9bcb6'}"/>`;
  const cell = Math.min(w, h) * (village ? 0.16 : 0.12);
  for (let y = 0; y < h; y += cell) {
    for (let x = 0; x < w; x += cell) {
      const r = rng();
      if (r < 0.15) body += `<circle cx="${r1(x + cell / 2)}" cy="${r1(y + cell / 2)}" r="${r1(cell * 0.35)}" fill="#5f8f4e"/>`;
      else if (!village || r < 0.55) {
        const bw = cell * rand(rng, 0.5, 0.8);
        const bh = cell * rand(rng, 0.5, 0.8);
        const roof = village ? mix('#a0522d', p.accent, rng() * 0.3) : mix(p.wall, p.dark, rng() * 0.5);
        body += `<rect x="${r1(x + (cell - bw) / 2)}" y="${r1(y + (cell - bh) / 2)}" width="${r1(bw)}" height="${r1(bh)}" fill="${roof}"/>`;
        body += `<rect x="${r1(x + (cell - bw) / 2 + bw * 0.55)}" y="${r1(y + (cell - bh) / 2)}" width="${r1(bw * 0.45)}" height="${r1(bh)}" fill="#000000" opacity="0.12"/>`;
      }
    }
  }
  for (let i = 0; i < 3; i++) {
    const y = h * rand(rng, 0.1, 0.9);
    body += `<path d="M 0 ${r1(y)} Q ${r1(w * 0.5)} ${r1(y + rand(rng, -h * 0.1, h * 0.1))} ${w} ${r1(y + rand(rng, -h * 0.1, h * 0.1))}" stroke="#e8e4da" stroke-width="${r1(cell * 0.25)}" fill="none"/>`;
  }
  if (rng() < 0.6) body += `<path d="M ${r1(w * rng())} 0 C ${r1(w * rng())} ${r1(h * 0.4)} ${r1(w * rng())} ${r1(h * 0.6)} ${r1(w * rng())} ${h}" stroke="#7fb3d5" stroke-width="${r1(cell * 0.6)}" fill="none"/>`;
  return svgDoc(w, h, '', body);
}
