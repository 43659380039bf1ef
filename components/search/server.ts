// The search feature's face for server components: the cached loaders of the results pages and
// the screens they render (the result lists, the AI chat and the similar-image search).
export { loadClassifyCollections, loadCollTotalCount, loadFusionPage, loadResultCount } from './api';
export { loadSearchView } from './load-view';
export type { SearchView } from './load-view';
export { ClassifySearch } from './results/classify-search';
export { SearchResults } from './results/search-results';
export { SearchTabs } from './results/search-tabs';
export { AiChat } from './ai/ai-chat';
export { SimilarSearch } from './similar/similar-search';
