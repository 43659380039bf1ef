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

/** Races a chunk import against the timeout. */
export function withChunkTimeout<T>(load: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError()), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether `call` settles (either way) within `ms`; the call itself goes on. For a server render
 * that puts a quick answer in the page itself and streams a slow one (components/content/inline-when-quick.tsx).
 */
export function settledWithin(call: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = call.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}
