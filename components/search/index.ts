// The search feature's face for any code, client or server: the header's search box, the
// search URL rules and the calls both sides make. Server loaders and result screens are in ./server.
export { HeaderSearch } from './header-search';
export { MATERIAL_SEARCH_KINDS, MODEL_KIND, MODEL_SEARCH_KINDS, parseSearchType, searchCaseHref, searchTarget } from './targets';
export { limitKeyword, parseSearchQuery, searchQueryString, SORTS } from './url-state';
export type { SearchUrlState } from './url-state';
export { getHomeHotword, getHotSearch, postEveryoneSearchWord, postListBackgroundWord, wordsOf } from './words-api';
export { similarBySiteImage } from './api';
export { postAiSearch } from './ai/api';
export { FindModelsPanel } from './find-models/find-models-panel';
export { ObjectOutlines } from './find-models/object-outlines';
export { usePictureObjects } from './find-models/use-picture-objects';
