/** The SEO topic pages (/jhy) and their index: paths, for the pages, the links and the sitemap. */
/** An SEO topic page, and the topics index (all families, page 1). */
export const topicHref = (id: number): string => `/jhy/${id}`;
export const TOPICS_HOME = '/jhy';

/** A page of the topics index: one family (classifyId) or all (0); page 1 of all is TOPICS_HOME. */
export function topicListHref(classifyId: number, page = 1): string {
  return classifyId === 0 && page === 1 ? TOPICS_HOME : `/jhy/list/${classifyId}_${page}`;
}
