/**
 * Catalogue pictures drawn from an item's facts: a subject (沙发, 大理石, 客厅, 平面图 …), the
 * item's style and colour, and a variant number that moves framing, proportions, side and light.
 * The key carries everything the drawing needs, so a picture renders from its key alone:
 * `pic/{subject}/{style}-{colour}-{variant}.jpg`.
 */
import { hashString, mulberry32 } from '../domain/prng';
import { STYLES } from '../domain/vocab';
import { architecture, landscape } from './svg/outdoor';
import { art, cover, drawing, portrait } from './svg/graphic';
import { swatch, type Material } from './svg/materials';
import { mix, paletteFor, PALETTES, svgDoc, type Palette } from './svg/palette';
import { aerial, outdoor, room, studio, type DrawnProp, type OutdoorSet, type RoomSet } from './svg/scenes';
import * as T from './svg/things';
import type { Ink, Look, Thing } from './svg/things';

/**
 * Version of the drawings: bump when a drawing changes, so cached sources, variants and search
 * features of item pictures are made again (keys name what is drawn, not how).
 */
export const PICTURE_VERSION = 2;

/** Named colours: the texture colours of titles, then furniture finishes and fabrics. */
export const COLOURS: [name: string, hex: string][] = [
  ['浅灰', '#c9c9c6'], ['米白', '#ece4d4'], ['胡桃', '#6b4a32'], ['橡木', '#c49a6c'], ['深灰', '#4a4c4f'], ['黑金', '#1f1c18'],
  ['鱼肚白', '#eef0ee'], ['雅士白', '#f1efe9'], ['爵士白', '#e9e7e2'], ['卡拉拉', '#e4e6e8'], ['灰木纹', '#9a948c'], ['烟熏', '#7b6a5a'],
  ['水泥灰', '#9c9c98'], ['暖白', '#f3ece0'], ['墨绿', '#2f4f3e'], ['砖红', '#a9503a'], ['奶咖', '#b59a7f'], ['香槟金', '#cbb58a'],
  ['燕麦', '#d8cbb3'], ['雾蓝', '#7d93a8'], ['橄榄', '#7c7f4b'], ['砖橘', '#c06a3f'], ['炭灰', '#4a4a4a'], ['奶白', '#efe8dc'],
  ['芥末黄', '#caa23a'], ['焦糖', '#8a5a35'], ['黑', '#2a2523'], ['干邑', '#a0643a'], ['原木', '#b08055'], ['藤色', '#c9a46b'],
  ['金属灰', '#8e949a'], ['岩灰', '#b9b7b2'], ['透明', '#d9ecf2'], ['大理石白', '#ecebe7'], ['羊羔绒白', '#f1ebe0'], ['玻璃', '#cfe3ea'],
  ['雾粉', '#d9a7a0'], ['湖蓝', '#3f7f9a'], ['草绿', '#6e9a4a'], ['天蓝', '#8ec5ff'],
];
export const colourIndex = (name: string): number => COLOURS.findIndex(([n]) => n === name);

/** How each style shapes furniture, and the frame/leg colour it is known by. */
const LOOKS: Record<string, [Look, string]> = {
  现代: [{ legs: 'metal', round: 0.3, tall: 0.4 }, '#2b2b2b'], 极简: [{ legs: 'none', round: 0.1, tall: 0.2 }, '#dcdad5'],
  北欧: [{ legs: 'taper', round: 0.5, tall: 0.5 }, '#c49a6c'], 侘寂: [{ legs: 'block', round: 0.6, tall: 0.2 }, '#8a7a66'],
  新中式: [{ legs: 'block', round: 0, tall: 0.9 }, '#3b2418'], 日式: [{ legs: 'taper', round: 0.2, tall: 0.2 }, '#b08055'],
  法式: [{ legs: 'turned', round: 0.8, tall: 0.9 }, '#e9e2d0'], 轻奢: [{ legs: 'metal', round: 0.4, tall: 0.6 }, '#c9a85a'],
  工业风: [{ legs: 'metal', round: 0, tall: 0.5 }, '#1b1b1b'], 复古: [{ legs: 'turned', round: 0.6, tall: 0.7 }, '#6b4a32'],
  美式: [{ legs: 'turned', round: 0.7, tall: 0.8 }, '#5a3a22'], 原木风: [{ legs: 'taper', round: 0.4, tall: 0.5 }, '#b08055'],
  奶油风: [{ legs: 'none', round: 1, tall: 0.5 }, '#efe3cf'], 中古风: [{ legs: 'taper', round: 0.5, tall: 0.4 }, '#8a5a35'],
  地中海: [{ legs: 'turned', round: 0.6, tall: 0.6 }, '#2f5f8a'],
};
/** Wall colour of a room in the style. */
const STYLE_WALLS: Record<string, string> = {
  现代: '#e6e6e3', 极简: '#f2f1ee', 北欧: '#f4f3ef', 侘寂: '#d9cdbb', 新中式: '#efe9de', 日式: '#ece3d2', 法式: '#f1ebe1', 轻奢: '#e9e4dc',
  工业风: '#9c9c98', 复古: '#d8c3a0', 美式: '#e3d6bf', 原木风: '#efe6d6', 奶油风: '#f3e9d9', 中古风: '#d9c6a8', 地中海: '#f4f4f0',
};

type Draw = (rng: () => number, w: number, h: number, ctx: DrawContext) => string;
interface DrawContext {
  style: string;
  colour: string;
  look: Look;
  ink: Ink;
  palette: Palette;
  backdrop: string;
  wall: string;
  /** Collects a room scene's placed things (pictureSvg's `drawn`). */
  drawn?: DrawnProp[];
}

interface SubjectDef {
  /** The Chinese words that name what the picture shows (checked against titles in tests). */
  words: string[];
  sizes: [number, number][];
  draw: Draw;
}

const SQUARE: [number, number][] = [[1200, 1200], [1200, 1500], [1500, 1200]];
const WIDE: [number, number][] = [[1600, 1067], [1600, 900], [1200, 1600], [1500, 1000]];
const SHEET: [number, number][] = [[1600, 1131], [1131, 1600]];

const thing = (t: Thing, words: string[]): SubjectDef => ({ words, sizes: SQUARE, draw: (rng, w, h, c) => studio(t, rng, w, h, c.ink, c.look, c.backdrop) });
const inRoom = (set: RoomSet, words: string[]): SubjectDef => ({ words, sizes: WIDE, draw: (rng, w, h, c) => room(set, rng, w, h, c.palette, c.ink, c.look, c.wall, c.drawn) });
const outside = (set: OutdoorSet, words: string[]): SubjectDef => ({ words, sizes: WIDE, draw: (rng, w, h, c) => outdoor(set, rng, w, h, c.palette, c.ink, c.look) });
const material = (m: Material, words: string[]): SubjectDef => ({ words, sizes: [[1024, 1024]], draw: (rng, w, h, c) => swatch(m, rng, w, h, c.colour) });
const sheet = (kind: SheetKind, words: string[]): SubjectDef => ({ words, sizes: SHEET, draw: (rng, w, h, c) => cadSheet(kind, rng, w, h, c.palette) });

type SheetKind = 'plan' | 'elevation' | 'detail' | 'blocks' | 'site';

/** Every subject a picture can show. */
export const SUBJECTS = {
  sofa: thing(T.sofa, ['沙发', '家具']), chair: thing(T.chair, ['椅', '座椅', '家具']), bed: thing(T.bed, ['床']), table: thing(T.table, ['桌', '几', '家具']),
  cabinet: thing(T.cabinet, ['柜', '收纳', '家具']), pendant: thing(T.pendantLamp, ['吊灯', '灯具']), 'table-lamp': thing(T.tableLamp, ['台灯', '灯具']),
  'floor-lamp': thing(T.floorLamp, ['落地灯', '灯具']), 'wall-lamp': thing(T.wallLamp, ['壁灯']), vase: thing(T.vase, ['摆件', '器物', '器皿', '餐具', '香薰', '陶']),
  frame: thing(T.frame, ['挂画']), flowers: thing(T.flowers, ['花艺']), books: thing(T.books, ['书籍']), kitchen: thing(T.kitchenCabinet, ['橱柜']),
  sanitary: thing(T.sanitary, ['洁具']), appliance: thing(T.appliance, ['厨房电器']), tv: thing(T.tv, ['电视']), aircon: thing(T.aircon, ['空调']),
  speaker: thing(T.speaker, ['音响', '耳机', '智能家居']), plant: thing(T.pottedPlant, ['盆栽', '植物']), tree: thing(T.tree, ['乔木', '植物']),
  shrub: thing(T.shrub, ['灌木', '植物']), bike: thing(T.bike, ['自行车', '电动车']), box: thing(T.box, ['文创', '包装']),
  door: thing(T.door, ['门窗']), stair: thing(T.stair, ['楼梯']), railing: thing(T.railing, ['栏杆']), sculpture: thing(T.sculpture, ['雕塑', '陶塑', '装置']),
  person: outside('people', ['人物', '人文摄影']), car: outside('cars', ['车辆']),

  'room-living': inRoom('living', ['客厅', '起居', '家装', '住宅', '公寓', '样板间', '小户型']), 'room-bedroom': inRoom('bedroom', ['卧室', '客房', '病房', '床', '民宿']),
  'room-kids': inRoom('kids', ['儿童房']), 'room-kitchen': inRoom('kitchen', ['厨房', '茶水间']), 'room-bath': inRoom('bath', ['卫生间', '卫浴']),
  'room-dining': inRoom('dining', ['餐厅', '用餐区', '包间', '卡座', '食堂']), 'room-study': inRoom('study', ['书房', '经理室']), 'room-entry': inRoom('entry', ['玄关']),
  'room-balcony': inRoom('balcony', ['阳台']), 'room-wardrobe': inRoom('wardrobe', ['衣帽间', '更衣室']), 'room-atrium': inRoom('atrium', ['中庭']),
  'room-lobby': inRoom('lobby', ['大堂', '大厅', '前台', '护士站']), 'room-bar': inRoom('bar', ['酒吧', '吧台']), 'room-tea': inRoom('tea', ['茶室']),
  'room-retail': inRoom('retail', ['展示区', '收银台', '试衣间', '橱窗', '零售', '商业']), 'room-lounge': inRoom('lounge', ['休息区', '洽谈区', '包房', '候诊区', '休闲区']),
  'room-classroom': inRoom('classroom', ['教室', '活动室']), 'room-library': inRoom('library', ['图书室', '书店']), 'room-auditorium': inRoom('auditorium', ['报告厅']),
  'room-clinic': inRoom('clinic', ['诊室']), 'room-office': inRoom('office', ['办公', '开放办公区', '办公区', '工装']), 'room-meeting': inRoom('meeting', ['会议室']),
  'room-gallery': inRoom('gallery', ['展厅', '互动区', '展览', '美术馆']), 'room-cafe': inRoom('cafe', ['咖啡厅', '咖啡馆']),

  terrace: outside('terrace', ['屋顶平台', '露台', '观景台', '屋顶花园']), courtyard: outside('courtyard', ['庭院', '入口']), pool: outside('pool', ['泳池']),
  plaza: outside('plaza', ['入口广场', '广场', '公共空间']), path: outside('path', ['步道']), waterside: outside('water', ['水景', '滨水空间', '滨水']),
  playground: outside('play', ['儿童游乐区']), rest: outside('rest', ['休憩区']), lawn: outside('lawn', ['草坪', '公园', '居住区', '绿地', '小区景观']),
  pavilion: outside('pavilion', ['景观小品', '廊架', '亭']), fountain: outside('fountain', ['水景']), planting: outside('plants', ['植物', '种植']),

  building: { words: ['建筑', '住宅', '商业', '文教', '办公', '立面', '屋顶', '入口', '别墅', '民宿', '办公楼', '美术馆', '自建房', '商业街'], sizes: WIDE, draw: (rng, w, h, c) => architecture(rng, w, h, c.palette) },
  landscape: { words: ['景观', '庭院', '公园', '植物配置', '铺装'], sizes: WIDE, draw: (rng, w, h, c) => landscape(rng, w, h, c.palette) },
  city: { words: ['城市', '规划', '街区'], sizes: WIDE, draw: (rng, w, h, c) => aerial(rng, w, h, c.palette, false) },
  village: { words: ['乡村'], sizes: WIDE, draw: (rng, w, h, c) => aerial(rng, w, h, c.palette, true) },
  artwork: { words: ['艺术', '绘画', '油画', '水墨', '插画', '数字', '生成艺术', '影像', '摄影', '海报', '标识', '版式', '装置'], sizes: [[1200, 1500], [1400, 1400], [1600, 1067]], draw: (rng, w, h, c) => art(rng, w, h, c.palette) },

  wood: material('wood', ['原木', '实木', '竹材']), planks: material('planks', ['木地板']), veneer: material('veneer', ['饰面板', '木饰面']),
  marble: material('marble', ['大理石', '岩板']), granite: material('granite', ['花岗岩']), terrazzo: material('terrazzo', ['水磨石', '人造石', '再生材料']),
  brushed: material('brushed', ['拉丝金属', '不锈钢', '铝板', '铜']), rust: material('rust', ['锈板', '耐候钢']), perforated: material('perforated', ['穿孔板']),
  fabric: material('fabric', ['布艺', '墙布', '窗帘', '织物']), leather: material('leather', ['皮革']), carpet: material('carpet', ['地毯']),
  wallpaper: material('wallpaper', ['墙纸']), brick: material('brick', ['砖墙', '陶板']), paint: material('paint', ['涂料', '艺术涂料', '乳胶漆']),
  concrete: material('concrete', ['混凝土', '微水泥']), tiles: material('tiles', ['地砖', '瓷砖', '玻璃砖']), mosaic: material('mosaic', ['马赛克']),
  paving: material('paving', ['户外铺装']), grass: material('grass', ['草地']), water: material('water', ['水面']), sky: material('sky', ['天空']),
  glass: material('glass', ['夹胶玻璃', '压花玻璃']), layers: material('layers', ['3D打印']), glow: material('glow', ['发光材料']),

  'cad-plan': sheet('plan', ['平层', '别墅', '复式', '办公', '酒店', '餐饮', '零售']), 'cad-elevation': sheet('elevation', ['住宅', '公建', '立面']),
  'cad-detail': sheet('detail', ['节点']), 'cad-blocks': sheet('blocks', ['图块']), 'cad-site': sheet('site', ['公园', '庭院', '居住区']),

  'doc-cover': { words: ['文本', '方案', '期刊', '杂志', '榜单'], sizes: [[1000, 1400]], draw: (rng, w, h, c) => cover(rng, w, h, c.palette, Math.floor(rng() * 3)) },
  portrait: { words: ['设计师'], sizes: [[400, 400]], draw: (rng, w, h, c) => portrait(rng, w, h, c.palette) },
  'page-toc': { words: ['目录'], sizes: [[1000, 1400]], draw: (rng, w, h, c) => tocPage(rng, w, h, c) },
  'page-spread': { words: ['内页'], sizes: [[1600, 1067]], draw: (rng, w, h, c) => spread(rng, w, h, c) },
} satisfies Record<string, SubjectDef>;

/** Places a drawn picture inside a box of another picture (cropped to fill it). */
function embed(svg: string, x: number, y: number, w: number, h: number, iw: number, ih: number): string {
  return svg.replace(/^<svg[^>]*>/, `<svg x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" viewBox="0 0 ${iw} ${ih}" preserveAspectRatio="xMidYMid slice">`);
}

const PAGE_FONT = "'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', sans-serif";

/** A periodical's contents page: heading, numbered entries with page numbers, a small photo. */
function tocPage(rng: () => number, w: number, h: number, c: DrawContext): string {
  let body = `<rect width="${w}" height="${h}" fill="#fbfaf6"/>`;
  body += `<text x="${w * 0.08}" y="${h * 0.1}" font-family="${PAGE_FONT}" font-weight="bold" font-size="${w * 0.07}" fill="${c.palette.dark}">目录</text>`;
  body += `<rect x="${w * 0.08}" y="${h * 0.125}" width="${w * 0.84}" height="4" fill="${c.palette.accent}"/>`;
  const rows = 8 + Math.floor(rng() * 4);
  let page = 4 + Math.floor(rng() * 6);
  for (let i = 0; i < rows; i++) {
    const y = h * 0.19 + i * h * 0.055;
    body += `<text x="${w * 0.08}" y="${y.toFixed(1)}" font-family="${PAGE_FONT}" font-size="${w * 0.03}" fill="${c.palette.accent}">${String(page).padStart(3, '0')}</text>`;
    body += `<rect x="${w * 0.2}" y="${(y - w * 0.022).toFixed(1)}" width="${(w * (0.35 + rng() * 0.35)).toFixed(1)}" height="${w * 0.022}" fill="${c.palette.dark}" opacity="0.75"/>`;
    page += 4 + Math.floor(rng() * 14);
  }
  const iw = 1600;
  const ih = 1067;
  body += embed(SUBJECTS.building.draw(rng, iw, ih, c), w * 0.08, h * 0.8, w * 0.84, h * 0.15, iw, ih);
  return svgDoc(w, h, '', body);
}

/** An inner spread: a photo across the left page, columns of text on the right. */
function spread(rng: () => number, w: number, h: number, c: DrawContext): string {
  const photos: Subject[] = ['building', 'room-living', 'room-gallery', 'landscape', 'room-dining', 'courtyard'];
  const subject = photos[Math.floor(rng() * photos.length)]!;
  const iw = 1600;
  const ih = 1067;
  let body = `<rect width="${w}" height="${h}" fill="#fbfaf6"/>`;
  body += embed(SUBJECTS[subject].draw(rng, iw, ih, c), 0, 0, w / 2, h, iw, ih);
  body += `<rect x="${w / 2 - 2}" width="4" height="${h}" fill="#000000" opacity="0.08"/>`;
  body += `<rect x="${w * 0.56}" y="${h * 0.1}" width="${w * 0.3}" height="${h * 0.05}" fill="${c.palette.dark}"/>`;
  for (let col = 0; col < 2; col++) for (let i = 0; i < 16; i++) body += `<rect x="${(w * (0.56 + col * 0.2)).toFixed(1)}" y="${(h * (0.22 + i * 0.042)).toFixed(1)}" width="${(w * (0.14 + rng() * 0.03)).toFixed(1)}" height="${(h * 0.014).toFixed(1)}" fill="${c.palette.dark}" opacity="0.55"/>`;
  return svgDoc(w, h, '', body);
}

export type Subject = keyof typeof SUBJECTS;
const isSubject = (s: string): s is Subject => Object.prototype.hasOwnProperty.call(SUBJECTS, s);

/** One picture's facts. */
interface PictureSpec {
  subject: Subject;
  /** Index into STYLES. */
  style: number;
  /** Index into COLOURS. */
  colour: number;
  variant: number;
}

export interface Picture extends PictureSpec {
  key: string;
  width: number;
  height: number;
}

export function picture(spec: PictureSpec): Picture {
  const sizes = SUBJECTS[spec.subject].sizes;
  const [width, height] = sizes[(spec.variant * 7 + 3) % sizes.length]!;
  return { ...spec, key: `pic/${spec.subject}/${spec.style}-${spec.colour}-${spec.variant}.jpg`, width, height };
}

const KEY_RE = /^pic\/([a-z-]+)\/(\d{1,2})-(\d{1,2})-(\d{1,9})\.jpg$/;

export function parsePictureKey(key: string): Picture | null {
  const m = KEY_RE.exec(key);
  if (!m || !isSubject(m[1]!)) return null;
  const [style, colour, variant] = [Number(m[2]), Number(m[3]), Number(m[4])];
  if (style >= STYLES.length || colour >= COLOURS.length) return null;
  const p = picture({ subject: m[1]!, style, colour, variant });
  return p.key === key ? p : null;
}

/**
 * The SVG source of a picture: a pure function of its key. `drawn` (judging only) receives the
 * things a room scene placed; nothing the search computes may read it.
 */
export function pictureSvg(pic: Picture, drawn?: DrawnProp[]): string {
  const rng = mulberry32(hashString(pic.key));
  const style = STYLES[pic.style]!;
  const colour = COLOURS[pic.colour]![1];
  const [look, trim] = LOOKS[style] ?? LOOKS['现代']!;
  const palette = paletteFor(pic.variant + pic.subject.length);
  const accent = PALETTES[(pic.variant * 3 + 1) % PALETTES.length]!.accent;
  // A light studio backdrop for a dark thing and a darker one for a pale thing, tinted per picture.
  const lum = parseInt(colour.slice(1, 3), 16) * 0.3 + parseInt(colour.slice(3, 5), 16) * 0.59 + parseInt(colour.slice(5, 7), 16) * 0.11;
  const backdrop = mix(lum > 190 ? '#b8b4ac' : '#efece6', palette.skyTop, 0.18);
  const wall = mix(STYLE_WALLS[style] ?? '#eeeeea', palette.wall, 0.3);
  const ink: Ink = { main: colour, trim: trim === colour ? mix(trim, '#000000', 0.4) : trim, accent, wall };
  return SUBJECTS[pic.subject].draw(rng, pic.width, pic.height, { style, colour, look, ink, palette, backdrop, wall, drawn });
}

/** CAD sheets: plans (the generic drawing), elevations, section details, block libraries, site plans. */
function cadSheet(kind: SheetKind, rng: () => number, w: number, h: number, p: Palette): string {
  if (kind === 'plan') return drawing(rng, w, h, p);
  const blueprint = rng() < 0.35;
  const bg = blueprint ? '#123a63' : '#fbfbf8';
  const ink = blueprint ? '#e8f1ff' : '#1b1b1b';
  const faint = blueprint ? '#2d5b88' : '#e3e3dc';
  let body = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  for (let x = 0; x < w; x += 40) body += `<line x1="${x}" y1="0" x2="${x}" y2="${h}" stroke="${faint}"/>`;
  for (let y = 0; y < h; y += 40) body += `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="${faint}"/>`;
  const line = (x1: number, y1: number, x2: number, y2: number, sw = 3) => `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${ink}" stroke-width="${sw}"/>`;
  const rect = (x: number, y: number, rw: number, rh: number, sw = 3) => `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${rw.toFixed(1)}" height="${rh.toFixed(1)}" fill="none" stroke="${ink}" stroke-width="${sw}"/>`;
  const circle = (x: number, y: number, r: number, sw = 2) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="none" stroke="${ink}" stroke-width="${sw}"/>`;
  if (kind === 'elevation') {
    const ground = h * 0.82;
    const floors = 3 + Math.floor(rng() * 10);
    const bw = w * (0.5 + rng() * 0.3);
    const x0 = (w - bw) / 2;
    const fh = (h * 0.65) / floors;
    body += line(w * 0.05, ground, w * 0.95, ground, 6) + rect(x0, ground - fh * floors, bw, fh * floors, 5);
    const bays = 4 + Math.floor(rng() * 6);
    for (let f = 0; f < floors; f++) {
      body += line(x0, ground - fh * f, x0 + bw, ground - fh * f, 1.5);
      for (let b = 0; b < bays; b++) body += rect(x0 + (bw * (b + 0.2)) / bays, ground - fh * (f + 0.8), (bw * 0.6) / bays, fh * 0.55, 2);
    }
    if (rng() < 0.5) body += `<polygon points="${x0 - 20},${(ground - fh * floors).toFixed(1)} ${(x0 + bw / 2).toFixed(1)},${(ground - fh * floors - h * 0.12).toFixed(1)} ${(x0 + bw + 20).toFixed(1)},${(ground - fh * floors).toFixed(1)}" fill="none" stroke="${ink}" stroke-width="5"/>`;
  } else if (kind === 'detail') {
    const x0 = w * 0.15;
    const y0 = h * 0.2;
    const layers = 4 + Math.floor(rng() * 4);
    let y = y0;
    for (let i = 0; i < layers; i++) {
      const lh = h * (0.04 + rng() * 0.08);
      body += rect(x0, y, w * 0.7, lh, 3);
      const hatch = Math.floor(rng() * 3);
      if (hatch === 0) for (let x = x0; x < x0 + w * 0.7; x += 18) body += line(x, y + lh, Math.min(x + lh, x0 + w * 0.7), y, 1);
      else if (hatch === 1) for (let k = 0; k < 30; k++) body += circle(x0 + w * 0.7 * rng(), y + lh * rng(), 3, 1);
      body += line(x0 + w * 0.7, y + lh / 2, x0 + w * 0.8, y + lh / 2, 1.5) + `<text x="${(x0 + w * 0.81).toFixed(1)}" y="${(y + lh / 2 + 7).toFixed(1)}" font-family="'Noto Sans CJK SC', sans-serif" font-size="20" fill="${ink}">${['龙骨', '石膏板', '防水层', '找平层', '面层', '基层', '保温层'][i % 7]}</text>`;
      y += lh;
    }
  } else if (kind === 'blocks') {
    const cols = 4;
    const rows = 3 + Math.floor(rng() * 2);
    const cw = (w * 0.8) / cols;
    const ch = (h * 0.7) / rows;
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
      const x = w * 0.1 + c * cw + cw * 0.15;
      const y = h * 0.15 + r * ch + ch * 0.15;
      const t = Math.floor(rng() * 4);
      if (t === 0) body += rect(x, y, cw * 0.7, ch * 0.5) + rect(x, y + ch * 0.5, cw * 0.7, ch * 0.15, 2);
      else if (t === 1) body += circle(x + cw * 0.35, y + ch * 0.35, Math.min(cw, ch) * 0.3, 3) + rect(x + cw * 0.25, y - ch * 0.05, cw * 0.2, ch * 0.12, 2);
      else if (t === 2) body += rect(x, y, cw * 0.7, ch * 0.7) + line(x, y + ch * 0.2, x + cw * 0.7, y + ch * 0.2, 2);
      else body += `<ellipse cx="${(x + cw * 0.35).toFixed(1)}" cy="${(y + ch * 0.4).toFixed(1)}" rx="${(cw * 0.25).toFixed(1)}" ry="${(ch * 0.3).toFixed(1)}" fill="none" stroke="${ink}" stroke-width="3"/>` + rect(x + cw * 0.15, y - ch * 0.05, cw * 0.4, ch * 0.15, 2);
    }
  } else {
    body += rect(w * 0.08, h * 0.1, w * 0.84, h * 0.78, 6);
    body += `<path d="M ${w * 0.1} ${h * 0.7} C ${w * 0.35} ${h * 0.4} ${w * 0.6} ${h * 0.85} ${w * 0.9} ${h * 0.5}" stroke="${ink}" stroke-width="10" fill="none" stroke-dasharray="2 14"/>`;
    for (let i = 0; i < 26; i++) {
      const x = w * (0.12 + rng() * 0.76);
      const y = h * (0.14 + rng() * 0.7);
      const r = 18 + rng() * 34;
      body += circle(x, y, r, 2) + line(x - r * 0.6, y, x + r * 0.6, y, 1) + line(x, y - r * 0.6, x, y + r * 0.6, 1);
    }
  }
  return svgDoc(w, h, '', body);
}
