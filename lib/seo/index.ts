/**
 * SEO helpers shared by every server-rendered page (see docs/seo.md):
 *  - pageMetadata(): title, description, canonical on the channel origin, Open Graph, robots;
 *  - <JsonLd data={...} /> with the schema builders (breadcrumbList, creativeWork, itemList,
 *    profilePage); the payload is escaped against </script>;
 *  - absoluteUrl(channel, path) for any absolute link;
 *  - sitemap XML builders (urlsetXml, sitemapIndexXml, chunk at 50,000).
 */
export { absoluteUrl } from './canonical';
export { pageMetadata } from './metadata';
export { JsonLd } from './json-ld';
export { breadcrumbList, creativeWork, itemList, profilePage, type Crumb } from './schema';
export { chunk, sitemapIndexXml, urlsetXml, xmlResponse } from './sitemap-xml';
