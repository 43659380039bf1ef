/** SPEC §9: a lazily loaded chunk that has not arrived after 120 s fails with ChunkLoadError. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** SPEC §9: the lazy loader's fallback shows only after 200 ms, so fast loads never flash it. */
export const LAZY_DELAY_MS = 200;

export class ChunkLoadError extends Error {
  constructor(message = '页面资源加载超时，请刷新后重试') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/**
 * `call`'s outcome if it comes within `ms`, else what `onTimeout` returns (or throws); the timer is
 * cleared either way, so a settled call leaves nothing pending. The one timer race of the site
 * (chunk imports, the server's API deadline, a render's wait for a quick block, and the browser's
 * bounded waits: events for the experiment groups, a channel link for the login check).
 */
export function beforeTimeout<T>(call: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(onTimeout());
      } catch (err) {
        reject(err);
      }
    }, ms);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

/** Races a chunk import against the timeout. */
export function withChunkTimeout<T>(load: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return beforeTimeout(load, ms, () => {
    throw new ChunkLoadError();
  });
}

/**
 * Whether `call` settles (either way) within `ms`; the call itself goes on. For a server render
 * that puts a quick answer in the page itself and streams a slow one (components/content/inline-when-quick.tsx).
 */
export function settledWithin(call: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = call.then(
    () => true,
    () => true,
  );
  return beforeTimeout(settled, ms, () => false);
}
