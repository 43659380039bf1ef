import type { ImageRef } from '../../../lib/api/contract/classify';
import { parsePoolKey, type PoolImage } from '../images/pool';
import { parseUploadKey, type UploadImage } from '../images/uploads';

/** Absolute image URL on the object-storage endpoint, with the source size. */
export function imageRef(origin: string, img: PoolImage | UploadImage): ImageRef {
  return { url: `${origin}/oss/${img.key}`, key: img.key, width: img.width, height: img.height };
}

export function imageRefFromKey(origin: string, key: string): ImageRef {
  const img = parsePoolKey(key) ?? parseUploadKey(key);
  return img ? imageRef(origin, img) : { url: `${origin}/oss/${key}`, key, width: 0, height: 0 };
}
