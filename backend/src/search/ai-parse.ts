import type { AiUnderstanding, ColorName, Orientation, SearchSort, SearchVip } from '../../../lib/api/contract/search';
import type { ContentKind } from '../../../lib/api/contract/kinds';
import type { Catalog } from '../db/repo/catalog';
import { STYLES } from '../domain/vocab';
import { KINDS } from '../domain/kinds';
import { COLOR_LABELS } from './features';
import { budgetLabel, isProjectBudget, PRICED_KINDS, readBudget } from './budget';
import { jieba, normalize } from './tokenize';

const KIND_WORDS: Record<string, ContentKind> = {
  案例: 'case', 作品: 'case', 项目: 'case', 灵感: 'pin', 灵感图: 'pin', 图片: 'pin', 照片: 'pin', 效果图: 'pin', 图集: 'pics', 灵感图集: 'pics',
  '3d': '3d', '3d模型': '3d', 模型: '3d', max: '3d', su: 'su', su模型: 'su', 草图大师: 'su', sketchup: 'su', 贴图: 'tietu', 材质贴图: 'tietu',
  施工图: 'sgt', cad: 'sgt', 图纸: 'sgt', 方案文本: 'wenben', 文本: 'wenben', 产品: 'product', 产品设计: 'product', 艺术: 'art', 艺术设计: 'art',
  杂志: 'magazine', 期刊: 'periodical', 百科: 'bk', 材料: 'material', skp: 'su', dwg: 'sgt', 天正: 'sgt', pdf: 'wenben', vray: '3d', corona: '3d',
  blender: '3d', '3dmax': '3d',
};
/** Kind words that also name the software or format, kept as a keyword (vray → 3D models made with V-Ray). */
const SOFTWARE_WORDS = new Set(['vray', 'corona', 'blender', '天正']);
/** Material words a visitor writes, as the catalogue names them (木质 → 实木). */
const MATERIAL_WORDS: Record<string, string> = {
  木质: '实木', 木头: '实木', 木制: '实木', 实木: '实木', 原木: '原木', 胡桃木: '胡桃木', 橡木: '橡木', 大理石: '大理石', 石材: '大理石', 岩板: '岩板',
  皮质: '皮质', 真皮: '皮质', 布艺: '布艺', 布: '布艺', 藤编: '藤编', 藤: '藤编', 金属: '金属', 玻璃: '玻璃', 亚克力: '亚克力', 水磨石: '水磨石',
  混凝土: '混凝土', 清水混凝土: '清水混凝土', 羊羔绒: '羊羔绒',
};
/** Words that carry no condition (为主, 一点, 适合 …): dropped without a word. */
const FILLER = new Set(['预算', '价格', '价位', '以内', '之内', '费用', '为主', '主要', '一点', '一点点', '偏', '偏向', '适合', '整体', '希望', '喜欢', '大概', '左右', '以上', '以下', '空间', '东西', '简单', '好看', '漂亮', '高级', '感', '系', '款', '种', '个', '张', '套', '几', '多', '少', '可以', '能', '不要', '不', '也', '都', '还', '就', '吧', '呢', '吗', '啊', '哦', '嗯', '你好', '谢谢']);
const COLOR_WORDS: Record<string, ColorName> = {
  白: 'white', 白色: 'white', 纯白: 'white', 米白: 'white', 黑: 'black', 黑色: 'black', 灰: 'gray', 灰色: 'gray', 高级灰: 'gray', 红: 'red', 红色: 'red',
  橙: 'orange', 橙色: 'orange', 黄: 'yellow', 黄色: 'yellow', 绿: 'green', 绿色: 'green', 青: 'cyan', 青色: 'cyan', 蓝: 'blue', 蓝色: 'blue',
  紫: 'purple', 紫色: 'purple', 粉: 'pink', 粉色: 'pink', 棕: 'brown', 棕色: 'brown', 咖啡色: 'brown', 原木色: 'brown',
};
const ORIENTATION_WORDS: Record<string, Orientation> = { 横图: 'h', 横版: 'h', 横向: 'h', 竖图: 'v', 竖版: 'v', 竖向: 'v', 方图: 's', 正方形: 's' };
const VIP_WORDS: Record<string, SearchVip> = { 免费: 'free', vip: 'vip', 会员: 'vip' };
const SORT_WORDS: Record<string, SearchSort> = { 最新: 'new', 新: 'new', 最近: 'new', 下载: 'download', 下载最多: 'download', 热门: 'relevance', 最热: 'relevance' };
const STOP = new Set(['的', '了', '和', '与', '及', '或', '带', '有', '我', '想', '要', '找', '找找', '一些', '一个', '一下', '帮', '帮我', '请', '给', '看', '看看', '风格', '风', '类', '类型', '相关', '搜', '搜索', '推荐', '些', '点', '再', '换', '换成', '改成', '只', '只看', '要求', '最好', '比较', '那种', '这种', '感觉', '设计', '图', '色', '颜色', '在', '是', '把', '用']);
const GENERIC_KIND_WORDS = new Set(['模型', '图片', '作品', '项目', '照片']);
const KIND_PRIORITY: ContentKind[] = ['case', 'pin', '3d', 'su', 'tietu', 'sgt', 'wenben', 'product', 'art', 'material'];
/** With a download budget, what is sold comes first: 50元以内的沙发 names sofa models, not sofa pictures. */
const PRICED_PRIORITY: ContentKind[] = [...PRICED_KINDS, ...KIND_PRIORITY.filter((k) => !(PRICED_KINDS as readonly string[]).includes(k))];

function emptyUnderstanding(): AiUnderstanding {
  return { kind: null, classify: null, styles: [], tags: [], color: null, orientation: null, vip: null, sort: 'relevance', keywords: [], budget: null };
}

/**
 * Reads a natural-language request with jieba into search filters, on top of `previous` when
 * the visitor refines ("换成蓝色", "只看免费", "不限颜色"). Unknown words stay keywords; the caller
 * drops the ones the catalogue does not know.
 */
export function parseRequest(text: string, catalog: Catalog, previous?: AiUnderstanding): AiUnderstanding {
  const u: AiUnderstanding = previous ? { ...previous, styles: [...previous.styles], tags: [...previous.tags], keywords: [...previous.keywords] } : emptyUnderstanding();
  const norm = normalize(text);
  if (/不限颜色|不要颜色|任意颜色/.test(norm)) u.color = null;
  if (/不限风格/.test(norm)) u.styles = [];
  if (/不限分类|不限类型|全部类型/.test(norm)) {
    u.classify = null;
    u.kind = null;
  }
  if (/不限横竖|不限方向/.test(norm)) u.orientation = null;
  if (/不限预算|不限价格/.test(norm)) u.budget = null;
  // A budget is read before segmentation, which would split its amount into stray digits.
  const { budget, rest } = readBudget(norm.replace(/不限预算|不限价格/g, ' '));
  if (budget) u.budget = budget;
  const words = jieba().cut(rest, true).map((w) => w.trim()).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const styleSet = new Set(STYLES);
  const categoryHits: { id: number; name: string; tree: string }[] = [];
  let specificKind = false;
  for (const w of words) {
    if (KIND_WORDS[w]) {
      // "SU模型": the specific word wins over the generic one whatever their order.
      if (!GENERIC_KIND_WORDS.has(w) || !specificKind) u.kind = KIND_WORDS[w];
      if (!GENERIC_KIND_WORDS.has(w)) specificKind = true;
      if (SOFTWARE_WORDS.has(w) && !u.keywords.includes(w)) u.keywords.push(w);
    }
    else if (MATERIAL_WORDS[w]) {
      if (!u.keywords.includes(MATERIAL_WORDS[w])) u.keywords.push(MATERIAL_WORDS[w]);
    }
    else if (COLOR_WORDS[w]) u.color = COLOR_WORDS[w];
    else if (ORIENTATION_WORDS[w]) u.orientation = ORIENTATION_WORDS[w];
    else if (VIP_WORDS[w]) u.vip = VIP_WORDS[w];
    else if (SORT_WORDS[w]) u.sort = SORT_WORDS[w];
    else if (styleSet.has(w) || styleSet.has(`${w}风`)) {
      const style = styleSet.has(w) ? w : `${w}风`;
      if (!u.styles.includes(style)) u.styles.push(style);
    } else if (!STOP.has(w) && !FILLER.has(w)) {
      const cats = [...catalog.categories.values()].filter((c) => c.name === w && c.tree !== 'designer');
      if (cats.length) categoryHits.push(...cats.map((c) => ({ id: c.id, name: c.name, tree: c.tree })));
      else {
        // Split like the FTS tokenizer ("1.5" → 1, 5) so each keyword is a single index term.
        for (const part of w.split(/[^\p{L}\p{N}]+/u)) if (part && !u.keywords.includes(part) && part.length <= 20) u.keywords.push(part);
      }
    }
  }
  if (categoryHits.length) {
    // The last category named is what is asked for (客厅沙发 → 沙发); the others narrow it as keywords.
    const head = categoryHits[categoryHits.length - 1]!.name;
    const named = categoryHits.filter((c) => c.name === head);
    const priority = u.budget && !isProjectBudget(u.budget) ? PRICED_PRIORITY : KIND_PRIORITY;
    const tree = u.kind ? KINDS[u.kind].tree : priority.map((k) => KINDS[k].tree).find((t) => named.some((c) => c.tree === t));
    const hit = named.find((c) => c.tree === tree) ?? named[0]!;
    u.classify = { id: hit.id, name: hit.name };
    if (!u.kind || KINDS[u.kind].tree !== hit.tree) u.kind = priority.find((k) => KINDS[k].tree === hit.tree) ?? u.kind;
    for (const c of categoryHits) if (c.name !== head && !u.keywords.includes(c.name)) u.keywords.push(c.name);
  }
  if (u.classify && u.kind && catalog.categories.get(u.classify.id)?.tree !== KINDS[u.kind].tree) u.classify = null;
  return u;
}

const ORIENTATION_LABELS: Record<Orientation, string> = { h: '横图', v: '竖图', s: '方图' };
const SORT_LABELS: Record<SearchSort, string> = { relevance: '综合排序', new: '最新优先', download: '下载最多优先' };

/**
 * One or two sentences saying how the request was read (and what was set aside). `budgetUnused`:
 * the kinds searched carry no price (cases, pictures: the catalogue records no project cost), so
 * the budget it names was not applied.
 */
export function explain(u: AiUnderstanding, ignored: string[], relaxed: string[], budgetUnused = false): string {
  const parts: string[] = [];
  if (u.kind) parts.push(`类型「${KINDS[u.kind].name}」`);
  if (u.classify) parts.push(`分类「${u.classify.name}」`);
  if (u.styles.length) parts.push(`风格「${u.styles.join('、')}」`);
  if (u.color) parts.push(`颜色「${COLOR_LABELS[u.color]}」`);
  if (u.orientation) parts.push(ORIENTATION_LABELS[u.orientation]);
  if (u.vip) parts.push(u.vip === 'free' ? '预算「免费」' : '仅 VIP');
  if (u.budget) parts.push(`预算「${budgetLabel(u.budget)}」`);
  if (u.keywords.length) parts.push(`关键词「${u.keywords.join(' ')}」`);
  let s = parts.length ? `我理解为：${parts.join('，')}，按${SORT_LABELS[u.sort]}。` : '没有识别出具体条件，为你展示热门内容。';
  if (ignored.length) s += `「${ignored.join('、')}」暂无相关内容，已忽略。`;
  if (budgetUnused && u.budget) s += `${u.kind ? KINDS[u.kind].name : '案例和图片'}没有价格或造价信息，已放宽预算「${budgetLabel(u.budget)}」（仅模型、贴图、施工图、方案文本按下载价格筛选）。`;
  if (relaxed.length) s += `没有同时满足全部条件的结果，已放宽${relaxed.join('、')}。`;
  return s;
}
