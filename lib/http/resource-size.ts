import { resolvePath } from './build-url';

/**
 * SPEC §7/§8: HEAD a resource and read Content-Length as its size in bytes; any failure gives
 * null and is logged. A download archive not built yet answers without a length and
 * `X-Archive-Size: unknown` (the API never builds for a HEAD): null too, quietly.
 */
export async function resourceSize(url: string): Promise<number | null> {
  try {
    const res = await fetch(resolvePath(url), { method: 'HEAD', credentials: 'include' });
    const header = res.headers.get('content-length');
    if (res.ok && header === null && res.headers.get('x-archive-size') === 'unknown') return null;
    const size = Number(header);
    if (!res.ok || header === null || !Number.isFinite(size) || size < 0) {
      throw new Error(`HTTP ${res.status}, content-length ${header}`);
    }
    return size;
  } catch (err) {
    console.error('[resourceSize]', url, err);
    return null;
  }
}
