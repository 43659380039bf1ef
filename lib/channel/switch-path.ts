import { parseClassifyId } from '@/lib/content/classify-param';
import type { Channel } from './hosts';

// The channel strip is on every page (a client island): this module must not import the audience
// table (lib/api/contract/audience.ts), which only server components need.

/** Pages whose state is (partly) in the query string. */
const QUERY_PAGES = /^\/(?:searchResult|searchCase\/[^/]+|fusePage\/fuseSearch\/[^/]+|AISearch|similarimg)$/;

/** What a page tells the channel strip about itself: the channels that have its category. */
export interface SwitchHint {
  /** The path the hint is for; a hint for another path is ignored. */
  path: string;
  channels: readonly Channel[];
}

/**
 * Where the channel strip's link to `target` leads from the current page (issue: keep context):
 * the same path (a search keeps its keyword, a detail stays readable, an area home has a copy on
 * every channel) unless the page is a category the target channel does not serve, then its home.
 * `search` (the query string) is kept on the pages that read it.
 */
export function switchPath(pathname: string, search: string, target: Channel, hint: SwitchHint | null): string {
  const path = pathname || '/';
  const m = /^\/(classify|caseNewHome)\/([^/]+)$/.exec(path);
  if (m) {
    const isCategory = m[1] === 'caseNewHome' ? m[2] !== '0' : parseClassifyId(m[2]!)?.type === 'category';
    // A category page keeps its category only where the target has it; unknown → that channel's home.
    if (isCategory && (!hint || hint.path !== path || !hint.channels.includes(target))) return '/';
  }
  // Only the search and tool pages read their query; elsewhere it is dropped (landing and source
  // parameters are not the reader's place, and a helper page's query is never carried along).
  const query = QUERY_PAGES.test(path) && search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return `${path}${query}`;
}
