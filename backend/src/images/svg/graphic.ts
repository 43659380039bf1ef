import type { Rng } from '../../domain/prng';
import { mix, rand, r1, svgDoc, type Palette } from './palette';

/** A CAD-like floor plan: grid, thick walls, door swings and dimension lines. */
export function drawing(rng: Rng, w: number, h: number, p: Palette): string {
  const blueprint = rng() < 0.4;
  const bg = blueprint ? '#123a63' : '#fbfbf8';
  const ink = blueprint ? '#e8f1ff' : '#1b1b1b';
  const faint = blueprint ? '#2d5b88' : '#e3e3dc';
  let body = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  for (let x = 0; x < w; x += 40) body += `<line x1="${x}" y1="0" x2="${x}" y2="${h}" stroke="${faint}" stroke-width="1"/>`;
  for (let y = 0; y < h; y += 40) body += `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="${faint}" stroke-width="1"/>`;
  const x0 = w * 0.12;
  const y0 = h * 0.14;
  const x1 = w * 0.88;
  const y1 = h * 0.84;
  body += `<rect x="${r1(x0)}" y="${r1(y0)}" width="${r1(x1 - x0)}" height="${r1(y1 - y0)}" fill="none" stroke="${ink}" stroke-width="10"/>`;
  const vs = 1 + Math.floor(rng() * 3);
  for (let i = 1; i <= vs; i++) {
    const x = x0 + ((x1 - x0) * i) / (vs + 1) + rand(rng, -30, 30);
    body += `<line x1="${r1(x)}" y1="${r1(y0)}" x2="${r1(x)}" y2="${r1(y0 + (y1 - y0) * rand(rng, 0.4, 0.8))}" stroke="${ink}" stroke-width="6"/>`;
    const dy = y0 + (y1 - y0) * rand(rng, 0.2, 0.5);
    body += `<path d="M ${r1(x)} ${r1(dy)} A 50 50 0 0 1 ${r1(x + 50)} ${r1(dy + 50)}" stroke="${ink}" stroke-width="1.5" fill="none"/><line x1="${r1(x)}" y1="${r1(dy)}" x2="${r1(x + 50)}" y2="${r1(dy)}" stroke="${ink}" stroke-width="2"/>`;
  }
  const hy = y0 + (y1 - y0) * rand(rng, 0.5, 0.7);
  body += `<line x1="${r1(x0)}" y1="${r1(hy)}" x2="${r1(x0 + (x1 - x0) * 0.6)}" y2="${r1(hy)}" stroke="${ink}" stroke-width="6"/>`;
  body += `<rect x="${r1(x0 + 30)}" y="${r1(hy + 30)}" width="${r1((x1 - x0) * 0.22)}" height="${r1((y1 - hy) * 0.35)}" fill="none" stroke="${mix(ink, p.accent, 0.5)}" stroke-width="2"/>`;
  body += `<circle cx="${r1(x1 - (x1 - x0) * 0.2)}" cy="${r1(y0 + (y1 - y0) * 0.3)}" r="${r1((x1 - x0) * 0.06)}" fill="none" stroke="${mix(ink, p.accent, 0.5)}" stroke-width="2"/>`;
  const dimY = y1 + h * 0.06;
  body += `<line x1="${r1(x0)}" y1="${r1(dimY)}" x2="${r1(x1)}" y2="${r1(dimY)}" stroke="${ink}" stroke-width="1.5"/>`;
  for (const x of [x0, (x0 + x1) / 2, x1]) body += `<line x1="${r1(x - 8)}" y1="${r1(dimY + 8)}" x2="${r1(x + 8)}" y2="${r1(dimY - 8)}" stroke="${ink}" stroke-width="2"/>`;
  body += `<text x="${r1((x0 + x1) / 2)}" y="${r1(dimY - 12)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="${ink}" text-anchor="middle">${Math.round(rand(rng, 6, 18) * 1000)}</text>`;
  return svgDoc(w, h, '', body);
}

/** A magazine / document cover: colour field, photo block, masthead bars. */
export function cover(rng: Rng, w: number, h: number, p: Palette, n: number): string {
  let body = `<rect width="${w}" height="${h}" fill="${n % 3 === 0 ? p.light : n % 3 === 1 ? p.accent : p.dark}"/>`;
  const ink = n % 3 === 0 ? p.dark : p.light;
  body += `<rect x="${r1(w * 0.08)}" y="${r1(h * 0.06)}" width="${r1(w * rand(rng, 0.5, 0.84))}" height="${r1(h * 0.08)}" fill="${ink}"/>`;
  body += `<text x="${r1(w * 0.08)}" y="${r1(h * 0.2)}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${r1(w * 0.05)}" fill="${ink}">No.${String(n + 1).padStart(2, '0')}</text>`;
  const px = w * 0.08;
  const py = h * rand(rng, 0.26, 0.34);
  const pw = w * 0.84;
  const ph = h * 0.5;
  body += `<rect x="${r1(px)}" y="${r1(py)}" width="${r1(pw)}" height="${r1(ph)}" fill="${p.skyTop}"/>`;
  body += `<polygon points="${r1(px)},${r1(py + ph)} ${r1(px + pw * 0.3)},${r1(py + ph * 0.4)} ${r1(px + pw * 0.55)},${r1(py + ph * 0.7)} ${r1(px + pw * 0.8)},${r1(py + ph * 0.3)} ${r1(px + pw)},${r1(py + ph * 0.6)} ${r1(px + pw)},${r1(py + ph)}" fill="${p.accent2}"/>`;
  body += `<rect x="${r1(px + pw * rand(rng, 0.1, 0.5))}" y="${r1(py + ph * 0.35)}" width="${r1(pw * 0.25)}" height="${r1(ph * 0.65)}" fill="${p.wall}"/>`;
  for (let i = 0; i < 3; i++) body += `<rect x="${r1(w * 0.08)}" y="${r1(h * (0.86 + i * 0.035))}" width="${r1(w * rand(rng, 0.3, 0.8))}" height="${r1(h * 0.015)}" fill="${ink}" opacity="0.8"/>`;
  return svgDoc(w, h, '', body);
}

/** Abstract art: colour fields, circles, arcs and ribbons. */
export function art(rng: Rng, w: number, h: number, p: Palette): string {
  const colors = [p.accent, p.accent2, p.dark, p.skyTop, p.floor];
  let body = `<rect width="${w}" height="${h}" fill="${p.light}"/>`;
  const shapes = 6 + Math.floor(rng() * 8);
  for (let i = 0; i < shapes; i++) {
    const c = colors[Math.floor(rng() * colors.length)]!;
    const t = rng();
    if (t < 0.35) body += `<circle cx="${r1(w * rng())}" cy="${r1(h * rng())}" r="${r1(Math.min(w, h) * rand(rng, 0.05, 0.25))}" fill="${c}" opacity="${r1(rand(rng, 0.6, 1))}"/>`;
    else if (t < 0.65) body += `<rect x="${r1(w * rng())}" y="${r1(h * rng())}" width="${r1(w * rand(rng, 0.1, 0.4))}" height="${r1(h * rand(rng, 0.05, 0.3))}" fill="${c}" transform="rotate(${r1(rand(rng, -30, 30))} ${r1(w / 2)} ${r1(h / 2)})"/>`;
    else body += `<path d="M ${r1(w * rng())} ${r1(h * rng())} C ${r1(w * rng())} ${r1(h * rng())} ${r1(w * rng())} ${r1(h * rng())} ${r1(w * rng())} ${r1(h * rng())}" stroke="${c}" stroke-width="${r1(rand(rng, 6, 40))}" fill="none" stroke-linecap="round"/>`;
  }
  return svgDoc(w, h, '', body);
}

/** Avatar: head and shoulders on a colour field; hair (short, long, bun, none), glasses and clothes vary. */
export function portrait(rng: Rng, w: number, h: number, p: Palette): string {
  const bg = [p.accent, p.accent2, p.skyTop, p.wallShade, p.floor][Math.floor(rng() * 5)]!;
  const skin = mix('#f1c7a5', '#8d5a3b', rng() * 0.6);
  const hair = mix(p.dark, ['#5a3a22', '#1b1b1b', '#9a9a9a', '#b5835a'][Math.floor(rng() * 4)]!, rng());
  const cloth = [p.dark, p.accent, p.accent2, '#f3f1ea', '#2f3e56'][Math.floor(rng() * 5)]!;
  const style = Math.floor(rng() * 4);
  const cx = w / 2;
  const cy = h * rand(rng, 0.4, 0.45);
  const r = w * rand(rng, 0.16, 0.2);
  let body = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  if (style === 1) body += `<rect x="${r1(cx - r * 1.25)}" y="${r1(cy - r * 0.4)}" width="${r1(r * 2.5)}" height="${r1(r * 2.4)}" rx="${r1(r * 0.6)}" fill="${hair}"/>`;
  body += `<path d="M ${r1(w * 0.12)} ${h} Q ${r1(cx)} ${r1(h * 0.56)} ${r1(w * 0.88)} ${h} Z" fill="${cloth}"/>`;
  body += `<rect x="${r1(cx - r * 0.35)}" y="${r1(cy + r * 0.7)}" width="${r1(r * 0.7)}" height="${r1(r * 0.6)}" fill="${mix(skin, '#000000', 0.08)}"/>`;
  body += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${skin}"/>`;
  if (style !== 3) body += `<path d="M ${r1(cx - r * 1.02)} ${r1(cy - r * 0.05)} Q ${r1(cx - r * 0.9)} ${r1(cy - r * 1.3)} ${r1(cx)} ${r1(cy - r * 1.12)} Q ${r1(cx + r * 0.95)} ${r1(cy - r * 1.25)} ${r1(cx + r * 1.02)} ${r1(cy - r * 0.05)} Q ${r1(cx + r * 0.5)} ${r1(cy - r * 0.75)} ${r1(cx - r * 1.02)} ${r1(cy - r * 0.05)} Z" fill="${hair}"/>`;
  if (style === 2) body += `<circle cx="${r1(cx)}" cy="${r1(cy - r * 1.15)}" r="${r1(r * 0.38)}" fill="${hair}"/>`;
  if (rng() < 0.35) body += `<g fill="none" stroke="${p.dark}" stroke-width="${r1(w * 0.012)}"><circle cx="${r1(cx - r * 0.38)}" cy="${r1(cy + r * 0.05)}" r="${r1(r * 0.25)}"/><circle cx="${r1(cx + r * 0.38)}" cy="${r1(cy + r * 0.05)}" r="${r1(r * 0.25)}"/><line x1="${r1(cx - r * 0.13)}" y1="${r1(cy + r * 0.05)}" x2="${r1(cx + r * 0.13)}" y2="${r1(cy + r * 0.05)}"/></g>`;
  return svgDoc(w, h, '', body);
}

/** Logo tile: a geometric mark. */
export function logo(rng: Rng, w: number, h: number, p: Palette): string {
  const c = [p.accent, p.dark, p.accent2][Math.floor(rng() * 3)]!;
  let body = `<rect width="${w}" height="${h}" fill="${p.light}"/>`;
  body += `<circle cx="${r1(w * 0.42)}" cy="${r1(h * 0.45)}" r="${r1(w * 0.2)}" fill="${c}"/>`;
  body += `<rect x="${r1(w * 0.45)}" y="${r1(h * 0.42)}" width="${r1(w * 0.25)}" height="${r1(h * 0.25)}" fill="${mix(c, p.accent2, 0.6)}" opacity="0.9"/>`;
  body += `<polygon points="${r1(w * 0.3)},${r1(h * 0.8)} ${r1(w * 0.5)},${r1(h * 0.62)} ${r1(w * 0.7)},${r1(h * 0.8)}" fill="${p.dark}"/>`;
  return svgDoc(w, h, '', body);
}
