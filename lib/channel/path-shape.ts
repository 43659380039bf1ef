import type { Channel } from './hosts';
import { formatPageLabel, pageType, pageTypeLabel } from './page-type';
import { isNumeric, parsePageUrl } from './page-url';

/**
 * SPEC §2's "another reading of path shapes":
 *  - /classify/{ids joined by underscores} is a category page; with text among the parts it
 *    is a search page (SPEC §2 route table: "with text instead of ids it is a search page");
 *  - /magazine/{4 numbers}, /artDesign/{3 numbers}, /topTeacher/{7 numbers} (joined by
 *    underscores) are those areas' home pages; more underscore parts ("longer forms") are
 *    their search pages; fewer parts or non-numbers in the exact-length form: unknown;
 *  - anything else (extra path segments included): unknown.
 */

type PathShapeKind = 'category' | 'home' | 'search' | 'unknown';

interface PathShape {
  kind: PathShapeKind;
  area: string | null;
  name: string;
}

const SHAPED_AREAS: Record<string, { size: number; name: string }> = {
  magazine: { size: 4, name: '杂志' },
  artDesign: { size: 3, name: '艺术设计' },
  topTeacher: { size: 7, name: '顶尖设计师' },
};

export const CATEGORY_NAME = '分类页';
export const CATEGORY_SEARCH_NAME = '分类搜索页';
export const UNKNOWN_NAME = '未知页面';

const UNKNOWN: PathShape = { kind: 'unknown', area: null, name: UNKNOWN_NAME };

export function pathShape(input: string | URL): PathShape {
  const { segments } = parsePageUrl(input);
  if (segments.length !== 2) return UNKNOWN;
  const [area, id] = segments;
  const parts = id.split('_');
  if (area === 'classify') {
    return parts.every(isNumeric)
      ? { kind: 'category', area, name: CATEGORY_NAME }
      : { kind: 'search', area, name: CATEGORY_SEARCH_NAME };
  }
  if (!Object.prototype.hasOwnProperty.call(SHAPED_AREAS, area)) return UNKNOWN;
  const { size, name } = SHAPED_AREAS[area];
  if (parts.length === size && parts.every(isNumeric)) return { kind: 'home', area, name: `${name}首页` };
  if (parts.length > size) return { kind: 'search', area, name: `${name}搜索页` };
  return UNKNOWN;
}

export function pathShapeLabel(channel: Channel, input: string | URL): string {
  return formatPageLabel(channel, pathShape(input).name);
}

/**
 * The page label events carry (spm and source_spm, docs/tracking.md): SPEC §2's page type, and
 * where that reading knows nothing of the page ('other'), the path-shape reading when it knows
 * more (杂志首页, 艺术设计搜索页, 顶尖设计师首页 …); otherwise the page type's 其他.
 */
export function analyticsPageLabel(channel: Channel, input: string | URL): string {
  if (pageType(input).kind !== 'other') return pageTypeLabel(channel, input);
  const shape = pathShape(input);
  return shape.kind === 'unknown' ? pageTypeLabel(channel, input) : formatPageLabel(channel, shape.name);
}
