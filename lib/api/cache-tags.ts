/**
 * Every cache tag the site's server loads carry, in one table: `load()` tags each API answer
 * with its area's tags, and `/site-api/revalidate` (editor tools, approved uploads) expires
 * them by name. A new API area adds its tag here, never as a string literal in its module.
 *
 * | tag                     | carried by                                                         |
 * |-------------------------|--------------------------------------------------------------------|
 * | content                 | every catalogue answer (lists, details, homes, editorial, SEO)     |
 * | content:home:{channel}  | the channel home feed                                              |
 * | content:item:{id}       | the detail (or collection) of one item                             |
 * | designer:{id}           | one designer's page                                                |
 * | site:{webId}            | one world-navigation transfer target                               |
 * | classify                | category trees                                                     |
 * | recommend, awards, magazines, materials, public-accounts, art-design, designers | that area's lists |
 * | seo, jhy, bk, sitemap   | SEO pages: topics, encyclopedia, sitemap feed                      |
 * | search                  | search answers (short-lived anyway)                                |
 * | world-nav               | the world navigation                                               |
 */
export const AREA_TAGS = ['content', 'classify', 'recommend', 'awards', 'magazines', 'materials', 'public-accounts', 'art-design', 'designers', 'seo', 'jhy', 'bk', 'sitemap', 'search', 'world-nav'] as const;
type AreaTag = (typeof AREA_TAGS)[number];

export const CACHE_TAGS = {
  content: 'content',
  classify: 'classify',
  recommend: 'recommend',
  awards: 'awards',
  magazines: 'magazines',
  materials: 'materials',
  publicAccounts: 'public-accounts',
  artDesign: 'art-design',
  designers: 'designers',
  seo: 'seo',
  jhy: 'jhy',
  bk: 'bk',
  sitemap: 'sitemap',
  search: 'search',
  worldNav: 'world-nav',
  home: (channel: string) => `content:home:${channel}`,
  item: (id: number) => `content:item:${id}`,
  designer: (id: number) => `designer:${id}`,
  site: (webId: number) => `site:${webId}`,
} as const satisfies Record<string, AreaTag | ((x: never) => string)>;

const PER_ID = /^(?:content:item|designer|site):[1-9]\d{0,9}$/;
const HOME = /^content:home:[a-z]{1,20}$/;

/** Whether a tag is one this table defines (the revalidation route accepts nothing else). */
export function isKnownTag(tag: string): boolean {
  return (AREA_TAGS as readonly string[]).includes(tag) || PER_ID.test(tag) || HOME.test(tag);
}
