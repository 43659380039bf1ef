import { toSearchParams } from './build-url';
import type { BodyType } from './types';

interface EncodedBody {
  body?: BodyInit;
  contentType?: string;
}

/** Bodies the platform already knows how to send keep their own encoding (uploads). */
function isNativeBody(data: unknown): data is BodyInit {
  return (
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

/**
 * SPEC §7 bodies: json → JSON text; form → x-www-form-urlencoded where object-valued fields
 * are JSON-encoded. A string is sent as given under the type's content type.
 */
export function encodeBody(data: unknown, type: BodyType): EncodedBody {
  if (data === undefined) return {};
  if (isNativeBody(data)) return { body: data };
  if (type === 'form') {
    const contentType = 'application/x-www-form-urlencoded;charset=UTF-8';
    if (typeof data === 'string') return { body: data, contentType };
    const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    return { body: toSearchParams(fields).toString(), contentType };
  }
  const contentType = 'application/json;charset=UTF-8';
  return { body: typeof data === 'string' ? data : JSON.stringify(data), contentType };
}
