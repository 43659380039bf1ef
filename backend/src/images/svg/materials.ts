import type { Rng } from '../../domain/prng';
import { mix, rand, r1, svgDoc } from './palette';

/** Material swatches a texture or material item can show; each drawn in the item's colour. */
export type Material =
  | 'wood' | 'planks' | 'veneer' | 'marble' | 'granite' | 'terrazzo' | 'brushed' | 'rust' | 'perforated'
  | 'fabric' | 'leather' | 'carpet' | 'wallpaper' | 'brick' | 'paint' | 'concrete' | 'tiles' | 'mosaic'
  | 'paving' | 'grass' | 'water' | 'sky' | 'glass' | 'layers' | 'glow';

const dark = (c: string, t: number) => mix(c, '#000000', t);
const light = (c: string, t: number) => mix(c, '#ffffff', t);

/** A swatch filling the picture; `c` is the named colour, the pattern's scale and angle vary per picture. */
export function swatch(m: Material, rng: Rng, w: number, h: number, c: string): string {
  let body = `<rect width="${w}" height="${h}" fill="${c}"/>`;
  let defs = '';
  const scale = rand(rng, 0.7, 1.4);
  const angle = [0, 0, 90, 45, -30][Math.floor(rng() * 5)]!;
  let inner = '';
  // Patterns are drawn over three times the picture so that a rotated one still covers it.
  const W = w * 2;
  const H = h * 2;
  switch (m) {
    case 'wood':
    case 'planks':
    case 'veneer': {
      const plank = m === 'veneer' ? h * 2 : (h / 6) * scale;
      for (let y = -h; y < H; y += plank) {
        inner += `<rect x="${-w}" y="${r1(y)}" width="${W + w}" height="${r1(plank)}" fill="${dark(c, rng() * 0.18)}"/>`;
        for (let g = 0; g < (m === 'veneer' ? 90 : 9); g++) {
          const gy = y + plank * rng();
          inner += `<path d="M ${-w} ${r1(gy)} Q ${r1(w * 0.2)} ${r1(gy + rand(rng, -10, 10))} ${r1(w * 0.6)} ${r1(gy)} T ${W} ${r1(gy)}" stroke="${dark(c, 0.35)}" stroke-width="${r1(rand(rng, 0.6, 2.2))}" fill="none" opacity="0.45"/>`;
        }
        if (m === 'wood') inner += `<ellipse cx="${r1(w * rng())}" cy="${r1(y + plank / 2)}" rx="${r1(plank * 0.5)}" ry="${r1(plank * 0.18)}" fill="none" stroke="${dark(c, 0.4)}" stroke-width="2" opacity="0.6"/>`;
        if (m !== 'veneer') inner += `<line x1="${-w}" y1="${r1(y)}" x2="${W}" y2="${r1(y)}" stroke="${dark(c, 0.55)}" stroke-width="2"/>`;
      }
      break;
    }
    case 'marble': {
      // Soft veins from a wide faint stroke under a thin one (a blur filter costs ten times more to draw).
      for (let v = 0; v < 12; v++) inner += `<path d="M ${r1(W * rng() - w)} ${-h} C ${r1(W * rng() - w)} ${r1(h * 0.3)} ${r1(W * rng() - w)} ${r1(h * 0.9)} ${r1(W * rng() - w)} ${H}" stroke="${c === '#1f1c18' ? '#c9a85a' : dark(c, rand(rng, 0.25, 0.55))}" stroke-width="${r1(rand(rng, 1, 5))}" fill="none" opacity="${r1(rand(rng, 0.3, 0.7))}"/>`;
      break;
    }
    case 'granite':
    case 'terrazzo':
    case 'concrete': {
      const n = m === 'granite' ? 700 : m === 'terrazzo' ? 300 : 500;
      for (let i = 0; i < n; i++) {
        const r = m === 'granite' ? rand(rng, 2, 6) : m === 'terrazzo' ? rand(rng, 3, 14) * scale : rand(rng, 0.5, 2);
        const f = m === 'terrazzo' ? [dark(c, 0.4), light(c, 0.5), '#7a8a8c', '#b7826a'][i % 4]! : i % 2 ? dark(c, rand(rng, 0.2, 0.5)) : light(c, 0.4);
        inner += `<circle cx="${r1(w * rng())}" cy="${r1(h * rng())}" r="${r1(r)}" fill="${f}" opacity="${m === 'terrazzo' ? 0.9 : 0.7}"/>`;
      }
      if (m === 'concrete') for (let gx = 1; gx < 3; gx++) for (let gy = 1; gy < 3; gy++) inner += `<circle cx="${r1((w * gx) / 3)}" cy="${r1((h * gy) / 3)}" r="${r1(w * 0.012)}" fill="${dark(c, 0.45)}"/>`;
      break;
    }
    case 'brushed':
    case 'rust':
      for (let y = -h; y < H; y += 5) inner += `<line x1="${-w}" y1="${y}" x2="${W}" y2="${y}" stroke="${rng() < 0.5 ? light(c, 0.3) : dark(c, 0.25)}" stroke-width="1.5" opacity="${r1(rand(rng, 0.2, 0.6))}"/>`;
      if (m === 'rust') for (let i = 0; i < 60; i++) inner += `<circle cx="${r1(w * rng())}" cy="${r1(h * rng())}" r="${r1(rand(rng, 10, 60))}" fill="${mix(c, ['#8b3a1a', '#b5602a', '#5a2a14'][i % 3]!, 0.6)}" opacity="0.35"/>`;
      break;
    case 'perforated': {
      const step = (w / 18) * scale;
      for (let y = step / 2 - h; y < H; y += step) for (let x = (Math.round(y / step) % 2 ? step / 2 : 0) + step / 2 - w; x < W; x += step) inner += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(step * 0.28)}" fill="${dark(c, 0.75)}"/>`;
      break;
    }
    case 'fabric':
    case 'carpet':
      for (let i = -w; i < W; i += 5) inner += `<line x1="${i}" y1="${-h}" x2="${i}" y2="${H}" stroke="${dark(c, 0.2)}" stroke-width="2.5" opacity="${r1(0.2 + rng() * 0.3)}"/>`;
      for (let j = -h; j < H; j += 5) inner += `<line x1="${-w}" y1="${j}" x2="${W}" y2="${j}" stroke="${light(c, 0.25)}" stroke-width="2.5" opacity="${r1(0.2 + rng() * 0.3)}"/>`;
      if (m === 'carpet') for (let k = 0; k < 5; k++) inner += `<rect x="${r1(w * 0.1 * k + w * 0.05)}" y="${r1(h * 0.1 * k + h * 0.05)}" width="${r1(w * (0.9 - 0.2 * k))}" height="${r1(h * (0.9 - 0.2 * k))}" fill="none" stroke="${k % 2 ? light(c, 0.4) : dark(c, 0.35)}" stroke-width="${r1(w * 0.015)}"/>`;
      break;
    case 'leather':
      for (let i = 0; i < 500; i++) inner += `<circle cx="${r1(w * rng())}" cy="${r1(h * rng())}" r="${r1(rand(rng, 1, 3.5))}" fill="${dark(c, 0.3)}" opacity="0.3"/>`;
      inner += `<rect x="${r1(w * 0.08)}" y="${r1(h * 0.08)}" width="${r1(w * 0.84)}" height="${r1(h * 0.84)}" fill="none" stroke="${light(c, 0.5)}" stroke-width="3" stroke-dasharray="14 10"/>`;
      break;
    case 'wallpaper': {
      const step = (w / 5) * scale;
      for (let y = -h; y < H; y += step) for (let x = -w; x < W; x += step) inner += `<path d="M ${r1(x)} ${r1(y - step * 0.3)} C ${r1(x + step * 0.3)} ${r1(y - step * 0.1)} ${r1(x + step * 0.3)} ${r1(y + step * 0.1)} ${r1(x)} ${r1(y + step * 0.3)} C ${r1(x - step * 0.3)} ${r1(y + step * 0.1)} ${r1(x - step * 0.3)} ${r1(y - step * 0.1)} ${r1(x)} ${r1(y - step * 0.3)} Z" fill="${light(c, 0.35)}" opacity="0.8"/>`;
      break;
    }
    case 'brick':
    case 'tiles':
    case 'mosaic':
    case 'paving': {
      const cols = m === 'brick' ? 6 : m === 'tiles' ? 5 : m === 'mosaic' ? 22 : 7;
      const bw = (w / cols) * scale;
      const bh = m === 'brick' ? bw * 0.42 : m === 'paving' ? bw * 0.5 : bw;
      const gap = m === 'mosaic' ? 2 : 4;
      inner += `<rect x="${-w}" y="${-h}" width="${W + w}" height="${H + h}" fill="${m === 'brick' ? '#cfcabf' : light(c, 0.55)}"/>`;
      for (let r = Math.floor(-h / bh); r * bh < H; r++) for (let k = Math.floor(-w / bw); k * bw < W; k++) {
        const off = (m === 'brick' || m === 'paving') && r % 2 ? bw / 2 : 0;
        inner += `<rect x="${r1(k * bw + off + gap / 2)}" y="${r1(r * bh + gap / 2)}" width="${r1(bw - gap)}" height="${r1(bh - gap)}" fill="${dark(c, rng() * (m === 'mosaic' ? 0.35 : 0.2))}"/>`;
      }
      break;
    }
    case 'paint':
      for (let i = 0; i < 30; i++) inner += `<rect x="${r1(w * rng() - w * 0.2)}" y="${r1(h * rng())}" width="${r1(w * rand(rng, 0.2, 0.6))}" height="${r1(rand(rng, 10, 40))}" rx="20" fill="${rng() < 0.5 ? light(c, 0.12) : dark(c, 0.08)}" opacity="0.5"/>`;
      break;
    case 'grass':
      for (let i = 0; i < 600; i++) {
        const x = w * rng();
        const y = h * rng();
        inner += `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x + rand(rng, -6, 6))}" y2="${r1(y - rand(rng, 10, 26))}" stroke="${mix(c, ['#3e7a34', '#5d9a3e', '#2f5f2a'][i % 3]!, 0.55)}" stroke-width="3"/>`;
      }
      break;
    case 'water':
      for (let y = 0; y < h; y += 12) inner += `<path d="M 0 ${y} Q ${r1(w * 0.25)} ${r1(y - 6)} ${r1(w * 0.5)} ${y} T ${w} ${y}" stroke="${light(c, rand(rng, 0.2, 0.5))}" stroke-width="2" fill="none" opacity="0.6"/>`;
      break;
    case 'sky':
      for (let i = 0; i < 14; i++) inner += `<ellipse cx="${r1(w * rng())}" cy="${r1(h * rng())}" rx="${r1(w * rand(rng, 0.08, 0.22))}" ry="${r1(h * rand(rng, 0.03, 0.07))}" fill="#ffffff" opacity="${r1(rand(rng, 0.4, 0.8))}"/>`;
      break;
    case 'glass':
      for (let i = 0; i < 8; i++) inner += `<polygon points="${r1(w * rng())},0 ${r1(w * rng() + w * 0.1)},0 ${r1(w * rng())},${h} ${r1(w * rng() - w * 0.1)},${h}" fill="#ffffff" opacity="${r1(rand(rng, 0.08, 0.25))}"/>`;
      for (let x = 0; x < w; x += w / 4) inner += `<line x1="${r1(x)}" y1="0" x2="${r1(x)}" y2="${h}" stroke="${dark(c, 0.4)}" stroke-width="6"/>`;
      break;
    case 'layers':
      for (let y = 0; y < h; y += 6) inner += `<path d="M 0 ${y} Q ${r1(w / 2)} ${r1(y + rand(rng, -20, 20))} ${w} ${y}" stroke="${rng() < 0.5 ? dark(c, 0.2) : light(c, 0.2)}" stroke-width="3" fill="none"/>`;
      break;
    default:
      defs += `<radialGradient id="glow"><stop offset="0" stop-color="${light(c, 0.7)}"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`;
      for (let i = 0; i < 9; i++) inner += `<circle cx="${r1(w * rng())}" cy="${r1(h * rng())}" r="${r1(w * rand(rng, 0.08, 0.25))}" fill="url(#glow)"/>`;
  }
  body += angle ? `<g transform="rotate(${angle} ${r1(w / 2)} ${r1(h / 2)})">${inner}</g>` : inner;
  return svgDoc(w, h, defs, body);
}
