// The one list of the site's route shapes (SPEC §2), one concrete URL each: the page scans of
// tests/e2e/screens-*.spec.ts and `npm run screenshots` (scripts/screenshots.mjs) both read it.
// A shape is either a fixed path or the first link matching `link` on the page `from` (ids come
// from the seeded catalogue, so they are found, never hard-coded).

/** @typedef {{ name: string, path: string }} FixedShape */
/** @typedef {{ name: string, from: string[], link: string }} FoundShape */
/** @typedef {{ name: string, made: string }} MadeShape — a page that exists once someone makes it (a maker given to the resolver) */
/** @typedef {FixedShape | FoundShape | MadeShape} RouteShape */

/** @type {RouteShape[]} */
export const ROUTE_SHAPES = [
  { name: 'home', path: '/' },
  { name: 'home-news', path: '/news' },
  { name: 'home-3d', path: '/3d' },
  { name: 'home-su', path: '/su' },
  { name: 'home-pin', path: '/pin' },
  { name: 'home-tietu', path: '/tietu' },
  { name: 'home-sgt', path: '/sgt' },
  { name: 'home-wenben', path: '/wenben' },
  { name: 'day-update', path: '/dayUpdate' },
  { name: 'classify', path: '/classify/10200' },
  { name: 'classify-search', path: '/classify/0_0_1_0_0_0_客厅_0_0_0' },
  { name: 'recommend-list', from: ['/', '/news', '/pin'], link: '^/recommandList/\\d+$' },
  { name: 'awards', path: '/internationalAwards' },
  { name: 'awards-detail', from: ['/internationalAwards'], link: '^/awardsDetail/\\d+$' },
  { name: 'designer-entrance', path: '/designerEntrance' },
  { name: 'top-teacher', from: ['/designerEntrance'], link: '^/topTeacher/[\\d_]+$' },
  { name: 'designer-detail', from: ['/designerEntrance'], link: '^/designerDetail/\\d+$' },
  // Public accounts are linked from each other and from the sitemap only.
  { name: 'public-account', from: ['/sitemaps/items-0.xml'], link: '^/publicAccount/\\d+$' },
  { name: 'art-device', from: ['/', '/news', '/designerEntrance', '/worldNav'], link: '^/artDevice/[\\d_]+$' },
  { name: 'magazine', path: '/magazine/0_0_0_1' },
  { name: 'magazine-detail', from: ['/magazine/0_0_0_1'], link: '^/magazineDetail/\\d+$' },
  { name: 'periodical-detail', from: ['/magazine/0_0_0_1', '/magazine/0_0_0_2'], link: '^/periodicalDetail/\\d+$' },
  { name: 'material', from: ['/', '/tietu', '/news'], link: '^/material/[\\d_]+$' },
  { name: 'material-detail', from: ['/material/0', '/tietu'], link: '^/materialDetail/\\d+$' },
  { name: 'product-design', from: ['/listPage/product/new'], link: '^/productDesign/\\d+$' },
  { name: 'art-design', from: ['/', '/news', '/designerEntrance'], link: '^/artDesign/[\\d_]+$' },
  { name: 'art-design-detail', from: ['/artDesign/0_0_0', '/artDesign/0_0_1'], link: '^/artDesignDetail/\\d+$' },
  { name: 'world-nav', path: '/worldNav' },
  { name: 'transfer', from: ['/worldNav'], link: '^/tranferPage/\\d+' },
  { name: 'detail-3d', from: ['/3d'], link: '^/detail/\\d+/3d$' },
  { name: 'detail-pin', from: ['/pin'], link: '^/detail/\\d+/pin$' },
  { name: 'detail-case', from: ['/news'], link: '^/detail_news/detail/\\d+/case$' },
  { name: 'personal', path: '/personal' },
  { name: 'similar', path: '/similarimg' },
  { name: 'jhy', path: '/jhy' },
  { name: 'jhy-topic', from: ['/jhy'], link: '^/jhy/\\d+$' },
  { name: 'bk-home', path: '/bk.html' },
  { name: 'bk-list', from: ['/bk.html'], link: '^/bk/fl_\\d+_1\\.html$' },
  { name: 'bk-designers', from: ['/bk.html'], link: '^/bk/sjs_\\d+_1\\.html$' },
  { name: 'bk-entry', from: ['/bk.html'], link: '^/bk/\\d+\\.html$' },
  { name: 'reload-parent', path: '/reloadParentPage/1' },
  { name: 'not-found', path: '/no-such-page-19' },
  { name: 'fuse-search', path: '/fusePage/fuseSearch/客厅' },
  { name: 'list-page', path: '/listPage/pin/new' },
  { name: 'list-page-2', path: '/listPage/3d/hot/2' },
  { name: 'ai-search', path: '/AISearch' },
  { name: 'case-upload', path: '/caseUpload/0' },
  { name: 'audit-standard', path: '/fusePage/auditStandard' },
  { name: 'standard', path: '/fusePage/standard' },
  { name: 'case-new-home', from: ['/news'], link: '^/caseNewHome/\\d+$' },
  { name: 'collect-folder', made: 'publicFolder' },
  { name: 'search-case', path: '/searchCase/现代?searchType=0' },
  { name: 'search-result', path: '/searchResult?keyword=客厅' },
];

const HREF = /<a\b[^>]*?\shref="([^"#]*)"|<loc>([^<]+)<\/loc>/gi;

/** The site paths linked from an HTML page (or named by a sitemap), in document order. */
export function linksOf(html, base) {
  const out = [];
  for (const m of html.matchAll(HREF)) {
    if (m[2]) m[1] = m[2];
    try {
      const u = new URL(m[1].replace(/&amp;/g, '&'), base);
      out.push(decodeURI(u.pathname) + u.search);
    } catch {
      // not a URL: skip
    }
  }
  return out;
}

/**
 * Concrete URLs of every shape on the site at `origin` (e.g. http://127.0.0.1:3100): fixed paths
 * as they are, found ones from their pages. A shape whose link is found nowhere is reported in
 * `missing` (a test fails on it: a screen nobody links to is a finding of its own).
 * @param {string} origin
 * @param {(url: string) => Promise<string>} [get] fetches a page's HTML
 * @param {Record<string, () => Promise<string>>} [makers] make a page and answer its path
 */
export async function resolveRouteShapes(origin, get = async (url) => (await fetch(url)).text(), makers = {}) {
  const pages = new Map();
  const html = (path) => {
    if (!pages.has(path)) pages.set(path, get(`${origin}${encodeURI(path)}`).catch(() => ''));
    return pages.get(path);
  };
  const shapes = [];
  const missing = [];
  for (const shape of ROUTE_SHAPES) {
    if ('path' in shape) {
      shapes.push({ name: shape.name, path: shape.path });
      continue;
    }
    if ('made' in shape) {
      const path = makers[shape.made] ? await makers[shape.made]().catch(() => null) : null;
      if (path) shapes.push({ name: shape.name, path });
      else missing.push(shape.name);
      continue;
    }
    const re = new RegExp(shape.link);
    let found;
    for (const from of shape.from) {
      found = linksOf(await html(from), origin).find((p) => re.test(p));
      if (found) break;
    }
    if (found) shapes.push({ name: shape.name, path: found });
    else missing.push(shape.name);
  }
  return { shapes, missing };
}

/** The five channel hosts (localhost is the architecture channel). */
export const HOSTS = ['localhost', 'interior.localhost', 'landscape.localhost', 'student.localhost', 'rendering.localhost'];
