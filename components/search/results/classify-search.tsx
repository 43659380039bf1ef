import type { Channel } from '@/lib/channel/hosts';
import { classifyHref, searchHref, searchStateOf, searchUrlWith } from '@/lib/content/classify-param';
import type { ClassifySearchView } from '@/lib/content/load-classify';
import { SearchResults } from './search-results';

/**
 * The classify page with text (SPEC §2 "with text instead of ids it is a search page"): a case
 * search whose filters all live in the classify fields (orientation and colour in fields 7 and 8).
 */
export function ClassifySearch({ channel, view }: { channel: Channel; view: ClassifySearchView }) {
  const { url, search, categories } = view;
  return (
    <SearchResults
      channel={channel}
      scopeLabel="案例"
      kinds={['case']}
      state={searchStateOf(url)}
      result={search.result}
      href={(change) => classifyHref(searchUrlWith(url, change))}
      cut={false}
      categories={categories}
      rows={['categories', 'tags', 'vip', 'orientation', 'color', 'sort']}
      suggestions={search.suggestions}
      wordId={search.wordId}
      related={search.related}
      crossKinds={search.crossKinds}
      relatedHref={searchHref}
    />
  );
}
