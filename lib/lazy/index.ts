export { CHUNK_LOAD_TIMEOUT_MS, LAZY_DELAY_MS, ChunkLoadError, withChunkTimeout } from './with-timeout';
export { DelayedFallback } from './delayed-fallback';
export { afterLoad } from './after-load';
