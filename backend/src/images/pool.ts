import { parsePictureKey, type Picture } from './picture';

/**
 * The pool of procedurally generated source images. Items map onto the pool (several images per
 * item for image sets); a source image is rendered from SVG on first request and kept on disk.
 * Key format: `pool/{theme}/{nnn}.jpg`.
 */
export type Theme = 'interior' | 'architecture' | 'landscape' | 'product' | 'texture' | 'drawing' | 'cover' | 'art' | 'portrait' | 'logo';

export const POOL_SIZES: Record<Theme, number> = {
  interior: 80,
  architecture: 80,
  landscape: 60,
  product: 60,
  texture: 48,
  drawing: 32,
  cover: 40,
  art: 40,
  portrait: 40,
  logo: 64,
};

const SHAPES: Record<Theme, [number, number][]> = {
  interior: [[1600, 1067], [1200, 1600], [1600, 900], [1400, 1400], [1200, 900]],
  architecture: [[1600, 1067], [1200, 1600], [1600, 900], [1200, 1500], [1500, 1000]],
  landscape: [[1600, 1067], [1600, 900], [1200, 1600], [1500, 1000]],
  product: [[1200, 1200], [1200, 1500], [1500, 1200]],
  texture: [[1024, 1024]],
  drawing: [[1600, 1131], [1131, 1600]],
  cover: [[1000, 1400]],
  art: [[1200, 1500], [1400, 1400], [1600, 1067], [1000, 1400]],
  portrait: [[400, 400]],
  logo: [[400, 400]],
};

export const THEMES = Object.keys(POOL_SIZES) as Theme[];

/** One picture of the themed pool (avatars, logos, icons; older catalogues' item pictures). */
export interface ThemeImage {
  key: string;
  theme: Theme;
  n: number;
  width: number;
  height: number;
}

/** A generated source picture: a themed pool picture or an item picture drawn from its facts (picture.ts). */
export type PoolImage = ThemeImage | Picture;

export function poolImage(theme: Theme, index: number): ThemeImage {
  const n = ((index % POOL_SIZES[theme]) + POOL_SIZES[theme]) % POOL_SIZES[theme];
  const shapes = SHAPES[theme];
  const [width, height] = shapes[(n * 7 + 3) % shapes.length]!;
  return { key: `pool/${theme}/${String(n).padStart(3, '0')}.jpg`, theme, n, width, height };
}

const KEY_RE = /^pool\/([a-z]+)\/(\d{3})\.jpg$/;

/** Parses a generated picture's key (themed or item picture); null when it is neither. */
export function parsePoolKey(key: string): PoolImage | null {
  return parseThemeKey(key) ?? parsePictureKey(key);
}

function parseThemeKey(key: string): ThemeImage | null {
  const m = KEY_RE.exec(key);
  if (!m) return null;
  const theme = m[1] as Theme;
  if (!Object.prototype.hasOwnProperty.call(POOL_SIZES, theme)) return null;
  const n = Number(m[2]);
  if (n >= POOL_SIZES[theme]) return null;
  return poolImage(theme, n);
}

/** The `count` images of an item's image set (first one is the cover). */
export function imageSet(theme: Theme, seed: number, count: number): ThemeImage[] {
  const out: ThemeImage[] = [];
  for (let j = 0; j < count; j++) out.push(poolImage(theme, seed + j * 7919));
  return out;
}
