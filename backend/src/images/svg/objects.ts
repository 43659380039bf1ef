import type { Rng } from '../../domain/prng';
import { linear, mix, rand, r1, svgDoc, type Palette } from './palette';

/** A studio shot of a product: chair, lamp, vase or speaker on a backdrop with a soft shadow. */
export function product(rng: Rng, w: number, h: number, p: Palette): string {
  const cx = w / 2;
  const floor = h * 0.78;
  const s = Math.min(w, h);
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect y="${r1(floor)}" width="${w}" height="${r1(h - floor)}" fill="${mix(p.wall, p.wallShade, 0.7)}"/>`;
  body += `<ellipse cx="${r1(cx)}" cy="${r1(floor + s * 0.02)}" rx="${r1(s * 0.28)}" ry="${r1(s * 0.035)}" fill="#000000" opacity="0.18"/>`;
  const kind = Math.floor(rng() * 4);
  const c1 = p.accent;
  const c2 = p.dark;
  if (kind === 0) {
    const sw = s * rand(rng, 0.3, 0.42);
    body += `<rect x="${r1(cx - sw / 2)}" y="${r1(floor - s * 0.28)}" width="${r1(sw)}" height="${r1(s * 0.05)}" rx="8" fill="${c1}"/>`;
    body += `<rect x="${r1(cx - sw / 2)}" y="${r1(floor - s * 0.6)}" width="${r1(sw)}" height="${r1(s * 0.3)}" rx="${r1(s * 0.04)}" fill="${mix(c1, '#000000', 0.15)}"/>`;
    for (const dx of [-0.45, 0.4]) body += `<rect x="${r1(cx + sw * dx)}" y="${r1(floor - s * 0.23)}" width="${r1(s * 0.018)}" height="${r1(s * 0.23)}" fill="${c2}"/>`;
  } else if (kind === 1) {
    body += `<polygon points="${r1(cx - s * 0.16)},${r1(floor - s * 0.48)} ${r1(cx + s * 0.16)},${r1(floor - s * 0.48)} ${r1(cx + s * 0.08)},${r1(floor - s * 0.7)} ${r1(cx - s * 0.08)},${r1(floor - s * 0.7)}" fill="${c1}"/>`;
    body += `<rect x="${r1(cx - s * 0.008)}" y="${r1(floor - s * 0.48)}" width="${r1(s * 0.016)}" height="${r1(s * 0.46)}" fill="${c2}"/>`;
    body += `<ellipse cx="${r1(cx)}" cy="${r1(floor - s * 0.015)}" rx="${r1(s * 0.1)}" ry="${r1(s * 0.02)}" fill="${c2}"/>`;
    body += `<ellipse cx="${r1(cx)}" cy="${r1(floor - s * 0.47)}" rx="${r1(s * 0.12)}" ry="${r1(s * 0.02)}" fill="#fff4c4" opacity="0.9"/>`;
  } else if (kind === 2) {
    const vw = s * rand(rng, 0.12, 0.2);
    body += `<path d="M ${r1(cx - vw * 0.4)} ${r1(floor)} C ${r1(cx - vw * 1.6)} ${r1(floor - s * 0.25)} ${r1(cx - vw * 0.2)} ${r1(floor - s * 0.42)} ${r1(cx - vw * 0.35)} ${r1(floor - s * 0.55)} L ${r1(cx + vw * 0.35)} ${r1(floor - s * 0.55)} C ${r1(cx + vw * 0.2)} ${r1(floor - s * 0.42)} ${r1(cx + vw * 1.6)} ${r1(floor - s * 0.25)} ${r1(cx + vw * 0.4)} ${r1(floor)} Z" fill="url(#obj)"/>`;
    body += `<path d="M ${r1(cx)} ${r1(floor - s * 0.55)} Q ${r1(cx + s * 0.12)} ${r1(floor - s * 0.8)} ${r1(cx + s * 0.18)} ${r1(floor - s * 0.85)}" stroke="${p.accent2}" stroke-width="4" fill="none"/>`;
  } else {
    body += `<rect x="${r1(cx - s * 0.14)}" y="${r1(floor - s * 0.5)}" width="${r1(s * 0.28)}" height="${r1(s * 0.5)}" rx="${r1(s * 0.04)}" fill="${c2}"/>`;
    body += `<circle cx="${r1(cx)}" cy="${r1(floor - s * 0.33)}" r="${r1(s * 0.09)}" fill="${mix(c2, '#ffffff', 0.2)}" stroke="${c1}" stroke-width="6"/>`;
    body += `<circle cx="${r1(cx)}" cy="${r1(floor - s * 0.12)}" r="${r1(s * 0.05)}" fill="${mix(c2, '#ffffff', 0.2)}" stroke="${c1}" stroke-width="4"/>`;
  }
  const defs = linear('bg', mix(p.light, p.skyTop, 0.25), p.wall) + linear('obj', mix(c1, '#ffffff', 0.3), mix(c1, '#000000', 0.3), false);
  return svgDoc(w, h, defs, body);
}

/** Seamless-looking material swatches: wood, marble, brick, tiles, terrazzo, fabric. */
export function texture(rng: Rng, w: number, h: number, p: Palette, n: number): string {
  const variant = n % 6;
  let body = '';
  let defs = '';
  if (variant === 0) {
    const base = mix(p.floor, '#c89b6d', 0.4);
    body += `<rect width="${w}" height="${h}" fill="${base}"/>`;
    const planks = 6;
    for (let i = 0; i < planks; i++) {
      const y = (h * i) / planks;
      body += `<rect y="${r1(y)}" width="${w}" height="${r1(h / planks)}" fill="${mix(base, '#000000', rng() * 0.2)}"/>`;
      for (let g = 0; g < 10; g++) {
        const gy = y + (h / planks) * rng();
        body += `<path d="M 0 ${r1(gy)} Q ${r1(w * 0.3)} ${r1(gy + rand(rng, -8, 8))} ${r1(w * 0.6)} ${r1(gy)} T ${w} ${r1(gy)}" stroke="${mix(base, '#3b2412', 0.4)}" stroke-width="${r1(rand(rng, 0.6, 2))}" fill="none" opacity="0.5"/>`;
      }
      body += `<line x1="0" y1="${r1(y)}" x2="${w}" y2="${r1(y)}" stroke="#2b1a0e" stroke-width="2" opacity="0.6"/>`;
    }
  } else if (variant === 1) {
    body += `<rect width="${w}" height="${h}" fill="${mix(p.light, p.wall, 0.3)}"/>`;
    defs += '<filter id="soft"><feGaussianBlur stdDeviation="2.5"/></filter>';
    for (let v = 0; v < 14; v++) {
      body += `<path d="M ${r1(w * rng())} 0 C ${r1(w * rng())} ${r1(h * 0.3)} ${r1(w * rng())} ${r1(h * 0.7)} ${r1(w * rng())} ${h}" stroke="${mix(p.dark, p.wallShade, rng() * 0.6)}" stroke-width="${r1(rand(rng, 1, 5))}" fill="none" opacity="${r1(rand(rng, 0.2, 0.6))}" filter="url(#soft)"/>`;
    }
  } else if (variant === 2) {
    const brick = mix(p.accent, '#a0522d', 0.5);
    body += `<rect width="${w}" height="${h}" fill="${mix(p.light, '#bbbbbb', 0.4)}"/>`;
    const rows = 16;
    const bh = h / rows;
    for (let r = 0; r < rows; r++) {
      for (let c = -1; c < 8; c++) {
        const bx = c * (w / 7) + (r % 2 ? w / 14 : 0);
        body += `<rect x="${r1(bx + 3)}" y="${r1(r * bh + 3)}" width="${r1(w / 7 - 6)}" height="${r1(bh - 6)}" fill="${mix(brick, '#000000', rng() * 0.25)}"/>`;
      }
    }
  } else if (variant === 3) {
    const tiles = 8;
    const t = w / tiles;
    body += `<rect width="${w}" height="${h}" fill="${p.wallShade}"/>`;
    for (let r = 0; r < tiles; r++) for (let c = 0; c < tiles; c++) body += `<rect x="${r1(c * t + 2)}" y="${r1(r * t + 2)}" width="${r1(t - 4)}" height="${r1(t - 4)}" fill="${mix(p.accent2, p.light, 0.4 + rng() * 0.2)}"/>`;
  } else if (variant === 4) {
    body += `<rect width="${w}" height="${h}" fill="${mix(p.wall, '#cccccc', 0.3)}"/>`;
    for (let i = 0; i < 500; i++) body += `<circle cx="${r1(w * rng())}" cy="${r1(h * rng())}" r="${r1(rand(rng, 2, 10))}" fill="${[p.accent, p.accent2, p.dark, p.floor][i % 4]}" opacity="0.85"/>`;
  } else {
    body += `<rect width="${w}" height="${h}" fill="${mix(p.accent2, p.wall, 0.5)}"/>`;
    for (let i = 0; i < w; i += 6) body += `<line x1="${i}" y1="0" x2="${i}" y2="${h}" stroke="${mix(p.accent2, '#000000', 0.25)}" stroke-width="2" opacity="${r1(0.2 + rng() * 0.3)}"/>`;
    for (let j = 0; j < h; j += 6) body += `<line x1="0" y1="${j}" x2="${w}" y2="${j}" stroke="${mix(p.accent2, '#ffffff', 0.3)}" stroke-width="2" opacity="${r1(0.2 + rng() * 0.3)}"/>`;
  }
  return svgDoc(w, h, defs, body);
}
