import { AhoCorasick } from '@monyone/aho-corasick/greedy';
import { Converter } from 'opencc-js';
import { pinyin } from 'pinyin-pro';
import { jieba } from '../../search/tokenize';
import type { SensitiveCategory, SensitiveCheck, SensitiveHit } from '../../../../lib/api/contract/upload';
import { SENSITIVE_WORDS } from './sensitive-words';

/** Characters that may separate the characters of a word without hiding it: spaces, punctuation, symbols, invisible marks. */
const IGNORED = /[\p{Z}\p{P}\p{S}\p{Cc}\p{Cf}_]/u;
/** A mainland mobile number written into the text, digits possibly separated (contact spam). */
const PHONE = /1[3-9]\d{9}/g;
const HAN = /\p{Script=Han}/u;
/** Words this short (in characters, or syllables) match only on word boundaries (舞台独特 holds 台独, 特色情调 holds 色情). */
const SHORT = 2;

/** Traditional → simplified, one character at a time (opencc-js, OpenCC's tables), cached. */
const toSimplified = Converter({ from: 't', to: 'cn' });
const simplifiedCache = new Map<string, string>();
function simplified(ch: string): string {
  let out = simplifiedCache.get(ch);
  if (out === undefined) {
    const conv = toSimplified(ch);
    // A character maps to one character; anything else (none do) keeps the original.
    out = [...conv].length === 1 ? conv : ch;
    if (simplifiedCache.size < 20_000) simplifiedCache.set(ch, out);
  }
  return out;
}

/** Chinese and capital numerals → digits (一三九… / 壹叁玖… written for a phone number). */
const NUMERALS: Record<string, string> = {
  零: '0', 〇: '0', '○': '0', 洞: '0',
  一: '1', 壹: '1', 幺: '1', 么: '1',
  二: '2', 贰: '2', 两: '2',
  三: '3', 叁: '3',
  四: '4', 肆: '4',
  五: '5', 伍: '5',
  六: '6', 陆: '6',
  七: '7', 柒: '7',
  八: '8', 捌: '8',
  九: '9', 玖: '9',
};
/**
 * Look-alike characters used to dodge a word that the pinyin pass cannot see (a different
 * sound, the same shape): 徽信 for 微信. Homophones (威信, 薇信) are caught by the pinyin pass.
 */
const LOOKALIKES: Record<string, string> = { 徽: '微', 嶶: '微', 溦: '微', 㣲: '微', 徾: '微' };

/** One normalised character: NFKC (full width → half width), lower case, simplified, look-alikes and numerals folded. */
function fold(c: string): string {
  const s = simplified(c);
  return NUMERALS[s] ?? LOOKALIKES[s] ?? s;
}

/**
 * The text as the matcher sees it: each character folded (`fold`), separators dropped;
 * `from`/`to` map each matcher character back to the original UTF-16 range.
 */
function normalise(text: string): { norm: string; from: number[]; to: number[]; breaks: Set<number> } {
  let norm = '';
  const from: number[] = [];
  const to: number[] = [];
  // Where the writer put a separator: a word boundary even though the separator is dropped.
  const breaks = new Set<number>();
  let i = 0;
  for (const ch of text) {
    const len = ch.length;
    if (IGNORED.test(ch)) breaks.add(norm.length);
    else {
      for (const raw of ch.normalize('NFKC').toLowerCase()) {
        if (IGNORED.test(raw)) continue;
        const c = fold(raw);
        for (let k = 0; k < c.length; k++) {
          norm += c[k];
          from.push(i);
          to.push(i + len);
        }
      }
    }
    i += len;
  }
  return { norm, from, to, breaks };
}

const keyOf = (word: string) => normalise(word).norm;

/** The script class of a character, for boundaries between runs (加vx: 加 | vx; qq12345678: qq | 12345678). */
const classOf = (c: string) => (HAN.test(c) ? 'h' : /\d/.test(c) ? 'd' : /[a-z]/.test(c) ? 'l' : 'o');

/** Word boundaries of the normalised text (UTF-16 offsets): jieba's segmentation, every change of script, and where separators were. */
function boundaries(norm: string, breaks: Set<number>): Set<number> {
  const at = new Set<number>([0, norm.length, ...breaks]);
  let pos = 0;
  for (const token of jieba().cut(norm, true)) {
    pos += token.length;
    at.add(pos);
  }
  for (let k = 1; k < norm.length; k++) if (classOf(norm[k - 1]!) !== classOf(norm[k]!)) at.add(k);
  return at;
}

/** The normalised text in pinyin (pinyin-pro, toneless, ü as v): each Han character its syllable, anything else itself; `of` maps back to the normalised offset. */
function pinyinText(norm: string): { text: string; of: number[]; starts: Set<number> } {
  const syllables = pinyin(norm, { type: 'array', toneType: 'none', v: true });
  const chars = [...norm];
  let text = '';
  const of: number[] = [];
  const starts = new Set<number>();
  let offset = 0;
  chars.forEach((c, k) => {
    const syl = HAN.test(c) && syllables[k] ? syllables[k]!.toLowerCase() : c;
    starts.add(text.length);
    for (let j = 0; j < syl.length; j++) of.push(offset);
    text += syl;
    offset += c.length;
  });
  starts.add(text.length);
  of.push(norm.length);
  return { text, of, starts };
}

interface Entry {
  word: string;
  category: SensitiveCategory;
  /** Characters (literal) or syllables (pinyin) of the word: SHORT or fewer match only on word boundaries. */
  units: number;
}

/**
 * The sensitive-word check. Spelling games are undone before matching (issue 36): full width →
 * half width (NFKC), traditional → simplified (opencc-js), Chinese and capital numerals →
 * digits, look-alike characters, and any spaces, punctuation or symbols between characters;
 * then two passes of Aho-Corasick automata (@monyone/aho-corasick, leftmost-longest, linear in
 * the text) — one over the folded text, one over its pinyin (pinyin-pro), which catches
 * homophones (加威信) and words typed in pinyin (dubo) — plus a phone-number pattern for
 * contact spam. Words of one or two characters (or syllables) count only on jieba's word
 * boundaries, so 特色情调 does not hold 色情.
 */
export class SensitiveWords {
  private readonly literal: AhoCorasick;
  private readonly sounds: AhoCorasick;
  private readonly byKey = new Map<string, Entry>();
  private readonly bySound = new Map<string, Entry>();

  constructor(lists: Record<SensitiveCategory, readonly string[]> = SENSITIVE_WORDS) {
    for (const [category, words] of Object.entries(lists) as [SensitiveCategory, readonly string[]][]) {
      for (const word of words) {
        const key = keyOf(word);
        if (!key || this.byKey.has(key)) continue;
        this.byKey.set(key, { word, category, units: [...key].length });
        // Only words with Chinese characters have a sound to match: a Latin word (weixin) is its own spelling.
        if (!HAN.test(key)) continue;
        const sound = pinyinText(key).text;
        if (!this.bySound.has(sound)) this.bySound.set(sound, { word, category, units: [...key].length });
      }
    }
    this.literal = new AhoCorasick([...this.byKey.keys()]);
    this.sounds = new AhoCorasick([...this.bySound.keys()]);
  }

  hits(text: string): SensitiveHit[] {
    if (!text) return [];
    const { norm, from, to, breaks } = normalise(text);
    if (!norm) return [];
    let bounds: Set<number> | null = null;
    const onBoundary = (begin: number, end: number) => (bounds ??= boundaries(norm, breaks)).has(begin) && bounds.has(end);
    const hits: SensitiveHit[] = [];
    const add = (entry: Entry, begin: number, end: number) => {
      if (begin >= end || hits.some((h) => h.start < to[end - 1]! && from[begin]! < h.end)) return;
      const start = from[begin]!;
      const stop = to[end - 1]!;
      hits.push({ word: entry.word, category: entry.category, text: text.slice(start, stop), start, end: stop });
    };
    for (const m of this.literal.matchInText(norm)) {
      const entry = this.byKey.get(m.keyword);
      if (!entry || (entry.units <= SHORT && !onBoundary(m.begin, m.end))) continue;
      add(entry, m.begin, m.end);
    }
    const spoken = pinyinText(norm);
    for (const m of this.sounds.matchInText(spoken.text)) {
      const entry = this.bySound.get(m.keyword);
      // Whole syllables only, and on word boundaries for a short word.
      if (!entry || !spoken.starts.has(m.begin) || !spoken.starts.has(m.end)) continue;
      const begin = spoken.of[m.begin]!;
      const end = spoken.of[m.end]!;
      if (entry.units <= SHORT && !onBoundary(begin, end)) continue;
      add(entry, begin, end);
    }
    for (const m of norm.matchAll(PHONE)) {
      const start = from[m.index]!;
      const end = to[m.index + m[0].length - 1]!;
      if (!hits.some((h) => h.start < end && start < h.end)) hits.push({ word: '手机号码', category: 'contact', text: text.slice(start, end), start, end });
    }
    return hits.sort((a, b) => a.start - b.start);
  }

  check(text: string): SensitiveCheck {
    const hits = this.hits(text);
    const words = [...new Set(hits.map((h) => h.text))];
    return { pass: hits.length === 0, hits, message: hits.length ? `包含敏感词：${words.slice(0, 5).join('、')}${words.length > 5 ? ' 等' : ''}，请修改后再提交` : '' };
  }
}

let shared: SensitiveWords | null = null;

/** The one automaton of the process (built once: tests start many apps), for uploads and hot words alike. */
export function sharedSensitiveWords(): SensitiveWords {
  return (shared ??= new SensitiveWords());
}
