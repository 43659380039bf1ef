import type { ContentKind } from '../../../lib/api/contract/kinds';
import type { ContentsEntry, ItemFacts } from '../../../lib/api/contract/content';
import { AWARDS, MAGAZINES, PUBLIC_ACCOUNTS, RECOMMENDS, SITES } from './catalogue';
import { chance, int, pick, rngFor, type Rng } from './prng';
import * as V from './vocab';

/** Ids of the fixed catalogues: consecutive blocks from 1; generated items start at BULK_START. */
const FIXED_ORDER: [ContentKind, number][] = [
  ['magazine', MAGAZINES.length],
  ['award', AWARDS.length],
  ['publicAccount', PUBLIC_ACCOUNTS.length],
  ['recommend', RECOMMENDS.length],
  ['site', SITES.length],
];
export const FIXED_BLOCKS: { kind: ContentKind; start: number; count: number }[] = [];
{
  let next = 1;
  for (const [kind, count] of FIXED_ORDER) {
    FIXED_BLOCKS.push({ kind, start: next, count });
    next += count;
  }
}
export const BULK_START = 1001;

export function fixedIndex(kind: ContentKind, id: number): number {
  const block = FIXED_BLOCKS.find((b) => b.kind === kind);
  return block ? id - block.start : -1;
}

export interface DescribeContext {
  leaf: string;
  top: string;
  topSlug: string;
  parentTitle?: string;
}

interface Described {
  title: string;
  facts: ItemFacts;
}

const AREA_BY_TOP: Record<string, [number, number]> = {
  architecture: [800, 60000], 'home-space': [45, 600], 'hotel-homestay': [300, 30000], commercial: [60, 20000],
  dining: [40, 1500], entertainment: [200, 5000], education: [800, 50000], medical: [150, 40000], office: [100, 20000],
  public: [300, 40000], 'micro-space': [6, 60], 'temporary-space': [20, 800], 'renovation-space': [60, 30000],
  landscape: [500, 300000], planning: [50000, 5000000],
};

/**
 * Two title parts joined without saying a word twice: an overlap is said once (小区景观 + 景观设计 →
 * 小区景观设计, 城市设计 + 设计文本 → 城市设计文本), and a part the first already ends in is dropped.
 */
export function joinTitle(a: string, b: string): string {
  if (!b || a.endsWith(b)) return a;
  for (let k = Math.min(a.length, b.length) - 1; k >= 2; k--) if (a.endsWith(b.slice(0, k))) return a + b.slice(k);
  return a + b;
}

/** A style as "… 风" (工业风 stays 工业风, 北欧 becomes 北欧风), never 工业风风. */
function styleFeng(style: string): string {
  return style.endsWith('风') ? style : `${style}风`;
}

function place(rng: Rng): { city: string; location: string } {
  const [city, region, country] = pick(rng, V.CITIES);
  if (country !== '中国') return { city, location: `${country}·${city}` };
  return { city, location: region.endsWith('市') ? region : `${region}${city}市` };
}

function firm(rng: Rng): string {
  return pick(rng, V.FIRM_HEADS) + pick(rng, V.FIRM_TAILS);
}

function caseItem(rng: Rng, c: DescribeContext): Described {
  const { city, location } = place(rng);
  const [lo, hi] = AREA_BY_TOP[c.topSlug] ?? [100, 5000];
  const area = Math.round(lo + (hi - lo) * Math.pow(rng(), 2));
  const style = pick(rng, V.STYLES);
  const designFirm = firm(rng);
  const poetic = pick(rng, V.POETIC);
  const variant = int(rng, 0, 4);
  const title =
    c.topSlug === 'home-space' && variant < 3
      ? `${area}㎡${styleFeng(style)}${c.leaf}`
      : c.topSlug === 'renovation-space'
        ? `${city}${pick(rng, V.DISTRICTS)}${c.leaf}`
        : variant === 0
          ? `${poetic}${c.leaf} / ${designFirm}`
          : variant === 1
            ? `${city}·${poetic}${c.leaf}`
            : joinTitle(`${city}${poetic}${c.leaf}`, pick(rng, ['', '设计', '', '改造', '扩建']));
  const year = int(rng, 2016, 2025);
  // Drawn after everything else, so adding spaces left every title and older fact unchanged.
  return { title, facts: { location, area, year, style, designFirm, spaces: caseSpaces(rng, c) } };
}

/** The spaces a case contains (in the list's order): its category's usual ones plus some of the others. */
function caseSpaces(rng: Rng, c: DescribeContext): string[] {
  const [always, often] = V.HOME_LEAVES.includes(c.leaf) ? V.HOME_SPACES : V.CASE_SPACES[c.topSlug] ?? [[], []];
  return [...always, ...often.filter(() => chance(rng, 0.5))];
}

/** A furniture material, with its colour named first where the material comes in colours. */
function finish(rng: Rng): string {
  const adj = pick(rng, V.FURNITURE_ADJ);
  if (adj === '布艺') return pick(rng, V.FABRIC_COLORS) + adj;
  if (adj === '皮质') return pick(rng, V.LEATHER_COLORS) + adj;
  return adj;
}

function modelItem(rng: Rng, kind: '3d' | 'su', c: DescribeContext): Described {
  const style = pick(rng, V.STYLES);
  const adj = finish(rng);
  const title =
    kind === '3d'
      ? chance(rng, 0.3)
        ? `${pick(rng, V.BRANDS)} ${adj}${c.leaf}3D模型`
        : `${style}${adj}${c.leaf}3D模型`
      : chance(rng, 0.4)
        ? `${pick(rng, V.CITIES)[0]}${pick(rng, V.POETIC)}${c.leaf}SU模型`
        : `${style}${c.leaf}SU模型`;
  const fileSize = Math.round((kind === '3d' ? int(rng, 3, 320) : int(rng, 5, 480)) * 1048576 * (0.5 + rng()));
  return {
    title,
    facts: kind === '3d'
      ? { style, software: pick(rng, V.SOFTWARE_3D), format: pick(rng, ['max', 'max', 'fbx', 'obj']), fileSize }
      : { style, software: pick(rng, V.SOFTWARE_SU), format: 'skp', fileSize },
  };
}

function textureItem(rng: Rng, c: DescribeContext): Described {
  const px = pick(rng, [2048, 4096, 4096, 8192]);
  const seamless = chance(rng, 0.8);
  const title = `${suitedColour(pick(rng, V.TEXTURE_COLORS), c.topSlug)}${c.leaf}${seamless ? '无缝' : '高清'}${chance(rng, 0.4) ? 'PBR材质' : ''}贴图`;
  return { title, facts: { resolution: `${px}x${px}`, seamless, format: pick(rng, ['jpg', 'png', 'tif']), fileSize: Math.round(px * px * (0.4 + rng())) } };
}

/** Colours a material comes in, by its top category; nature (grass, water, sky) is named without one. */
const SUITED_COLOURS: Record<string, string[]> = {
  wood: ['胡桃', '橡木', '灰木纹', '烟熏', '浅灰', '米白', '深灰', '奶咖'],
  stone: ['雅士白', '爵士白', '卡拉拉', '鱼肚白', '黑金', '浅灰', '深灰', '米白', '墨绿', '奶咖'],
  metal: ['香槟金', '黑金', '深灰', '浅灰', '墨绿', '砖红', '水泥灰'],
  fabric: ['米白', '浅灰', '深灰', '墨绿', '砖红', '奶咖', '暖白', '烟熏'],
  textile: ['米白', '浅灰', '深灰', '墨绿', '砖红', '奶咖', '暖白', '烟熏'],
  wall: ['暖白', '米白', '水泥灰', '浅灰', '砖红', '墨绿', '奶咖', '深灰'],
  coating: ['暖白', '米白', '水泥灰', '浅灰', '砖红', '墨绿', '奶咖', '深灰'],
  floor: ['浅灰', '米白', '深灰', '水泥灰', '砖红', '奶咖', '墨绿'],
  ceramic: ['浅灰', '米白', '深灰', '水泥灰', '砖红', '奶咖', '墨绿', '鱼肚白'],
  glass: ['浅灰', '深灰', '墨绿', '香槟金', '暖白'],
  new: ['暖白', '浅灰', '深灰', '墨绿', '砖红'],
  nature: [''],
};

/** The drawn colour if the material comes in it, else one that it does (the same draw keeps titles stable otherwise). */
function suitedColour(colour: string, topSlug: string): string {
  const suited = SUITED_COLOURS[topSlug];
  if (!suited || suited.includes(colour)) return colour;
  return suited[V.TEXTURE_COLORS.indexOf(colour) % suited.length]!;
}

function cadItem(rng: Rng, c: DescribeContext): Described {
  const style = pick(rng, V.STYLES);
  const area = int(rng, 60, 3000);
  const title =
    c.topSlug === 'home'
      ? `${area}㎡${style}${c.leaf}全套施工图`
      : c.topSlug === 'details' || c.topSlug === 'blocks'
        ? `${style}${c.leaf}${int(rng, 12, 180)}例合集`
        : `${pick(rng, V.CITIES)[0]}${pick(rng, V.POETIC)}${c.leaf}${c.top}`;
  return { title, facts: { style, area, software: pick(rng, V.SOFTWARE_CAD), format: 'dwg', pages: int(rng, 8, 120), fileSize: int(rng, 2, 90) * 1048576 } };
}

function textItem(rng: Rng, c: DescribeContext): Described {
  const { location, city } = place(rng);
  const name = `${city}${pick(rng, V.POETIC)}${c.top.replace('方案', '')}${c.leaf}`;
  const kind = pick(rng, ['方案文本', '设计文本', '概念方案', '投标文本']);
  // A leaf that names the document already (投标文本, 概念方案, 方案深化) takes at most 文本.
  const title = joinTitle(name, /文本$/.test(c.leaf) ? '' : /方案/.test(c.leaf) ? '文本' : kind);
  return { title, facts: { location, pages: int(rng, 36, 220), format: pick(rng, ['pdf', 'pdf', 'ppt']), fileSize: int(rng, 20, 400) * 1048576, year: int(rng, 2018, 2025) } };
}

function fixedItem(kind: ContentKind, index: number): Described {
  switch (kind) {
    case 'magazine': {
      const [name, , publisher, language] = MAGAZINES[index]!;
      return { title: name, facts: { publisher, language } };
    }
    case 'award': {
      const [name, , organizer, year] = AWARDS[index]!;
      return { title: name, facts: { organizer, year } };
    }
    case 'publicAccount':
      return { title: PUBLIC_ACCOUNTS[index]![0], facts: { followers: 8000 + ((index * 7919) % 90) * 1700 } };
    case 'recommend':
      return { title: RECOMMENDS[index]![0], facts: {} };
    default: {
      const [name, , url] = SITES[index]!;
      return { title: name, facts: { url } };
    }
  }
}

const TOPICS = ['城市更新', '乡村建造', '居住的未来', '公共空间', '材料与建造', '光与空间', '可持续设计', '旧建筑再生'];
const PROJECTS = ['美术馆', '图书馆', '住宅', '民宿', '社区中心', '办公楼', '公园', '书店', '茶室', '学校'];

/** A periodical issue's table of contents (its own random stream, so titles and other facts stay as they were). */
function periodicalContents(id: number, pages: number): ContentsEntry[] {
  const rng = rngFor('periodical-contents', id);
  const person = () => pick(rng, V.SURNAMES) + pick(rng, V.GIVEN) + (chance(rng, 0.6) ? pick(rng, V.GIVEN) : '');
  const out: ContentsEntry[] = [];
  let page = int(rng, 4, 10);
  const entries = int(rng, 8, 12);
  for (let i = 0; i < entries && page < pages; i++) {
    const section = i === 0 ? '专题' : pick(rng, ['作品', '作品', '作品', '访谈', '评论', '研究', '资讯']);
    const { city } = place(rng);
    const title =
      section === '专题' ? `${pick(rng, TOPICS)}：${pick(rng, V.POETIC)}与${pick(rng, V.POETIC)}`
        : section === '作品' ? `${city}${pick(rng, V.POETIC)}${pick(rng, PROJECTS)}`
          : section === '访谈' ? `对话${person()}：${pick(rng, ['做有温度的建筑', '在城市里造园', '材料的诚实', '从场地出发', '设计的日常'])}`
            : section === '评论' ? `${pick(rng, V.STYLES)}之后：${pick(rng, TOPICS)}再思考`
              : section === '研究' ? `${pick(rng, TOPICS)}的${int(rng, 3, 12)}个案例`
                : `${city}${pick(rng, ['设计周', '建筑双年展', '城市展', '设计论坛'])}速递`;
    out.push({ section, title, author: section === '资讯' ? '本刊编辑部' : person(), page });
    page += int(rng, 4, 18);
  }
  return out;
}

/** Title and facts of an item: a pure function of (kind, id, context), recomputed on demand. */
export function describeItem(kind: ContentKind, id: number, c: DescribeContext): Described {
  const rng = rngFor(kind, id);
  switch (kind) {
    case 'case':
      return caseItem(rng, c);
    case 'pin': {
      const style = pick(rng, V.STYLES);
      const el = pick(rng, V.ROOM_ELEMENTS[c.top] ?? ['设计灵感']);
      const title = c.top === '建筑' ? `${style}建筑${c.leaf}设计` : c.top === '景观' ? `${style}${c.leaf}景观设计` : `${style}${c.leaf}${el}`;
      return { title, facts: { style } };
    }
    case 'pics': {
      const style = pick(rng, V.STYLES);
      return { title: chance(rng, 0.5) ? `${int(rng, 12, 60)}张${style}${c.leaf}灵感图集` : `${pick(rng, V.POETIC)}｜${style}${c.leaf}意向图`, facts: { style } };
    }
    case '3d':
    case 'su':
      return modelItem(rng, kind, c);
    case 'tietu':
      return textureItem(rng, c);
    case 'sgt':
      return cadItem(rng, c);
    case 'wenben':
      return textItem(rng, c);
    case 'periodical': {
      const year = int(rng, 2015, 2025);
      const no = int(rng, 1, 12);
      const pages = int(rng, 96, 240);
      return { title: `${c.parentTitle ?? '期刊'} ${year}年第${no}期`, facts: { issueNo: `${year}-${String(no).padStart(2, '0')}`, pages, year, contents: periodicalContents(id, pages) } };
    }
    case 'art':
      return { title: `《${pick(rng, V.WORKS)}》${c.leaf}`, facts: { year: int(rng, 2012, 2025), location: place(rng).location } };
    case 'product': {
      const brand = pick(rng, V.BRANDS);
      return { title: `${brand}「${pick(rng, V.POETIC)}」${finish(rng)}${c.leaf}`, facts: { brand, year: int(rng, 2018, 2025) } };
    }
    case 'material': {
      const w = pick(rng, [600, 800, 1200, 1600]);
      return { title: `${suitedColour(pick(rng, V.TEXTURE_COLORS), c.topSlug)}${c.leaf} ${w}×${w * 2}mm`, facts: { materialType: c.top, brand: pick(rng, V.BRANDS) } };
    }
    case 'artDevice':
      return { title: `《${pick(rng, V.WORKS)}》${c.leaf}`, facts: { location: place(rng).location, year: int(rng, 2015, 2025) } };
    case 'article': {
      const hook = pick(rng, V.ARTICLE_HOOKS);
      const title = hook
        .replace('{n}', String(int(rng, 5, 30)))
        .replace('{style}风', styleFeng(pick(rng, V.STYLES)))
        .replace('{style}', pick(rng, V.STYLES))
        .replace('{leaf}', pick(rng, ['民宿', '书店', '咖啡馆', '住宅', '美术馆', '公园', '餐厅', '办公室']))
        .replace('{city}', pick(rng, V.CITIES)[0])
        .replace('{poetic2}', pick(rng, V.POETIC))
        .replace('{poetic}', pick(rng, V.POETIC));
      return { title, facts: {} };
    }
    case 'jhy': {
      const style = pick(rng, V.STYLES);
      const rooms: Record<string, string[]> = {
        architecture: ['别墅', '民宿', '办公楼', '美术馆', '自建房', '商业街'],
        landscape: ['庭院', '屋顶花园', '公园', '小区景观', '阳台花园'],
      };
      const room = pick(rng, rooms[c.topSlug] ?? ['客厅', '卧室', '餐厅', '厨房', '书房', '玄关', '儿童房', '卫生间']);
      const title = pick(rng, [`${style}${room}${c.topSlug === 'interior' || c.topSlug === 'soft' || c.topSlug === 'renovation' ? '装修' : '设计'}效果图`, `${styleFeng(style)}格${room}设计案例大全`, `${joinTitle(room, c.top)}灵感精选`, `${style}${joinTitle(room, c.top)}图片`]);
      return { title, facts: { keywords: [style, room, c.top, '效果图'] } };
    }
    case 'bk': {
      const terms = V.BK_TERMS[c.top] ?? ['设计'];
      const term = terms[id % terms.length]!;
      const q = V.BK_QUALIFIERS[Math.floor(id / terms.length) % V.BK_QUALIFIERS.length]!;
      return { title: `${term}${q}`, facts: { keywords: [term, c.top] } };
    }
    default:
      return fixedItem(kind, fixedIndex(kind, id));
  }
}
