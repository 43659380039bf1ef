import type { ContentKind } from '../../../lib/api/contract/kinds';
import type { ItemFacts } from '../../../lib/api/contract/content';
import { describeItem, type DescribeContext } from './describe';
import { pick, rngFor } from './prng';
import { FABRIC_COLORS, STYLES } from './vocab';
import { COLOURS, colourIndex, picture, type Picture, type Subject } from '../images/picture';
import { imageSet, parsePoolKey, type PoolImage } from '../images/pool';

/**
 * What an item's pictures show, from the same facts as its title: the subject of its category
 * (a 沙发 model is a sofa, a 穿孔板 texture a perforated sheet, a case its listed spaces), its style
 * and its colour. The cover's variant comes from the item's image seed, which the seed writer
 * numbers per kind and subject (the k-th sofa model gets k), so no two items of a category share a
 * cover; the other pictures are the item's own (from its id). Even variants are covers, odd ones
 * gallery pictures, so the two never meet.
 */
const MAX_PICTURES = 24;

const BY_LEAF: Record<string, Subject> = {
  沙发: 'sofa', 椅子: 'chair', 座椅: 'chair', 床: 'bed', 桌子: 'table', 桌几: 'table', 柜子: 'cabinet', 收纳: 'cabinet',
  吊灯: 'pendant', 台灯: 'table-lamp', 落地灯: 'floor-lamp', 壁灯: 'wall-lamp', 摆件: 'vase', 器物: 'vase', 餐具: 'vase', 香薰: 'vase', 器皿: 'vase',
  挂画: 'frame', 花艺: 'flowers', 书籍: 'books', 橱柜: 'kitchen', 洁具: 'sanitary', 厨房电器: 'appliance', 电视: 'tv', 空调: 'aircon',
  音响: 'speaker', 耳机: 'speaker', 智能家居: 'speaker', 盆栽: 'plant', 乔木: 'tree', 灌木: 'shrub', 自行车: 'bike', 电动车: 'bike',
  文创: 'box', 包装: 'box', 门窗: 'door', 楼梯: 'stair', 栏杆: 'railing', 人物: 'person', 车辆: 'car', 织物: 'fabric',
  具象雕塑: 'sculpture', 抽象雕塑: 'sculpture', 室内装置: 'sculpture', 户外装置: 'sculpture', 陶塑: 'sculpture', 雕塑: 'sculpture', 装置: 'sculpture',
  建筑摄影: 'building', 人文摄影: 'person',
  // rooms (3D scenes, SU interiors, inspiration pictures, topics)
  客厅: 'room-living', 卧室: 'room-bedroom', 餐厅: 'room-dining', 厨房: 'room-kitchen', 卫浴: 'room-bath', 卫生间: 'room-bath', 书房: 'room-study',
  玄关: 'room-entry', 儿童房: 'room-kids', 办公空间: 'room-office', 家装: 'room-living', 工装: 'room-office',
  // outdoors and buildings
  住宅: 'building', 商业: 'building', 文教: 'building', 办公: 'building', 立面: 'building', 屋顶: 'building', 入口: 'building',
  景观小品: 'pavilion', 廊架: 'pavilion', 水景: 'waterside', 植物: 'planting', 植物配置: 'planting', 庭院: 'courtyard', 铺装: 'landscape',
  城市规划: 'city', 乡村规划: 'village',
  别墅: 'building', 民宿: 'building', 办公楼: 'building', 美术馆: 'building', 自建房: 'building', 商业街: 'building',
  屋顶花园: 'terrace', 公园: 'lawn', 小区景观: 'lawn', 阳台花园: 'room-balcony',
};

/** Spaces a case lists (vocab.ts CASE_SPACES) → what a picture of that space shows. */
export const SPACE_SUBJECTS: Record<string, Subject> = {
  客厅: 'room-living', 卧室: 'room-bedroom', 厨房: 'room-kitchen', 卫生间: 'room-bath', 餐厅: 'room-dining', 儿童房: 'room-kids', 书房: 'room-study',
  玄关: 'room-entry', 阳台: 'room-balcony', 衣帽间: 'room-wardrobe', 入口: 'courtyard', 中庭: 'room-atrium', 大堂: 'room-lobby', 屋顶平台: 'terrace',
  庭院: 'courtyard', 露台: 'terrace', 客房: 'room-bedroom', 酒吧: 'room-bar', 茶室: 'room-tea', 泳池: 'pool', 展示区: 'room-retail', 收银台: 'room-retail',
  试衣间: 'room-retail', 洽谈区: 'room-lounge', 橱窗: 'room-retail', 休息区: 'room-lounge', 用餐区: 'room-dining', 包间: 'room-dining', 吧台: 'room-bar',
  卡座: 'room-dining', 大厅: 'room-lobby', 包房: 'room-lounge', 更衣室: 'room-wardrobe', 教室: 'room-classroom', 图书室: 'room-library', 活动室: 'room-classroom',
  食堂: 'room-dining', 报告厅: 'room-auditorium', 候诊区: 'room-lounge', 诊室: 'room-clinic', 护士站: 'room-lobby', 病房: 'room-bedroom',
  开放办公区: 'room-office', 会议室: 'room-meeting', 前台: 'room-lobby', 经理室: 'room-study', 茶水间: 'room-kitchen', 休闲区: 'room-lounge', 展厅: 'room-gallery',
  咖啡厅: 'room-cafe', 起居空间: 'room-living', 互动区: 'room-gallery', 办公区: 'room-office', 入口广场: 'plaza', 步道: 'path', 水景: 'waterside',
  儿童游乐区: 'playground', 休憩区: 'rest', 观景台: 'terrace', 草坪: 'lawn', 公共空间: 'plaza', 街区: 'city', 滨水空间: 'waterside', 广场: 'plaza',
};

const MATERIALS: Record<string, Subject> = {
  原木: 'wood', 实木: 'wood', 竹材: 'wood', 竹钢: 'wood', 木地板: 'planks', 饰面板: 'veneer', 木饰面: 'veneer', 大理石: 'marble', 岩板: 'marble',
  花岗岩: 'granite', 水磨石: 'terrazzo', 人造石: 'terrazzo', 再生材料: 'terrazzo', 拉丝金属: 'brushed', 不锈钢: 'brushed', 铝板: 'brushed', 铜: 'brushed',
  铝板幕墙: 'brushed', 锈板: 'rust', 耐候钢: 'rust', 穿孔板: 'perforated', 布艺: 'fabric', 墙布: 'fabric', 窗帘: 'fabric', 皮革: 'leather', 地毯: 'carpet',
  墙纸: 'wallpaper', 砖墙: 'brick', 陶板: 'brick', 涂料: 'paint', 艺术涂料: 'paint', 乳胶漆: 'paint', 混凝土: 'concrete', 清水混凝土: 'concrete',
  微水泥: 'concrete', GRC: 'concrete', 夯土: 'concrete', 地砖: 'tiles', 瓷砖: 'tiles', 玻璃砖: 'tiles', 马赛克: 'mosaic', 户外铺装: 'paving', 草地: 'grass',
  水面: 'water', 天空: 'sky', 夹胶玻璃: 'glass', 压花玻璃: 'glass', 'Low-E玻璃': 'glass', '3D打印': 'layers', 发光材料: 'glow',
};

/** The colour a material has when its title names none. */
const FINISH_COLOURS: Record<string, string> = {
  实木: '原木', 藤编: '藤色', 金属: '金属灰', 岩板: '岩灰', 胡桃木: '胡桃', 橡木: '橡木', 亚克力: '透明', 大理石: '大理石白', 羊羔绒: '羊羔绒白', 玻璃: '玻璃',
};
const MATERIAL_COLOURS: Partial<Record<Subject, string>> = {
  wood: '原木', planks: '橡木', veneer: '胡桃', marble: '卡拉拉', granite: '浅灰', terrazzo: '米白', brushed: '金属灰', rust: '干邑', perforated: '金属灰',
  fabric: '燕麦', leather: '焦糖', carpet: '燕麦', wallpaper: '米白', brick: '砖红', paint: '暖白', concrete: '水泥灰', tiles: '米白', mosaic: '湖蓝',
  paving: '浅灰', grass: '草绿', water: '湖蓝', sky: '天蓝', glass: '玻璃', layers: '米白', glow: '暖白',
};

/** Colour names by length, longest first, so 大理石白 wins over 白 and 雅士白 over 白. */
const COLOUR_WORDS = COLOURS.map(([n]) => n).sort((a, b) => b.length - a.length);

function colourOf(fullTitle: string, subject: Subject, id: number): number {
  // Style names hold colour words (原木风); the colour is what remains named.
  const title = STYLES.reduce((t, s) => t.split(s).join(' '), fullTitle);
  const named = COLOUR_WORDS.find((n) => title.includes(n));
  if (named) return colourIndex(named);
  const finish = Object.keys(FINISH_COLOURS).find((f) => title.includes(f));
  if (finish) return colourIndex(FINISH_COLOURS[finish]!);
  const byMaterial = MATERIAL_COLOURS[subject];
  if (byMaterial) return colourIndex(byMaterial);
  return colourIndex(pick(rngFor('picture-colour', id), FABRIC_COLORS));
}

function styleOf(title: string, facts: ItemFacts, id: number): number {
  const named = facts.style ?? STYLES.find((s) => title.includes(s.replace('风', '')));
  const i = named ? STYLES.indexOf(named) : -1;
  return i >= 0 ? i : Math.floor(rngFor('picture-style', id)() * STYLES.length);
}

const firstIn = (title: string, table: Record<string, Subject>): Subject | undefined => {
  const word = Object.keys(table).filter((w) => title.includes(w)).sort((a, b) => b.length - a.length)[0];
  return word ? table[word] : undefined;
};

const FURNITURE: Subject[] = ['sofa', 'chair', 'table', 'cabinet'];

/** Subjects of an item's pictures in order (the first is the cover); repeated to fill the count. */
export function pictureSubjects(kind: ContentKind, id: number, c: DescribeContext, title: string, facts: ItemFacts): Subject[] {
  const rng = rngFor('picture-subject', id);
  switch (kind) {
    case '3d':
    case 'su':
    case 'product':
    case 'art':
      if (c.leaf === '家具') return [pick(rng, FURNITURE)];
      return [BY_LEAF[c.leaf] ?? (kind === 'art' ? 'artwork' : 'sculpture')];
    case 'tietu':
    case 'material':
      return [MATERIALS[c.leaf] ?? 'paint'];
    case 'sgt': {
      const main: Subject = c.topSlug === 'building' ? 'cad-elevation' : c.topSlug === 'landscape' ? 'cad-site' : c.topSlug === 'details' ? 'cad-detail' : c.topSlug === 'blocks' ? 'cad-blocks' : 'cad-plan';
      // A full set of drawings holds plans, elevations and details; a library or a detail set only its kind.
      return main === 'cad-detail' || main === 'cad-blocks' ? [main] : [main, 'cad-plan', 'cad-elevation', 'cad-detail'];
    }
    case 'wenben': {
      const inner: Subject =
        c.topSlug === 'building' ? 'building'
          : c.topSlug === 'landscape' ? (c.leaf === '滨水' ? 'waterside' : 'lawn')
            : c.topSlug === 'interior' ? (c.leaf === '酒店' ? 'room-lobby' : c.leaf === '办公' ? 'room-office' : 'room-retail')
              : c.leaf === '乡村振兴' ? 'village' : 'city';
      return ['doc-cover', inner, 'cad-plan', inner];
    }
    case 'case': {
      const spaces = (facts.spaces ?? []).map((s) => SPACE_SUBJECTS[s]).filter((s): s is Subject => !!s);
      const outside: Subject | null = c.topSlug === 'architecture' || c.topSlug === 'public' || c.topSlug === 'education' ? 'building' : c.topSlug === 'planning' ? (c.leaf === '乡村规划' ? 'village' : 'city') : null;
      const list = outside ? [outside, ...spaces] : spaces;
      return list.length ? list : ['building'];
    }
    case 'pin':
    case 'pics': {
      if (c.leaf === '家具') return [pick(rng, FURNITURE)];
      if (c.leaf === '灯具') return [pick(rng, ['pendant', 'table-lamp', 'floor-lamp'] as Subject[])];
      if (c.leaf === '布艺') return ['fabric'];
      if (c.top === '平面' || c.leaf === '绘画') return ['artwork'];
      return [BY_LEAF[c.leaf] ?? 'room-living'];
    }
    case 'jhy': {
      const room = facts.keywords?.[1] ?? '';
      return [BY_LEAF[room] ?? 'room-living'];
    }
    case 'article':
      return [firstIn(title, { 民宿: 'room-bedroom', 书店: 'room-library', 咖啡馆: 'room-cafe', 住宅: 'room-living', 美术馆: 'room-gallery', 公园: 'lawn', 餐厅: 'room-dining', 办公室: 'room-office' }) ?? 'room-living'];
    case 'bk': {
      const term = facts.keywords?.[0] ?? '';
      if (c.topSlug === 'materials') return [MATERIALS[term] ?? 'concrete'];
      if (c.topSlug === 'landscape-terms') return ['landscape'];
      if (c.topSlug === 'interior-terms' || c.topSlug === 'styles') return ['room-living'];
      if (c.topSlug === 'software') return ['cad-plan'];
      if (c.topSlug === 'construction') return ['cad-detail'];
      return ['building'];
    }
    case 'artDevice':
      return ['sculpture'];
    case 'periodical':
      return ['doc-cover', 'page-toc', 'page-spread'];
    default:
      return ['doc-cover'];
  }
}

interface ItemPictureInput {
  kind: ContentKind;
  id: number;
  context: DescribeContext;
  title: string;
  /** The item's image seed: its number among the items of its kind showing the same subject. */
  base: number;
  count: number;
  facts?: ItemFacts;
}

/** The item's pictures (cover first). */
export function itemPictures(input: ItemPictureInput): Picture[] {
  const facts = input.facts ?? describeItem(input.kind, input.id, input.context).facts;
  const subjects = pictureSubjects(input.kind, input.id, input.context, input.title, facts);
  const style = styleOf(input.title, facts, input.id);
  const out: Picture[] = [];
  for (let j = 0; j < Math.max(1, input.count); j++) {
    // Periodicals repeat their inner spreads after the cover and the contents page.
    const subject = input.kind === 'periodical' && j >= subjects.length ? subjects[subjects.length - 1]! : subjects[j % subjects.length]!;
    const variant = j === 0 ? input.base * 2 : (input.id * MAX_PICTURES + j) * 2 + 1;
    out.push(picture({ subject, style, colour: colourOf(input.title, subject, input.id), variant }));
  }
  return out;
}

/** The generated pictures of a catalogue row: drawn from its facts, or an older catalogue's pool set. */
export function rowPictures(
  row: { kind: ContentKind; id: number; title: string; cover_key: string; image_seed: number; image_count: number; classify_id: number; top_classify_id: number },
  categories: ReadonlyMap<number, { name: string; slug: string }>,
): PoolImage[] {
  const cover = parsePoolKey(row.cover_key);
  if (!cover) return [];
  if ('theme' in cover) return imageSet(cover.theme, row.image_seed, row.image_count);
  const leaf = categories.get(row.classify_id);
  const top = categories.get(row.top_classify_id);
  const context = { leaf: leaf?.name ?? '', top: top?.name ?? '', topSlug: top?.slug ?? '' };
  return itemPictures({ kind: row.kind, id: row.id, context, title: row.title, base: row.image_seed, count: row.image_count });
}
