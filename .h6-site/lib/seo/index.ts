/**
 * SEO helpers shared by every server-rendered page (see docs/seo.md):
 *  - pageMetadata(): title, description, canonical on the channel origin, Open Graph, robots;
 *  - <JsonLd data={...} /> with the schema builders (breadcrumbList, creativeWork,
 *    imageObject, itemList, profilePage); the payload is escaped against </script>;
 *  - absoluteUrl(channel, path) for any absolute link;
 *  - sitemap XML builders (urlsetXml, sitemapIndexXml, chunk at 50,000).
 */
export { absoluteUrl } from './canonical';
export { seoDescription, collapseSpace, DESCRIPTION_MAX } from './text';
export { pageMetadata, ogImage, OG_IMAGE_WIDTH, type PageSeo, type SeoImage } from './metadata';
export { JsonLd, serializeJsonLd, type JsonLdData } from './json-ld';
export {
  breadcrumbList,
  creativeWork,
  creatorNode,
  imageObject,
  itemList,
  profilePage,
  type Crumb,
  type CreativeWorkInput,
  type ImageInput,
  type ImageObjectInput,
  type PersonInput,
} from './schema';
export { SITEMAP_MAX_URLS, chunk, sitemapIndexXml, urlsetXml, w3cDate, xmlEscape, xmlResponse, type SitemapEntry } from './sitemap-xml';
