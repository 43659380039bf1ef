import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { pinyin } from 'pinyin-pro';
import { categoryRows } from '../domain/categories';
import { TAGS } from '../domain/tags';
import * as V from '../domain/vocab';
import { KINDS } from '../domain/kinds';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const WORD = /[\p{L}\p{N}]/u;

/**
 * Domain vocabulary loaded into jieba as a user dictionary, so catalogue terms (styles,
 * categories, labels) segment the same way in titles and in queries ("侘寂", "奶油风", "施工图").
 */
function domainWords(): string[] {
  const words = new Set<string>();
  for (const c of categoryRows()) words.add(c.name);
  for (const list of Object.values(TAGS)) for (const t of list ?? []) words.add(t);
  for (const k of Object.values(KINDS)) words.add(k.name);
  for (const list of [V.STYLES, V.POETIC, V.DISTRICTS, V.FIRM_HEADS, V.FIRM_TAILS, V.SPACE_WORDS]) for (const w of list) words.add(w);
  for (const [city] of V.CITIES) words.add(city);
  for (const w of ['效果图', '落地窗', '渲染', '模型', '客厅', '卧室', '极简', '无缝', '贴图', '灵感', '案例', '方案文本', '施工图', '白色', '黑色', '灰色']) words.add(w);
  return [...words].filter((w) => CJK.test(w) && !/\s/.test(w));
}

let instance: Jieba | null = null;

/** The shared jieba instance (dictionary load takes ~150 ms, so once per process). */
export function jieba(): Jieba {
  if (!instance) {
    instance = Jieba.withDict(dict);
    instance.loadDict(Buffer.from(domainWords().map((w) => `${w} 50000`).join('\n')));
  }
  return instance;
}

/** NFKC, lower case, whitespace collapsed. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function isToken(t: string): boolean {
  return WORD.test(t);
}

/** Index-side tokens: search-mode segmentation (whole words plus their sub-words). */
export function indexTokens(text: string): string[] {
  const norm = normalize(text);
  if (!norm) return [];
  const out = new Set<string>();
  for (const t of jieba().cutForSearch(norm, true)) if (isToken(t)) out.add(t.trim());
  for (const t of jieba().cut(norm, true)) if (isToken(t)) out.add(t.trim());
  out.delete('');
  return [...out];
}

/** Query-side tokens: precise segmentation, punctuation dropped, duplicates removed. */
export function queryTokens(text: string): string[] {
  const norm = normalize(text);
  if (!norm) return [];
  const out: string[] = [];
  for (const raw of jieba().cut(norm, true)) {
    // FTS5's unicode61 splits on anything but letters and digits ("1.5" → 1, 5); splitting the
    // same way keeps every query term a single token (detail=column has no phrase queries).
    for (const t of raw.split(/[^\p{L}\p{N}]+/u)) {
      if (t && !out.includes(t)) out.push(t);
    }
  }
  return out;
}

const pinyinCache = new Map<string, [string, string] | null>();

/**
 * Full pinyin and initials of a Chinese word ("渲染" → ["xuanran", "xr"]), memoised because
 * the catalogue's vocabulary is small compared with its size. null for words without hanzi.
 */
export function pinyinOf(word: string): [string, string] | null {
  let hit = pinyinCache.get(word);
  if (hit !== undefined) return hit;
  if (!CJK.test(word)) {
    hit = null;
  } else {
    const syllables = pinyin(word, { toneType: 'none', type: 'array', nonZh: 'removed', v: true }).filter(Boolean);
    const full = syllables.join('').replace(/[^a-z0-9]/g, '');
    const initials = syllables.map((s) => s[0]).join('').replace(/[^a-z0-9]/g, '');
    hit = full ? [full, initials] : null;
  }
  if (pinyinCache.size < 200_000) pinyinCache.set(word, hit);
  return hit;
}

/** Pinyin tokens (full and initials) of a list of words, deduplicated. */
export function pinyinTokens(words: readonly string[]): string[] {
  const out = new Set<string>();
  for (const w of words) {
    const p = pinyinOf(w);
    if (!p) continue;
    out.add(p[0]);
    if (p[1].length > 1) out.add(p[1]);
  }
  return [...out];
}

/** True when the query is Latin letters only (a pinyin or initials query such as "xuanran", "xr"). */
export function isLatinQuery(text: string): boolean {
  return /^[a-z\s]+$/.test(normalize(text));
}

const STYLE_WORDS = new Set<string>(V.STYLES);
/** Words that only say "style" (北欧风格 → 北欧): no item is named by them. */
const STYLE_FILLER = new Set(['风格', '风', '的', '式']);

/**
 * A search's words: a style written with 风 / 风格 as the catalogue names it (北欧风 → 北欧,
 * 奶油风 stays), and filler dropped when other words remain.
 */
export function searchTokens(text: string): string[] {
  const out: string[] = [];
  for (const t of queryTokens(text)) {
    const bare = t.endsWith('风') ? t.slice(0, -1) : t;
    const w = !STYLE_WORDS.has(t) && STYLE_WORDS.has(bare) ? bare : t;
    if (!out.includes(w)) out.push(w);
  }
  const kept = out.filter((t) => !STYLE_FILLER.has(t));
  return kept.length ? kept : out;
}
