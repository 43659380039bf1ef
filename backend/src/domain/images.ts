import type { ImageRef } from '../../../lib/api/contract/classify';
import { parsePoolKey, type PoolImage } from '../images/pool';

/** Absolute image URL on the object-storage endpoint, with the source size. */
export function imageRef(origin: string, img: PoolImage): ImageRef {
  return { url: `${origin}/oss/${img.key}`, key: img.key, width: img.width, height: img.height };
}

export function imageRefFromKey(origin: string, key: string): ImageRef {
  const img = parsePoolKey(key);
  return img ? imageRef(origin, img) : { url: `${origin}/oss/${key}`, key, width: 0, height: 0 };
}
