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
