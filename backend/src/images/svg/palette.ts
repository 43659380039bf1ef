import type { Rng } from '../../domain/prng';

export interface Palette {
  skyTop: string;
  skyBottom: string;
  wall: string;
  wallShade: string;
  floor: string;
  accent: string;
  accent2: string;
  dark: string;
  light: string;
}

/** Distinct palettes (warm, cool, earthy, pastel, dusk, night ...). */
export const PALETTES: Palette[] = [
  { skyTop: '#8ec5ff', skyBottom: '#e6f2ff', wall: '#efe8de', wallShade: '#d9cfc2', floor: '#b08d68', accent: '#c2703d', accent2: '#4f6d5a', dark: '#2e2a26', light: '#fffaf2' },
  { skyTop: '#f6a46b', skyBottom: '#ffe1c2', wall: '#f2e2d2', wallShade: '#dcc3ab', floor: '#8b5e3c', accent: '#b5462f', accent2: '#e2b04a', dark: '#3b2418', light: '#fff3e6' },
  { skyTop: '#5b7fa6', skyBottom: '#c9d8e8', wall: '#dfe4e8', wallShade: '#c3cbd2', floor: '#7d8790', accent: '#2f4a66', accent2: '#9bb0c4', dark: '#1d2630', light: '#f4f7fa' },
  { skyTop: '#a0d8c8', skyBottom: '#eaf7f2', wall: '#e7efe9', wallShade: '#cddbd2', floor: '#c9b79c', accent: '#3f8f74', accent2: '#f0c05a', dark: '#23372f', light: '#f8fffb' },
  { skyTop: '#3a2e5c', skyBottom: '#e07a5f', wall: '#3d3b4f', wallShade: '#2c2a3a', floor: '#5a4a3f', accent: '#f2cc8f', accent2: '#e07a5f', dark: '#17151f', light: '#f4f1de' },
  { skyTop: '#cfd8dc', skyBottom: '#f5f5f5', wall: '#f4f4f2', wallShade: '#e0e0dc', floor: '#d6d2c8', accent: '#111111', accent2: '#9e9e9e', dark: '#222222', light: '#ffffff' },
  { skyTop: '#f7c8d0', skyBottom: '#fff0f3', wall: '#f8e9ea', wallShade: '#ead3d5', floor: '#e3cfc0', accent: '#d47a8c', accent2: '#8fb3a8', dark: '#4a3236', light: '#fffafa' },
  { skyTop: '#6fa8dc', skyBottom: '#d0e6f7', wall: '#e9e1cf', wallShade: '#d4c8ae', floor: '#6b4f35', accent: '#1f5f8b', accent2: '#c9a227', dark: '#1f1a14', light: '#fbf6ea' },
  { skyTop: '#9db4c0', skyBottom: '#e3e9ec', wall: '#c9c5bd', wallShade: '#aaa59b', floor: '#8d8577', accent: '#5c6b73', accent2: '#c2b280', dark: '#253237', light: '#eef0f2' },
  { skyTop: '#ffd89b', skyBottom: '#fff6e0', wall: '#f3e6c8', wallShade: '#e0cda4', floor: '#a67c52', accent: '#6b8e23', accent2: '#d2691e', dark: '#3e2f1c', light: '#fffbf0' },
  { skyTop: '#0f2027', skyBottom: '#2c5364', wall: '#1f2b33', wallShade: '#152027', floor: '#37474f', accent: '#ffb74d', accent2: '#4dd0e1', dark: '#0b1114', light: '#eceff1' },
  { skyTop: '#b8e0d2', skyBottom: '#f2fbf7', wall: '#e8e3d9', wallShade: '#d3ccbe', floor: '#9c8b75', accent: '#d6604d', accent2: '#355c7d', dark: '#2a2a2a', light: '#fdfdfb' },
  { skyTop: '#e4c1f9', skyBottom: '#fcf6ff', wall: '#efe6f4', wallShade: '#dccfe4', floor: '#bfa7c9', accent: '#7b2cbf', accent2: '#ff9f1c', dark: '#2d1e3a', light: '#fefbff' },
  { skyTop: '#87bba2', skyBottom: '#dfece4', wall: '#d8cfc4', wallShade: '#c0b4a6', floor: '#5e503f', accent: '#364958', accent2: '#c9e4ca', dark: '#1e1b18', light: '#f5f1ea' },
  { skyTop: '#ff9a8b', skyBottom: '#ffe3d8', wall: '#f1d3c7', wallShade: '#deb5a5', floor: '#7f4f3a', accent: '#2a9d8f', accent2: '#e9c46a', dark: '#264653', light: '#fff5f0' },
  { skyTop: '#a3bded', skyBottom: '#6991c7', wall: '#e6e9f0', wallShade: '#ccd2de', floor: '#454d5c', accent: '#ef476f', accent2: '#06d6a0', dark: '#1b1f2a', light: '#f7f9fc' },
];

export function paletteFor(n: number): Palette {
  return PALETTES[(n * 5 + 3) % PALETTES.length]!;
}

export function rand(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

export function r1(n: number): string {
  return n.toFixed(1);
}

/** Mixes two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((v, i) => Math.round(v + (pb[i]! - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

export function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(id: string, top: string, bottom: string, vertical = true): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}
