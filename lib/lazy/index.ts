export { withChunkTimeout } from './with-timeout';
export { DelayedFallback } from './delayed-fallback';
export { afterLoad } from './after-load';
