import { randomInt } from 'node:crypto';
import sharp from 'sharp';

export const PUZZLE_WIDTH = 300;
export const PUZZLE_HEIGHT = 100;
export const PIECE_SIZE = 40;

const PALETTES = [
  ['#1f3b4d', '#3e6a7d', '#e8c07d', '#d97b4f', '#f4efe6'],
  ['#2d2a32', '#5b5f97', '#ffc145', '#ff6b6c', '#f7f7ff'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
];

/** A random architectural-looking scene (sky, blocks, windows) so every puzzle differs. */
function sceneSvg(): string {
  const pal = PALETTES[randomInt(PALETTES.length)]!;
  const shapes: string[] = [`<rect width="${PUZZLE_WIDTH}" height="${PUZZLE_HEIGHT}" fill="url(#sky)"/>`];
  let x = -10;
  while (x < PUZZLE_WIDTH) {
    const w = randomInt(28, 70);
    const h = randomInt(35, 90);
    const fill = pal[randomInt(0, 3)]!;
    shapes.push(`<rect x="${x}" y="${PUZZLE_HEIGHT - h}" width="${w}" height="${h}" fill="${fill}"/>`);
    for (let wy = PUZZLE_HEIGHT - h + 6; wy < PUZZLE_HEIGHT - 8; wy += 12) {
      for (let wx = x + 5; wx < x + w - 8; wx += 11) {
        if (randomInt(3)) shapes.push(`<rect x="${wx}" y="${wy}" width="5" height="6" fill="${pal[4]}" opacity="0.75"/>`);
      }
    }
    x += w + randomInt(-6, 8);
  }
  shapes.push(`<circle cx="${randomInt(20, 280)}" cy="${randomInt(12, 30)}" r="${randomInt(7, 13)}" fill="${pal[3]}" opacity="0.9"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PUZZLE_WIDTH}" height="${PUZZLE_HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal[4]}"/><stop offset="1" stop-color="${pal[2]}"/></linearGradient></defs>
    ${shapes.join('')}</svg>`;
}

const GAP_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE_SIZE}" height="${PIECE_SIZE}"><rect x="1" y="1" width="${PIECE_SIZE - 2}" height="${PIECE_SIZE - 2}" rx="5" fill="#000" fill-opacity="0.55" stroke="#fff" stroke-opacity="0.9" stroke-width="2"/></svg>`,
);
const PIECE_BORDER = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE_SIZE}" height="${PIECE_SIZE}"><rect x="1" y="1" width="${PIECE_SIZE - 2}" height="${PIECE_SIZE - 2}" rx="5" fill="none" stroke="#fff" stroke-width="2"/></svg>`,
);
const ROUND_MASK = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE_SIZE}" height="${PIECE_SIZE}"><rect width="${PIECE_SIZE}" height="${PIECE_SIZE}" rx="5" fill="#fff"/></svg>`,
);

interface PuzzleImages {
  background: string;
  piece: string;
}

/**
 * Renders the puzzle as PNGs (not SVG), so the gap position is not readable from markup:
 * the picture with a darkened gap at (x, y), and the piece cut from the same spot.
 */
export async function renderPuzzle(x: number, y: number): Promise<PuzzleImages> {
  const scene = await sharp(Buffer.from(sceneSvg())).png().toBuffer();
  const [background, piece] = await Promise.all([
    sharp(scene).composite([{ input: GAP_SVG, left: x, top: y }]).png({ compressionLevel: 9 }).toBuffer(),
    sharp(scene)
      .extract({ left: x, top: y, width: PIECE_SIZE, height: PIECE_SIZE })
      .ensureAlpha()
      .composite([{ input: ROUND_MASK, blend: 'dest-in' }, { input: PIECE_BORDER }])
      .png()
      .toBuffer(),
  ]);
  return { background: `data:image/png;base64,${background.toString('base64')}`, piece: `data:image/png;base64,${piece.toString('base64')}` };
}
