import type { Rng } from '../../domain/prng';
import { mix, rand, r1 } from './palette';

/**
 * Drawable things (furniture, lamps, appliances, plants, people …), each placed by its centre x,
 * its floor line and a size: the same drawing serves a studio shot of a model and a prop in a room.
 */
export interface Ink {
  /** The thing's colour (its fabric, finish or material). */
  main: string;
  /** Frame, legs and trim. */
  trim: string;
  accent: string;
  /** Wall behind it (for contrast decisions). */
  wall: string;
}

/** How a style shapes furniture: leg kind, corner roundness, height of backs. */
export interface Look {
  legs: 'taper' | 'metal' | 'none' | 'turned' | 'block';
  round: number;
  tall: number;
}

export type Thing = (x: number, base: number, s: number, ink: Ink, look: Look, rng: Rng) => string;

const R = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(Math.max(0, w))}" height="${r1(Math.max(0, h))}"${rx ? ` rx="${r1(rx)}"` : ''} fill="${fill}"${extra}/>`;
const E = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${extra}/>`;
const L = (x1: number, y1: number, x2: number, y2: number, stroke: string, w: number): string =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${r1(w)}" stroke-linecap="round"/>`;
const P = (pts: [number, number][], fill: string, extra = ''): string => `<polygon points="${pts.map(([a, b]) => `${r1(a)},${r1(b)}`).join(' ')}" fill="${fill}"${extra}/>`;

/** A pair (or row) of legs in the style's kind, from `top` down to the floor. */
function legs(xs: number[], top: number, base: number, s: number, ink: Ink, look: Look): string {
  if (look.legs === 'none') return '';
  let out = '';
  for (const x of xs) {
    if (look.legs === 'taper') out += P([[x - s * 0.018, top], [x + s * 0.018, top], [x + s * 0.007, base], [x - s * 0.007, base]], ink.trim);
    else if (look.legs === 'metal') out += L(x, top, x, base, ink.trim, s * 0.012);
    else if (look.legs === 'turned') out += R(x - s * 0.014, top, s * 0.028, base - top, ink.trim, s * 0.01) + E(x, top + (base - top) * 0.5, s * 0.022, s * 0.012, ink.trim);
    else out += R(x - s * 0.03, top, s * 0.06, base - top, ink.trim);
  }
  return out;
}

export const sofa: Thing = (x, base, s, ink, look, rng) => {
  const w = s * rand(rng, 0.9, 1.15);
  const legH = look.legs === 'none' ? 0 : s * 0.06;
  const seatTop = base - legH - s * 0.16;
  const backTop = seatTop - s * (0.16 + 0.12 * look.tall);
  const rr = s * 0.05 * (0.3 + look.round);
  const shade = mix(ink.main, '#000000', 0.18);
  let out = E(x, base + s * 0.01, w * 0.55, s * 0.03, '#000000', ' opacity="0.15"');
  out += legs([x - w * 0.42, x + w * 0.42], base - legH, base, s, ink, look);
  out += R(x - w * 0.45, backTop, w * 0.9, seatTop - backTop + s * 0.04, shade, rr);
  const cushions = 2 + Math.floor(rng() * 2);
  const cw = (w * 0.76) / cushions;
  for (let i = 0; i < cushions; i++) out += R(x - w * 0.38 + i * cw + s * 0.005, backTop + s * 0.03, cw - s * 0.01, seatTop - backTop - s * 0.01, mix(ink.main, '#ffffff', 0.08), rr);
  out += R(x - w * 0.45, seatTop, w * 0.9, base - legH - seatTop, ink.main, rr);
  for (const side of [-1, 1]) out += R(side < 0 ? x - w * 0.5 : x + w * 0.38, seatTop - s * 0.09, w * 0.12, base - legH - seatTop + s * 0.09, mix(ink.main, '#000000', 0.08), rr * 1.4);
  if (rng() < 0.6) out += R(x - w * 0.3 + rand(rng, 0, w * 0.4), seatTop - s * 0.1, s * 0.13, s * 0.12, ink.accent, s * 0.03);
  return out;
};

export const chair: Thing = (x, base, s, ink, look, rng) => {
  const w = s * rand(rng, 0.38, 0.5);
  const seat = base - s * 0.4;
  const back = seat - s * (0.32 + 0.2 * look.tall);
  const rr = s * 0.04 * look.round;
  let out = E(x, base + s * 0.01, w * 0.6, s * 0.025, '#000000', ' opacity="0.15"');
  out += legs([x - w * 0.42, x + w * 0.42], seat + s * 0.04, base, s, ink, look.legs === 'none' ? { ...look, legs: 'block' } : look);
  out += R(x - w * 0.45, back, w * 0.9, seat - back, ink.main, rr + s * 0.02);
  out += R(x - w * 0.5, seat, w, s * 0.06, mix(ink.main, '#000000', 0.12), rr);
  return out;
};

export const bed: Thing = (x, base, s, ink, look, rng) => {
  const w = s * rand(rng, 1.0, 1.25);
  const legH = look.legs === 'none' ? 0 : s * 0.05;
  const top = base - legH - s * 0.18;
  let out = E(x, base + s * 0.01, w * 0.55, s * 0.03, '#000000', ' opacity="0.12"');
  out += R(x - w * 0.5, top - s * (0.28 + 0.18 * look.tall), w, s * (0.3 + 0.18 * look.tall), ink.trim, s * 0.04 * look.round);
  out += legs([x - w * 0.45, x + w * 0.45], base - legH, base, s, ink, look);
  out += R(x - w * 0.48, top, w * 0.96, base - legH - top, mix(ink.trim, '#000000', 0.1), s * 0.01);
  out += R(x - w * 0.46, top - s * 0.05, w * 0.92, s * 0.09, '#f4f1ea', s * 0.03);
  out += R(x - w * 0.46, top - s * 0.03, w * 0.92, s * 0.12, ink.main, s * 0.03);
  for (const dx of [-0.25, 0.25]) out += R(x + w * dx - w * 0.15, top - s * 0.14, w * 0.3, s * 0.1, mix(ink.main, '#ffffff', 0.55), s * 0.04);
  out += R(x - w * 0.46, top + s * 0.03, w * 0.92, s * 0.03, ink.accent);
  return out;
};

export const table: Thing = (x, base, s, ink, look, rng) => {
  const w = s * rand(rng, 0.8, 1.1);
  const top = base - s * rand(rng, 0.38, 0.46);
  const round = rng() < 0.3 + look.round * 0.4;
  let out = E(x, base + s * 0.01, w * 0.5, s * 0.025, '#000000', ' opacity="0.15"');
  if (round) out += R(x - s * 0.03, top, s * 0.06, base - top, ink.trim) + E(x, base - s * 0.01, s * 0.16, s * 0.02, ink.trim);
  else out += legs([x - w * 0.44, x + w * 0.44], top, base, s, ink, look.legs === 'none' ? { ...look, legs: 'block' } : look);
  out += round ? E(x, top, w * 0.5, s * 0.05, ink.main) : R(x - w * 0.5, top - s * 0.03, w, s * 0.04, ink.main, s * 0.01);
  out += E(x - w * 0.15, top - s * 0.06, s * 0.04, s * 0.05, ink.accent);
  return out;
};

export const cabinet: Thing = (x, base, s, ink, look, rng) => {
  const w = s * rand(rng, 0.7, 1.0);
  const h = s * rand(rng, 0.45, 0.9) * (0.8 + look.tall * 0.4);
  const legH = look.legs === 'none' ? 0 : s * 0.06;
  const top = base - legH - h;
  const doors = 2 + Math.floor(rng() * 3);
  let out = legs([x - w * 0.44, x + w * 0.44], base - legH, base, s, ink, look);
  out += R(x - w / 2, top, w, h, ink.main, s * 0.01 * look.round);
  for (let i = 1; i < doors; i++) out += L(x - w / 2 + (w * i) / doors, top + s * 0.01, x - w / 2 + (w * i) / doors, top + h - s * 0.01, mix(ink.main, '#000000', 0.3), 2);
  for (let i = 0; i < doors; i++) out += R(x - w / 2 + (w * (i + 0.5)) / doors - s * 0.005, top + h * 0.45, s * 0.01, h * 0.12, ink.trim);
  out += E(x - w * 0.2, top - s * 0.06, s * 0.04, s * 0.06, ink.accent) + R(x + w * 0.1, top - s * 0.1, s * 0.12, s * 0.1, mix(ink.accent, '#ffffff', 0.4));
  return out;
};

export const pendantLamp: Thing = (x, _base, s, ink, look, rng) => {
  const y = s * rand(rng, 0.5, 0.8);
  const w = s * rand(rng, 0.28, 0.45);
  let out = L(x, 0, x, y, ink.trim, 3);
  out += look.round > 0.5 || rng() < 0.3
    ? `<path d="M ${r1(x - w / 2)} ${r1(y + w * 0.45)} A ${r1(w / 2)} ${r1(w / 2)} 0 0 1 ${r1(x + w / 2)} ${r1(y + w * 0.45)} Z" fill="${ink.main}"/>`
    : P([[x - w * 0.15, y], [x + w * 0.15, y], [x + w / 2, y + w * 0.5], [x - w / 2, y + w * 0.5]], ink.main);
  out += E(x, y + w * 0.47, w * 0.3, w * 0.06, '#fff6c8');
  out += `<ellipse cx="${r1(x)}" cy="${r1(y + w * 1.4)}" rx="${r1(w * 0.9)}" ry="${r1(w * 0.9)}" fill="#fff6c8" opacity="0.12"/>`;
  return out;
};

export const tableLamp: Thing = (x, base, s, ink, look, rng) => {
  const h = s * rand(rng, 0.45, 0.6);
  const w = s * rand(rng, 0.3, 0.4);
  let out = E(x, base, s * 0.12, s * 0.025, ink.trim) + R(x - s * 0.012, base - h * 0.62, s * 0.024, h * 0.62, ink.trim);
  if (look.round > 0.5) out += E(x, base - h * 0.25, s * 0.1, h * 0.25, ink.trim);
  out += P([[x - w * 0.3, base - h], [x + w * 0.3, base - h], [x + w / 2, base - h * 0.6], [x - w / 2, base - h * 0.6]], ink.main);
  out += E(x, base - h * 0.6, w * 0.45, s * 0.015, '#fff6c8');
  return out;
};

export const floorLamp: Thing = (x, base, s, ink, _look, rng) => {
  const h = s * rand(rng, 0.75, 0.95);
  const arc = rng() < 0.5;
  let out = E(x, base, s * 0.14, s * 0.03, ink.trim);
  if (arc) {
    out += `<path d="M ${r1(x)} ${r1(base)} L ${r1(x)} ${r1(base - h * 0.7)} Q ${r1(x)} ${r1(base - h)} ${r1(x + s * 0.45)} ${r1(base - h * 0.9)}" stroke="${ink.trim}" stroke-width="${r1(s * 0.015)}" fill="none"/>`;
    out += `<path d="M ${r1(x + s * 0.3)} ${r1(base - h * 0.78)} A ${r1(s * 0.15)} ${r1(s * 0.15)} 0 0 1 ${r1(x + s * 0.6)} ${r1(base - h * 0.78)} Z" fill="${ink.main}"/>` + E(x + s * 0.45, base - h * 0.78, s * 0.1, s * 0.02, '#fff6c8');
  } else {
    out += L(x, base, x, base - h, ink.trim, s * 0.015);
    out += P([[x - s * 0.1, base - h - s * 0.25], [x + s * 0.1, base - h - s * 0.25], [x + s * 0.17, base - h], [x - s * 0.17, base - h]], ink.main) + E(x, base - h, s * 0.16, s * 0.02, '#fff6c8');
  }
  return out;
};

export const wallLamp: Thing = (x, base, s, ink, _look, rng) => {
  const y = base - s * rand(rng, 0.6, 0.8);
  let out = R(x - s * 0.05, y - s * 0.1, s * 0.1, s * 0.2, ink.trim, s * 0.02) + L(x, y, x + s * 0.14, y - s * 0.05, ink.trim, s * 0.015);
  out += P([[x + s * 0.08, y - s * 0.22], [x + s * 0.2, y - s * 0.22], [x + s * 0.26, y - s * 0.04], [x + s * 0.02, y - s * 0.04]], ink.main);
  out += `<ellipse cx="${r1(x + s * 0.14)}" cy="${r1(y + s * 0.25)}" rx="${r1(s * 0.25)}" ry="${r1(s * 0.4)}" fill="#fff6c8" opacity="0.15"/>`;
  return out;
};

export const vase: Thing = (x, base, s, ink, _look, rng) => {
  const vw = s * rand(rng, 0.1, 0.18);
  const h = s * rand(rng, 0.35, 0.6);
  let out = E(x, base, vw * 1.4, s * 0.02, '#000000', ' opacity="0.15"');
  out += `<path d="M ${r1(x - vw * 0.4)} ${r1(base)} C ${r1(x - vw * 1.7)} ${r1(base - h * 0.45)} ${r1(x - vw * 0.2)} ${r1(base - h * 0.8)} ${r1(x - vw * 0.35)} ${r1(base - h)} L ${r1(x + vw * 0.35)} ${r1(base - h)} C ${r1(x + vw * 0.2)} ${r1(base - h * 0.8)} ${r1(x + vw * 1.7)} ${r1(base - h * 0.45)} ${r1(x + vw * 0.4)} ${r1(base)} Z" fill="${ink.main}"/>`;
  out += `<path d="M ${r1(x - vw * 0.6)} ${r1(base - h * 0.5)} Q ${r1(x - vw * 0.8)} ${r1(base - h * 0.3)} ${r1(x - vw * 0.5)} ${r1(base - h * 0.15)}" stroke="#ffffff" stroke-width="${r1(s * 0.012)}" fill="none" opacity="0.45"/>`;
  if (rng() < 0.5) out += R(x + vw * 1.3, base - h * 0.4, s * 0.1, h * 0.4, ink.accent, s * 0.02) + E(x - vw * 1.8, base - s * 0.04, s * 0.05, s * 0.04, ink.trim);
  return out;
};

export const flowers: Thing = (x, base, s, ink, look, rng) => {
  let out = vase(x, base, s * 0.7, { ...ink, main: ink.trim }, look, rng);
  const top = base - s * 0.45;
  for (let i = 0; i < 9; i++) {
    const a = rand(rng, -2.6, -0.5);
    const len = s * rand(rng, 0.2, 0.5);
    const fx = x + Math.cos(a) * len;
    const fy = top + Math.sin(a) * len;
    out += L(x, top + s * 0.05, fx, fy, '#4f7a45', s * 0.008);
    out += `<circle cx="${r1(fx)}" cy="${r1(fy)}" r="${r1(s * rand(rng, 0.03, 0.06))}" fill="${i % 3 === 2 ? '#ffffff' : mix(ink.main, '#ffffff', rng() * 0.4)}"/>`;
  }
  return out;
};

export const frame: Thing = (x, base, s, ink, _look, rng) => {
  const w = s * rand(rng, 0.55, 0.8);
  const h = w * rand(rng, 0.7, 1.3);
  const y = base - s * 0.3 - h;
  let out = R(x - w / 2 - s * 0.02, y - s * 0.02, w + s * 0.04, h + s * 0.04, ink.trim) + R(x - w / 2, y, w, h, '#f7f3ea');
  out += R(x - w * 0.4, y + h * 0.1, w * 0.8, h * 0.8, mix(ink.main, '#ffffff', 0.5));
  out += `<circle cx="${r1(x - w * 0.1)}" cy="${r1(y + h * 0.4)}" r="${r1(w * 0.18)}" fill="${ink.main}"/>` + R(x, y + h * 0.45, w * 0.3, h * 0.4, ink.accent);
  return out;
};

export const books: Thing = (x, base, s, ink, _look, rng) => {
  let out = '';
  let bx = x - s * 0.35;
  const n = 5 + Math.floor(rng() * 5);
  for (let i = 0; i < n; i++) {
    const bw = s * rand(rng, 0.05, 0.09);
    const bh = s * rand(rng, 0.35, 0.55);
    const c = [ink.main, ink.accent, ink.trim, mix(ink.main, '#ffffff', 0.5)][i % 4]!;
    out += R(bx, base - bh, bw, bh, c) + R(bx + bw * 0.15, base - bh * 0.8, bw * 0.7, s * 0.02, '#ffffff', 0, ' opacity="0.5"');
    bx += bw + s * 0.005;
  }
  out += R(bx + s * 0.02, base - s * 0.1, s * 0.3, s * 0.05, ink.accent) + R(bx + s * 0.04, base - s * 0.15, s * 0.26, s * 0.05, ink.main);
  return out;
};

export const kitchenCabinet: Thing = (x, base, s, ink, _look, rng) => {
  const w = s * 1.3;
  const counter = base - s * 0.46;
  let out = R(x - w / 2, counter, w, s * 0.46, ink.main) + R(x - w / 2 - s * 0.02, counter - s * 0.03, w + s * 0.04, s * 0.04, '#e8e6e1');
  const doors = 4;
  for (let i = 1; i < doors; i++) out += L(x - w / 2 + (w * i) / doors, counter + s * 0.02, x - w / 2 + (w * i) / doors, base - s * 0.02, mix(ink.main, '#000000', 0.3), 2);
  out += R(x - w / 2, base - s * 1.35, w, s * 0.4, ink.main);
  for (let i = 1; i < doors; i++) out += L(x - w / 2 + (w * i) / doors, base - s * 1.35, x - w / 2 + (w * i) / doors, base - s * 0.95, mix(ink.main, '#000000', 0.3), 2);
  out += R(x - s * 0.15, counter - s * 0.05, s * 0.3, s * 0.02, '#9aa0a6') + L(x + s * 0.2, counter - s * 0.03, x + s * 0.2, counter - s * 0.16, ink.trim, s * 0.015) + L(x + s * 0.2, counter - s * 0.16, x + s * 0.12, counter - s * 0.16, ink.trim, s * 0.015);
  out += E(x - s * 0.4, counter - s * 0.07, s * 0.07, s * 0.05, ink.accent) + (rng() < 0.5 ? R(x + s * 0.4, counter - s * 0.18, s * 0.08, s * 0.15, ink.trim, s * 0.02) : '');
  return out;
};

export const sanitary: Thing = (x, base, s, ink, _look, rng) => {
  const porcelain = '#f6f6f3';
  let out = '';
  if (rng() < 0.5) {
    out += R(x - s * 0.2, base - s * 0.42, s * 0.4, s * 0.05, porcelain, s * 0.02) + `<path d="M ${r1(x - s * 0.2)} ${r1(base - s * 0.38)} Q ${r1(x)} ${r1(base - s * 0.1)} ${r1(x + s * 0.2)} ${r1(base - s * 0.38)} Z" fill="${porcelain}"/>`;
    out += R(x - s * 0.45, base - s * 0.42, s * 0.9, s * 0.42, ink.main) + R(x - s * 0.22, base - s * 0.95, s * 0.44, s * 0.4, '#dfe8ec', s * 0.02, ` stroke="${ink.trim}" stroke-width="4"`);
    out += L(x, base - s * 0.42, x, base - s * 0.52, ink.trim, s * 0.015) + L(x, base - s * 0.52, x + s * 0.06, base - s * 0.52, ink.trim, s * 0.015);
  } else {
    out += R(x - s * 0.14, base - s * 0.72, s * 0.28, s * 0.3, porcelain, s * 0.02) + E(x, base - s * 0.4, s * 0.22, s * 0.07, porcelain) + P([[x - s * 0.12, base - s * 0.38], [x + s * 0.12, base - s * 0.38], [x + s * 0.08, base], [x - s * 0.08, base]], porcelain);
    out += R(x + s * 0.35, base - s * 0.5, s * 0.6, s * 0.5, porcelain, s * 0.08) + R(x + s * 0.38, base - s * 0.47, s * 0.54, s * 0.1, mix(ink.main, '#cfe6ef', 0.6), s * 0.04);
  }
  return out;
};

export const appliance: Thing = (x, base, s, ink, _look, rng) => {
  const fridge = rng() < 0.5;
  if (fridge) {
    const w = s * 0.5;
    const h = s * 1.2;
    return R(x - w / 2, base - h, w, h, ink.main, s * 0.03) + L(x - w / 2, base - h * 0.62, x + w / 2, base - h * 0.62, mix(ink.main, '#000000', 0.3), 3) + R(x + w * 0.3, base - h * 0.9, s * 0.015, h * 0.2, ink.trim) + R(x + w * 0.3, base - h * 0.5, s * 0.015, h * 0.2, ink.trim);
  }
  const w = s * 0.7;
  const h = s * 0.42;
  return R(x - w / 2, base - h, w, h, ink.main, s * 0.02) + R(x - w * 0.42, base - h * 0.85, w * 0.62, h * 0.7, '#1e2328', s * 0.02) + `<circle cx="${r1(x + w * 0.34)}" cy="${r1(base - h * 0.7)}" r="${r1(s * 0.03)}" fill="${ink.trim}"/><circle cx="${r1(x + w * 0.34)}" cy="${r1(base - h * 0.45)}" r="${r1(s * 0.03)}" fill="${ink.trim}"/>`;
};

export const tv: Thing = (x, base, s, ink, look, rng) => {
  const w = s * rand(rng, 0.75, 0.9);
  const h = w * 0.56;
  const stand = base - s * 0.12;
  let out = cabinet(x, base, s * 0.5, { ...ink, main: ink.trim, trim: mix(ink.trim, '#000000', 0.3) }, { ...look, tall: 0 }, rng).replace(/<ellipse[^>]*fill="[^"]*"[^>]*\/>/g, '');
  out += R(x - w / 2, stand - h - s * 0.45, w, h, '#15181c', s * 0.01) + R(x - w / 2 + s * 0.015, stand - h - s * 0.45 + s * 0.015, w - s * 0.03, h - s * 0.03, `url(#screen)`);
  out += P([[x - w / 2 + s * 0.015, stand - s * 0.45 - s * 0.015], [x - w * 0.1, stand - h - s * 0.45 + s * 0.015], [x + w * 0.1, stand - h - s * 0.45 + s * 0.015]], '#ffffff', ' opacity="0.08"');
  return out;
};

export const aircon: Thing = (x, base, s, ink, _look, rng) => {
  if (rng() < 0.5) {
    const y = base - s * 0.9;
    return R(x - s * 0.55, y, s * 1.1, s * 0.3, '#f4f4f2', s * 0.06, ` stroke="${mix(ink.main, '#555555', 0.5)}" stroke-width="6"`) + R(x - s * 0.45, y + s * 0.2, s * 0.9, s * 0.04, mix(ink.main, '#777777', 0.5), s * 0.02) + `<circle cx="${r1(x + s * 0.42)}" cy="${r1(y + s * 0.08)}" r="${r1(s * 0.012)}" fill="#3fbf6f"/>`;
  }
  let out = R(x - s * 0.22, base - s * 0.95, s * 0.44, s * 0.95, '#f4f4f2', s * 0.08, ` stroke="${mix(ink.main, '#555555', 0.5)}" stroke-width="6"`);
  for (let i = 0; i < 8; i++) out += L(x - s * 0.14, base - s * (0.85 - i * 0.04), x + s * 0.14, base - s * (0.85 - i * 0.04), mix(ink.main, '#777777', 0.5), 3);
  return out;
};

export const speaker: Thing = (x, base, s, ink, _look, rng) => {
  const w = s * rand(rng, 0.26, 0.34);
  const h = s * rand(rng, 0.5, 0.8);
  let out = E(x, base, w * 0.7, s * 0.02, '#000000', ' opacity="0.15"') + R(x - w / 2, base - h, w, h, ink.main, s * 0.03);
  out += `<circle cx="${r1(x)}" cy="${r1(base - h * 0.66)}" r="${r1(w * 0.32)}" fill="${mix(ink.main, '#000000', 0.4)}" stroke="${ink.trim}" stroke-width="5"/>`;
  out += `<circle cx="${r1(x)}" cy="${r1(base - h * 0.25)}" r="${r1(w * 0.18)}" fill="${mix(ink.main, '#000000', 0.4)}" stroke="${ink.trim}" stroke-width="4"/>`;
  return out;
};

function leafy(x: number, y: number, r: number, green: string, rng: Rng): string {
  let out = '';
  for (let i = 0; i < 7; i++) out += `<circle cx="${r1(x + rand(rng, -r, r) * 0.7)}" cy="${r1(y + rand(rng, -r, r) * 0.6)}" r="${r1(r * rand(rng, 0.4, 0.7))}" fill="${mix(green, '#000000', rng() * 0.25)}"/>`;
  return out;
}

export const pottedPlant: Thing = (x, base, s, ink, _look, rng) => {
  const green = mix('#4f8a4b', ink.accent, 0.1);
  let out = '';
  for (let i = 0; i < 9; i++) {
    const a = rand(rng, -2.7, -0.45);
    const len = s * rand(rng, 0.35, 0.6);
    const cx = x + Math.cos(a) * len * 0.5;
    const cy = base - s * 0.3 + Math.sin(a) * len * 0.5;
    out += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(len * 0.45)}" ry="${r1(s * 0.07)}" transform="rotate(${r1((a * 180) / Math.PI)} ${r1(cx)} ${r1(cy)})" fill="${mix(green, '#1f3d22', rng() * 0.5)}"/>`;
  }
  return out + P([[x - s * 0.15, base - s * 0.32], [x + s * 0.15, base - s * 0.32], [x + s * 0.11, base], [x - s * 0.11, base]], ink.main);
};

export const tree: Thing = (x, base, s, _ink, _look, rng) => {
  const green = ['#4f8a4b', '#6c9a3f', '#3f7a5a', '#7aa05a'][Math.floor(rng() * 4)]!;
  if (rng() < 0.3) return R(x - s * 0.035, base - s * 0.5, s * 0.07, s * 0.5, '#6b4a2f') + P([[x, base - s * 1.7], [x - s * 0.4, base - s * 0.4], [x + s * 0.4, base - s * 0.4]], green);
  return R(x - s * 0.04, base - s * 0.8, s * 0.08, s * 0.8, '#6b4a2f') + leafy(x, base - s * 1.1, s * 0.45, green, rng);
};

export const shrub: Thing = (x, base, s, _ink, _look, rng) => leafy(x, base - s * 0.25, s * 0.35, ['#5b8f4e', '#6f9f55', '#4a7d58'][Math.floor(rng() * 3)]!, rng) + leafy(x + s * 0.3, base - s * 0.18, s * 0.25, '#7aa860', rng);

export const person: Thing = (x, base, s, ink, _look, rng) => {
  const h = s * rand(rng, 1.5, 1.8);
  const skin = mix('#f1c7a5', '#8d5a3b', rng() * 0.6);
  return `<circle cx="${r1(x)}" cy="${r1(base - h * 0.92)}" r="${r1(h * 0.07)}" fill="${skin}"/>` + R(x - h * 0.1, base - h * 0.84, h * 0.2, h * 0.4, ink.main, h * 0.05) + R(x - h * 0.08, base - h * 0.46, h * 0.07, h * 0.46, ink.trim) + R(x + h * 0.01, base - h * 0.46, h * 0.07, h * 0.46, ink.trim);
};

export const car: Thing = (x, base, s, ink, _look, rng) => {
  const w = s * rand(rng, 1.4, 1.7);
  let out = E(x, base, w * 0.55, s * 0.04, '#000000', ' opacity="0.2"');
  out += `<path d="M ${r1(x - w / 2)} ${r1(base - s * 0.12)} L ${r1(x - w / 2)} ${r1(base - s * 0.32)} Q ${r1(x - w * 0.35)} ${r1(base - s * 0.36)} ${r1(x - w * 0.22)} ${r1(base - s * 0.38)} L ${r1(x - w * 0.1)} ${r1(base - s * 0.58)} L ${r1(x + w * 0.22)} ${r1(base - s * 0.58)} L ${r1(x + w * 0.36)} ${r1(base - s * 0.38)} L ${r1(x + w / 2)} ${r1(base - s * 0.34)} L ${r1(x + w / 2)} ${r1(base - s * 0.12)} Z" fill="${ink.main}"/>`;
  out += P([[x - w * 0.17, base - s * 0.4], [x - w * 0.08, base - s * 0.54], [x + w * 0.05, base - s * 0.54], [x + w * 0.05, base - s * 0.4]], '#cfe3ee') + P([[x + w * 0.08, base - s * 0.4], [x + w * 0.08, base - s * 0.54], [x + w * 0.2, base - s * 0.54], [x + w * 0.3, base - s * 0.4]], '#cfe3ee');
  for (const dx of [-0.3, 0.3]) out += `<circle cx="${r1(x + w * dx)}" cy="${r1(base - s * 0.1)}" r="${r1(s * 0.11)}" fill="#1b1b1b"/><circle cx="${r1(x + w * dx)}" cy="${r1(base - s * 0.1)}" r="${r1(s * 0.05)}" fill="#9aa0a6"/>`;
  return out;
};

export const bike: Thing = (x, base, s, ink, _look, rng) => {
  const r = s * rand(rng, 0.22, 0.28);
  const a = x - s * 0.4;
  const b = x + s * 0.4;
  const hub = base - r;
  let out = `<circle cx="${r1(a)}" cy="${r1(hub)}" r="${r1(r)}" fill="none" stroke="#222" stroke-width="${r1(s * 0.025)}"/><circle cx="${r1(b)}" cy="${r1(hub)}" r="${r1(r)}" fill="none" stroke="#222" stroke-width="${r1(s * 0.025)}"/>`;
  out += `<path d="M ${r1(a)} ${r1(hub)} L ${r1(x - s * 0.05)} ${r1(hub)} L ${r1(x + s * 0.22)} ${r1(hub - s * 0.32)} L ${r1(x - s * 0.15)} ${r1(hub - s * 0.32)} Z M ${r1(x - s * 0.05)} ${r1(hub)} L ${r1(x - s * 0.18)} ${r1(hub - s * 0.4)} M ${r1(b)} ${r1(hub)} L ${r1(x + s * 0.25)} ${r1(hub - s * 0.45)}" stroke="${ink.main}" stroke-width="${r1(s * 0.03)}" fill="none" stroke-linejoin="round"/>`;
  return out + L(x - s * 0.24, hub - s * 0.42, x - s * 0.1, hub - s * 0.42, '#222', s * 0.03) + L(x + s * 0.2, hub - s * 0.47, x + s * 0.32, hub - s * 0.5, '#222', s * 0.025);
};

export const box: Thing = (x, base, s, ink, _look, rng) => {
  const w = s * rand(rng, 0.4, 0.6);
  const h = s * rand(rng, 0.3, 0.5);
  const d = s * 0.15;
  return P([[x - w / 2, base - h], [x - w / 2 + d, base - h - d * 0.6], [x + w / 2 + d, base - h - d * 0.6], [x + w / 2, base - h]], mix(ink.main, '#ffffff', 0.3)) + P([[x + w / 2, base - h], [x + w / 2 + d, base - h - d * 0.6], [x + w / 2 + d, base - d * 0.6], [x + w / 2, base]], mix(ink.main, '#000000', 0.25)) + R(x - w / 2, base - h, w, h, ink.main) + R(x - w * 0.3, base - h * 0.6, w * 0.6, h * 0.2, ink.accent);
};

export const door: Thing = (x, base, s, ink, _look, rng) => {
  const window = rng() < 0.5;
  const w = s * (window ? 0.8 : 0.55);
  const h = s * (window ? 0.8 : 1.4);
  const y = window ? base - s * 1.3 : base - h;
  let out = R(x - w / 2 - s * 0.03, y - s * 0.03, w + s * 0.06, h + s * 0.06, ink.trim) + R(x - w / 2, y, w, h, window ? '#cfe3ee' : ink.main);
  if (window) out += L(x, y, x, y + h, ink.trim, s * 0.02) + L(x - w / 2, y + h / 2, x + w / 2, y + h / 2, ink.trim, s * 0.02);
  else out += R(x - w * 0.38, y + h * 0.08, w * 0.76, h * 0.35, mix(ink.main, '#000000', 0.1)) + R(x - w * 0.38, y + h * 0.5, w * 0.76, h * 0.42, mix(ink.main, '#000000', 0.1)) + `<circle cx="${r1(x + w * 0.38)}" cy="${r1(y + h * 0.5)}" r="${r1(s * 0.02)}" fill="${ink.accent}"/>`;
  return out;
};

export const stair: Thing = (x, base, s, ink, _look, rng) => {
  const steps = 7 + Math.floor(rng() * 5);
  const w = s * 1.2;
  const sh = (s * 1.3) / steps;
  const sw = w / steps;
  let out = '';
  for (let i = 0; i < steps; i++) out += R(x - w / 2 + i * sw, base - (i + 1) * sh, w - i * sw, sh, i % 2 ? ink.main : mix(ink.main, '#000000', 0.1));
  out += L(x - w / 2, base - s * 0.35, x + w / 2, base - s * 1.6, ink.trim, s * 0.02);
  for (let i = 0; i < steps; i += 2) out += L(x - w / 2 + i * sw + sw / 2, base - (i + 1) * sh, x - w / 2 + i * sw + sw / 2, base - (i + 1) * sh - s * 0.33, ink.trim, s * 0.01);
  return out;
};

export const railing: Thing = (x, base, s, ink, _look, rng) => {
  const w = s * 1.5;
  const glass = rng() < 0.4;
  let out = R(x - w / 2, base - s * 0.08, w, s * 0.08, mix(ink.main, '#888888', 0.5));
  if (glass) out += R(x - w / 2, base - s * 0.55, w, s * 0.47, '#cfe3ee', 0, ' opacity="0.6"');
  else for (let i = 0; i <= 12; i++) out += L(x - w / 2 + (w * i) / 12, base - s * 0.08, x - w / 2 + (w * i) / 12, base - s * 0.55, ink.trim, s * 0.012);
  return out + L(x - w / 2, base - s * 0.57, x + w / 2, base - s * 0.57, ink.trim, s * 0.03);
};

export const pavilion: Thing = (x, base, s, ink, _look, rng) => {
  const w = s * rand(rng, 1.2, 1.6);
  const h = s * rand(rng, 0.8, 1.0);
  let out = '';
  for (const dx of [-0.42, -0.14, 0.14, 0.42]) out += R(x + w * dx - s * 0.025, base - h, s * 0.05, h, ink.trim);
  const pergola = rng() < 0.5;
  if (pergola) for (let i = 0; i < 9; i++) out += R(x - w * 0.55 + (w * 1.1 * i) / 8, base - h - s * 0.06, s * 0.04, s * 0.06, ink.main);
  out += pergola ? R(x - w * 0.55, base - h - s * 0.02, w * 1.1, s * 0.04, ink.main) : P([[x - w * 0.6, base - h], [x, base - h - s * 0.35], [x + w * 0.6, base - h]], ink.main);
  out += R(x - w * 0.3, base - s * 0.22, w * 0.6, s * 0.05, ink.accent) + R(x - w * 0.27, base - s * 0.17, s * 0.03, s * 0.17, ink.trim) + R(x + w * 0.24, base - s * 0.17, s * 0.03, s * 0.17, ink.trim);
  return out;
};

export const fountain: Thing = (x, base, s, ink, _look, rng) => {
  const w = s * rand(rng, 1.2, 1.6);
  let out = E(x, base - s * 0.05, w / 2, s * 0.14, mix(ink.main, '#888888', 0.4)) + E(x, base - s * 0.07, w * 0.46, s * 0.11, '#6fb3d2');
  for (let i = 0; i < 7; i++) {
    const dx = (i - 3) * s * 0.08;
    out += `<path d="M ${r1(x + dx * 0.3)} ${r1(base - s * 0.1)} Q ${r1(x + dx)} ${r1(base - s * (0.6 + rng() * 0.4))} ${r1(x + dx * 2.2)} ${r1(base - s * 0.1)}" stroke="#bfe4f4" stroke-width="${r1(s * 0.012)}" fill="none" opacity="0.9"/>`;
  }
  return out;
};

export const bench: Thing = (x, base, s, ink, look, rng) => {
  const w = s * rand(rng, 0.9, 1.2);
  return legs([x - w * 0.4, x + w * 0.4], base - s * 0.3, base, s, ink, look.legs === 'none' ? { ...look, legs: 'block' } : look) + R(x - w / 2, base - s * 0.34, w, s * 0.05, ink.main, s * 0.01) + R(x - w / 2, base - s * 0.62, w, s * 0.05, ink.main, s * 0.01) + L(x - w * 0.4, base - s * 0.34, x - w * 0.4, base - s * 0.62, ink.trim, s * 0.02) + L(x + w * 0.4, base - s * 0.34, x + w * 0.4, base - s * 0.62, ink.trim, s * 0.02);
};

export const desk: Thing = (x, base, s, ink, look, rng) => {
  let out = table(x, base, s, ink, { ...look, round: 0 }, rng).replace(/<ellipse[^>]*fill="[^"]*"\/>$/, '');
  const top = base - s * 0.44;
  out += R(x - s * 0.18, top - s * 0.28, s * 0.36, s * 0.22, '#1e2328', s * 0.01) + R(x - s * 0.02, top - s * 0.06, s * 0.04, s * 0.04, '#1e2328');
  return out + chair(x + s * 0.05, base + s * 0.06, s * 0.7, { ...ink, main: ink.trim }, look, rng);
};

export const shelf: Thing = (x, base, s, ink, _look, rng) => {
  const w = s * 0.9;
  const h = s * 1.4;
  let out = R(x - w / 2, base - h, w, h, ink.trim);
  for (let r = 0; r < 4; r++) {
    const y = base - h + (h * r) / 4;
    out += R(x - w / 2 + s * 0.03, y + s * 0.03, w - s * 0.06, h / 4 - s * 0.05, mix(ink.trim, '#000000', 0.35));
    out += books(x - s * 0.05, y + h / 4 - s * 0.02, s * 0.45, ink, { legs: 'none', round: 0, tall: 0 }, rng);
  }
  return out;
};

export const sculpture: Thing = (x, base, s, ink, _look, rng) => {
  let out = R(x - s * 0.2, base - s * 0.3, s * 0.4, s * 0.3, '#e9e6df');
  const top = base - s * 0.3;
  if (rng() < 0.5) out += `<path d="M ${r1(x - s * 0.12)} ${r1(top)} C ${r1(x - s * 0.4)} ${r1(top - s * 0.5)} ${r1(x + s * 0.3)} ${r1(top - s * 0.6)} ${r1(x)} ${r1(top - s * 1.0)} C ${r1(x + s * 0.4)} ${r1(top - s * 0.6)} ${r1(x + s * 0.1)} ${r1(top - s * 0.3)} ${r1(x + s * 0.12)} ${r1(top)} Z" fill="${ink.main}"/>`;
  else out += `<circle cx="${r1(x)}" cy="${r1(top - s * 0.35)}" r="${r1(s * 0.3)}" fill="none" stroke="${ink.main}" stroke-width="${r1(s * 0.1)}"/>`;
  return out;
};
