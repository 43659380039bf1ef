import type { Rng } from '../../domain/prng';
import { linear, mix, rand, r1, svgDoc, type Palette } from './palette';

function tree(x: number, ground: number, s: number, color: string, trunk: string, rng: Rng): string {
  if (rng() < 0.4) {
    return `<rect x="${r1(x - s * 0.04)}" y="${r1(ground - s * 0.5)}" width="${r1(s * 0.08)}" height="${r1(s * 0.5)}" fill="${trunk}"/><polygon points="${r1(x)},${r1(ground - s * 1.5)} ${r1(x - s * 0.35)},${r1(ground - s * 0.35)} ${r1(x + s * 0.35)},${r1(ground - s * 0.35)}" fill="${color}"/>`;
  }
  return `<rect x="${r1(x - s * 0.04)}" y="${r1(ground - s * 0.6)}" width="${r1(s * 0.08)}" height="${r1(s * 0.6)}" fill="${trunk}"/><circle cx="${r1(x)}" cy="${r1(ground - s * 0.85)}" r="${r1(s * 0.4)}" fill="${color}"/><circle cx="${r1(x - s * 0.22)}" cy="${r1(ground - s * 0.7)}" r="${r1(s * 0.28)}" fill="${mix(color, '#000000', 0.1)}"/>`;
}

/** Sky, sun, ground and one to four building masses with facade grids, cantilevers and trees. */
export function architecture(rng: Rng, w: number, h: number, p: Palette): string {
  const ground = h * rand(rng, 0.72, 0.86);
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  body += `<circle cx="${r1(w * rand(rng, 0.1, 0.9))}" cy="${r1(h * rand(rng, 0.08, 0.25))}" r="${r1(h * 0.05)}" fill="${p.light}" opacity="0.9"/>`;
  for (let i = 0; i < 3; i++) body += `<ellipse cx="${r1(w * rng())}" cy="${r1(h * rand(rng, 0.05, 0.3))}" rx="${r1(w * rand(rng, 0.06, 0.14))}" ry="${r1(h * 0.025)}" fill="#ffffff" opacity="0.6"/>`;
  body += `<rect y="${r1(ground)}" width="${w}" height="${r1(h - ground)}" fill="${mix(p.floor, '#7a8b6a', 0.4)}"/>`;
  const blocks = 1 + Math.floor(rng() * 4);
  let x = w * rand(rng, 0.05, 0.2);
  for (let b = 0; b < blocks && x < w * 0.9; b++) {
    const bw = w * rand(rng, 0.18, 0.45);
    const bh = (ground - h * 0.1) * rand(rng, 0.3, 0.95);
    const top = ground - bh;
    const face = b % 2 ? p.wall : mix(p.wall, p.wallShade, 0.5);
    body += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(bw)}" height="${r1(bh)}" fill="${face}"/>`;
    body += `<polygon points="${r1(x + bw)},${r1(top)} ${r1(x + bw + bw * 0.18)},${r1(top + bh * 0.05)} ${r1(x + bw + bw * 0.18)},${r1(ground)} ${r1(x + bw)},${r1(ground)}" fill="${p.wallShade}"/>`;
    const cols = 3 + Math.floor(rng() * 6);
    const rows = Math.max(2, Math.floor(bh / (h * 0.07)));
    const glass = rng() < 0.35;
    if (glass) {
      body += `<rect x="${r1(x + bw * 0.06)}" y="${r1(top + bh * 0.06)}" width="${r1(bw * 0.88)}" height="${r1(bh * 0.88)}" fill="url(#glass)"/>`;
      for (let c = 1; c < cols; c++) body += `<line x1="${r1(x + bw * 0.06 + (bw * 0.88 * c) / cols)}" y1="${r1(top + bh * 0.06)}" x2="${r1(x + bw * 0.06 + (bw * 0.88 * c) / cols)}" y2="${r1(top + bh * 0.94)}" stroke="${p.dark}" stroke-width="2" opacity="0.6"/>`;
    } else {
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const cw = (bw * 0.8) / cols;
          const ch = (bh * 0.8) / rows;
          body += `<rect x="${r1(x + bw * 0.1 + c * cw + cw * 0.15)}" y="${r1(top + bh * 0.1 + r * ch + ch * 0.2)}" width="${r1(cw * 0.7)}" height="${r1(ch * 0.55)}" fill="${mix(p.skyTop, p.dark, rng() * 0.5)}"/>`;
        }
      }
    }
    if (rng() < 0.4) body += `<rect x="${r1(x - bw * 0.1)}" y="${r1(top + bh * 0.35)}" width="${r1(bw * 0.5)}" height="${r1(bh * 0.12)}" fill="${p.accent}"/>`;
    x += bw + w * rand(rng, 0.02, 0.12);
  }
  const trees = 3 + Math.floor(rng() * 6);
  for (let t = 0; t < trees; t++) body += tree(w * rng(), ground + h * 0.02, h * rand(rng, 0.1, 0.2), mix(p.accent2, '#3d6b35', 0.5), p.dark, rng);
  body += `<rect y="${r1(h * 0.94)}" width="${w}" height="${r1(h * 0.06)}" fill="${mix(p.floor, '#999999', 0.6)}"/>`;
  const defs = linear('sky', p.skyTop, p.skyBottom) + linear('glass', mix(p.skyTop, '#ffffff', 0.3), mix(p.skyBottom, p.dark, 0.4), false);
  return svgDoc(w, h, defs, body);
}

function ridge(rng: Rng, w: number, base: number, amp: number): string {
  const n = 6;
  let d = `M 0 ${r1(base)}`;
  for (let i = 1; i <= n; i++) {
    const x = (w * i) / n;
    const cx = x - w / n / 2;
    d += ` Q ${r1(cx)} ${r1(base - amp * rand(rng, 0.3, 1.2))} ${r1(x)} ${r1(base - amp * rand(rng, -0.2, 0.5))}`;
  }
  return d;
}

/** Layered hills, water with reflections, a path and trees. */
export function landscape(rng: Rng, w: number, h: number, p: Palette): string {
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  body += `<circle cx="${r1(w * rand(rng, 0.15, 0.85))}" cy="${r1(h * rand(rng, 0.12, 0.3))}" r="${r1(h * rand(rng, 0.04, 0.08))}" fill="${mix(p.light, p.accent2, 0.2)}"/>`;
  const layers = 3 + Math.floor(rng() * 2);
  for (let i = 0; i < layers; i++) {
    const base = h * (0.42 + i * 0.1);
    const color = mix(mix(p.skyBottom, p.accent2, 0.5), mix(p.accent2, p.dark, 0.4), i / layers);
    body += `<path d="${ridge(rng, w, base, h * 0.12)} L ${w} ${h} L 0 ${h} Z" fill="${color}"/>`;
  }
  if (rng() < 0.6) {
    const wy = h * rand(rng, 0.68, 0.78);
    body += `<rect y="${r1(wy)}" width="${w}" height="${r1(h * 0.12)}" fill="url(#water)"/>`;
    for (let i = 0; i < 8; i++) body += `<line x1="${r1(w * rng())}" y1="${r1(wy + h * 0.12 * rng())}" x2="${r1(w * rng())}" y2="${r1(wy + h * 0.12 * rng())}" stroke="#ffffff" stroke-width="2" opacity="0.35"/>`;
  }
  body += `<path d="M ${r1(w * 0.45)} ${h} C ${r1(w * 0.5)} ${r1(h * 0.85)} ${r1(w * 0.62)} ${r1(h * 0.86)} ${r1(w * 0.58)} ${r1(h * 0.78)} L ${r1(w * 0.6)} ${r1(h * 0.78)} C ${r1(w * 0.7)} ${r1(h * 0.86)} ${r1(w * 0.62)} ${r1(h * 0.9)} ${r1(w * 0.6)} ${h} Z" fill="${mix(p.floor, p.light, 0.4)}"/>`;
  const trees = 4 + Math.floor(rng() * 8);
  for (let t = 0; t < trees; t++) {
    const s = h * rand(rng, 0.08, 0.22);
    body += tree(w * rng(), h * rand(rng, 0.8, 0.98), s, mix(p.accent2, '#2e5e3a', rng()), p.dark, rng);
  }
  const defs = linear('sky', p.skyTop, p.skyBottom) + linear('water', mix(p.skyTop, p.accent2, 0.3), mix(p.skyBottom, p.dark, 0.3));
  return svgDoc(w, h, defs, body);
}
