import { mulberry32, hashString } from '../../domain/prng';
import type { PoolImage } from '../pool';
import { pictureSvg } from '../picture';
import { interior } from './interior';
import { architecture, landscape } from './outdoor';
import { product, texture } from './objects';
import { art, cover, drawing, logo, portrait } from './graphic';
import { paletteFor } from './palette';

/** The SVG source of a pool image: a pure function of (theme, n). */
export function poolSvg(img: PoolImage): string {
  if ('subject' in img) return pictureSvg(img);
  const rng = mulberry32(hashString(`${img.theme}:${img.n}`));
  const p = paletteFor(img.n + img.theme.length);
  const { width: w, height: h } = img;
  switch (img.theme) {
    case 'interior':
      return interior(rng, w, h, p);
    case 'architecture':
      return architecture(rng, w, h, p);
    case 'landscape':
      return landscape(rng, w, h, p);
    case 'product':
      return product(rng, w, h, p);
    case 'texture':
      return texture(rng, w, h, p, img.n);
    case 'drawing':
      return drawing(rng, w, h, p);
    case 'cover':
      return cover(rng, w, h, p, img.n);
    case 'art':
      return art(rng, w, h, p);
    case 'portrait':
      return portrait(rng, w, h, p);
    default:
      return logo(rng, w, h, p);
  }
}
