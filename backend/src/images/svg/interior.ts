import type { Rng } from '../../domain/prng';
import { linear, mix, rand, r1, svgDoc, type Palette } from './palette';

function plant(x: number, y: number, s: number, p: Palette, rng: Rng): string {
  let leaves = '';
  for (let i = 0; i < 7; i++) {
    const a = rand(rng, -2.6, -0.5);
    const len = s * rand(rng, 0.6, 1.1);
    leaves += `<ellipse cx="${r1(x + Math.cos(a) * len * 0.5)}" cy="${r1(y - s * 0.4 + Math.sin(a) * len * 0.5)}" rx="${r1(len * 0.45)}" ry="${r1(s * 0.12)}" transform="rotate(${r1((a * 180) / Math.PI)} ${r1(x + Math.cos(a) * len * 0.5)} ${r1(y - s * 0.4 + Math.sin(a) * len * 0.5)})" fill="${mix(p.accent2, '#2f5d3a', rand(rng, 0.2, 0.7))}"/>`;
  }
  return `${leaves}<rect x="${r1(x - s * 0.18)}" y="${r1(y - s * 0.4)}" width="${r1(s * 0.36)}" height="${r1(s * 0.4)}" rx="${r1(s * 0.05)}" fill="${p.dark}"/>`;
}

/** A room in one-point perspective: walls, floor boards, window, sofa, table, lamp, plant, art. */
export function interior(rng: Rng, w: number, h: number, p: Palette): string {
  const vx = w * rand(rng, 0.38, 0.62);
  const horizon = h * rand(rng, 0.4, 0.52);
  const bw = w * rand(rng, 0.5, 0.7);
  const bh = h * rand(rng, 0.42, 0.56);
  const bx0 = vx - bw / 2;
  const bx1 = vx + bw / 2;
  const by1 = horizon + bh * 0.35;
  const by0 = by1 - bh;
  const dark = rng() < 0.2;
  const wall = dark ? p.dark : p.wall;
  let body = '';
  body += `<rect width="${w}" height="${h}" fill="${mix(wall, '#000000', 0.12)}"/>`;
  body += `<polygon points="0,0 ${r1(bx0)},${r1(by0)} ${r1(bx0)},${r1(by1)} 0,${h}" fill="${p.wallShade}"/>`;
  body += `<polygon points="${w},0 ${r1(bx1)},${r1(by0)} ${r1(bx1)},${r1(by1)} ${w},${h}" fill="${mix(p.wallShade, '#ffffff', 0.25)}"/>`;
  body += `<polygon points="0,0 ${w},0 ${r1(bx1)},${r1(by0)} ${r1(bx0)},${r1(by0)}" fill="${mix(wall, '#ffffff', 0.35)}"/>`;
  body += `<polygon points="0,${h} ${r1(bx0)},${r1(by1)} ${r1(bx1)},${r1(by1)} ${w},${h}" fill="url(#floor)"/>`;
  for (let i = 1; i < 14; i++) {
    const fx = (w * i) / 14;
    body += `<line x1="${r1(fx)}" y1="${h}" x2="${r1(bx0 + (bw * i) / 14)}" y2="${r1(by1)}" stroke="${mix(p.floor, '#000000', 0.25)}" stroke-width="1.5" opacity="0.5"/>`;
  }
  body += `<rect x="${r1(bx0)}" y="${r1(by0)}" width="${r1(bw)}" height="${r1(bh)}" fill="${wall}"/>`;
  const winW = bw * rand(rng, 0.3, 0.5);
  const winX = rng() < 0.5 ? bx0 + bw * 0.08 : bx1 - bw * 0.08 - winW;
  const winY = by0 + bh * 0.12;
  const winH = bh * 0.55;
  body += `<rect x="${r1(winX)}" y="${r1(winY)}" width="${r1(winW)}" height="${r1(winH)}" fill="url(#sky)" stroke="${p.dark}" stroke-width="${r1(w * 0.004)}"/>`;
  const panes = 2 + Math.floor(rng() * 3);
  for (let i = 1; i < panes; i++) body += `<line x1="${r1(winX + (winW * i) / panes)}" y1="${r1(winY)}" x2="${r1(winX + (winW * i) / panes)}" y2="${r1(winY + winH)}" stroke="${p.dark}" stroke-width="${r1(w * 0.003)}"/>`;
  body += `<polygon points="${r1(winX)},${r1(winY + winH)} ${r1(winX + winW)},${r1(winY + winH)} ${r1(winX + winW * 1.6 - w * 0.05)},${h} ${r1(winX - w * 0.1)},${h}" fill="#ffffff" opacity="0.13"/>`;
  const artX = winX < vx ? bx1 - bw * 0.38 : bx0 + bw * 0.1;
  body += `<rect x="${r1(artX)}" y="${r1(by0 + bh * 0.18)}" width="${r1(bw * 0.24)}" height="${r1(bh * 0.3)}" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/>`;
  body += `<circle cx="${r1(artX + bw * 0.09)}" cy="${r1(by0 + bh * 0.31)}" r="${r1(bh * 0.07)}" fill="${p.accent}"/>`;
  body += `<rect x="${r1(artX + bw * 0.12)}" y="${r1(by0 + bh * 0.24)}" width="${r1(bw * 0.08)}" height="${r1(bh * 0.16)}" fill="${p.accent2}" opacity="0.85"/>`;
  const sofaW = bw * rand(rng, 0.55, 0.8);
  const sofaX = vx - sofaW / 2 + rand(rng, -bw * 0.1, bw * 0.1);
  const seatY = by1 + h * 0.04;
  body += `<rect x="${r1(sofaX)}" y="${r1(seatY - h * 0.16)}" width="${r1(sofaW)}" height="${r1(h * 0.12)}" rx="${r1(h * 0.02)}" fill="${mix(p.accent, '#000000', 0.1)}"/>`;
  body += `<rect x="${r1(sofaX - w * 0.02)}" y="${r1(seatY - h * 0.06)}" width="${r1(sofaW + w * 0.04)}" height="${r1(h * 0.09)}" rx="${r1(h * 0.02)}" fill="${p.accent}"/>`;
  for (let i = 0; i < 3; i++) body += `<rect x="${r1(sofaX + sofaW * (0.08 + i * 0.3))}" y="${r1(seatY - h * 0.13)}" width="${r1(sofaW * 0.22)}" height="${r1(h * 0.08)}" rx="${r1(h * 0.02)}" fill="${mix(p.accent, '#ffffff', 0.25 + i * 0.1)}"/>`;
  body += `<ellipse cx="${r1(vx)}" cy="${r1(h * 0.86)}" rx="${r1(w * 0.3)}" ry="${r1(h * 0.08)}" fill="${mix(p.floor, p.light, 0.6)}" opacity="0.85"/>`;
  body += `<rect x="${r1(vx - w * 0.12)}" y="${r1(h * 0.78)}" width="${r1(w * 0.24)}" height="${r1(h * 0.03)}" rx="6" fill="${p.dark}"/>`;
  body += `<rect x="${r1(vx - w * 0.1)}" y="${r1(h * 0.81)}" width="${r1(w * 0.012)}" height="${r1(h * 0.06)}" fill="${p.dark}"/><rect x="${r1(vx + w * 0.088)}" y="${r1(h * 0.81)}" width="${r1(w * 0.012)}" height="${r1(h * 0.06)}" fill="${p.dark}"/>`;
  const lampX = vx + rand(rng, -w * 0.2, w * 0.2);
  body += `<line x1="${r1(lampX)}" y1="0" x2="${r1(lampX)}" y2="${r1(h * 0.18)}" stroke="${p.dark}" stroke-width="2"/>`;
  body += `<path d="M ${r1(lampX - w * 0.05)} ${r1(h * 0.22)} Q ${r1(lampX)} ${r1(h * 0.13)} ${r1(lampX + w * 0.05)} ${r1(h * 0.22)} Z" fill="${p.accent2}"/>`;
  body += `<ellipse cx="${r1(lampX)}" cy="${r1(h * 0.225)}" rx="${r1(w * 0.03)}" ry="${r1(h * 0.008)}" fill="#fff7d6"/>`;
  body += plant(rng() < 0.5 ? w * 0.1 : w * 0.88, h * 0.93, Math.min(w, h) * 0.22, p, rng);
  const defs = linear('sky', p.skyTop, p.skyBottom) + linear('floor', mix(p.floor, '#000000', 0.15), p.floor);
  return svgDoc(w, h, defs, body);
}
