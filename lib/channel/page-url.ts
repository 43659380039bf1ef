/** A URL (absolute, or a path with query) split the way the page-type rules read it. */
interface PageUrl {
  /** Path plus query, raw (not decoded): the text "URL containing ..." rules search. */
  text: string;
  segments: string[];
  query: URLSearchParams;
}

export function parsePageUrl(input: string | URL): PageUrl {
  const url = typeof input === 'string' ? new URL(input || '/', 'http://page.invalid') : input;
  return {
    text: `${url.pathname}${url.search}`,
    segments: url.pathname.split('/').filter(Boolean),
    query: url.searchParams,
  };
}

export const isNumeric = (s: string): boolean => /^\d+$/.test(s);
