import { AhoCorasick } from '@monyone/aho-corasick/greedy';
import type { SensitiveCategory, SensitiveCheck, SensitiveHit } from '../../../../lib/api/contract/upload';
import { SENSITIVE_WORDS } from './sensitive-words';

/** Characters that may separate the characters of a word without hiding it: spaces, punctuation, symbols, invisible marks. */
const IGNORED = /[\p{Z}\p{P}\p{S}\p{Cc}\p{Cf}_]/u;
/** A mainland mobile number written into the text, digits possibly separated (contact spam). */
const PHONE = /1[3-9]\d{9}/g;

/**
 * The text as the matcher sees it: NFKC (full width → half width), lower case, separators
 * dropped; `from`/`to` map each matcher character back to the original UTF-16 range.
 */
function normalise(text: string): { norm: string; from: number[]; to: number[] } {
  let norm = '';
  const from: number[] = [];
  const to: number[] = [];
  let i = 0;
  for (const ch of text) {
    const len = ch.length;
    if (!IGNORED.test(ch)) {
      for (const c of ch.normalize('NFKC').toLowerCase()) {
        if (IGNORED.test(c)) continue;
        for (let k = 0; k < c.length; k++) {
          norm += c[k];
          from.push(i);
          to.push(i + len);
        }
      }
    }
    i += len;
  }
  return { norm, from, to };
}

const keyOf = (word: string) => normalise(word).norm;

/**
 * The sensitive-word check: one Aho-Corasick automaton over every listed word
 * (@monyone/aho-corasick, leftmost-longest), run once over the normalised text — linear in the
 * text, whatever the list's length — plus a phone-number pattern for contact spam.
 */
export class SensitiveWords {
  private readonly matcher: AhoCorasick;
  private readonly byKey = new Map<string, { word: string; category: SensitiveCategory }>();

  constructor(lists: Record<SensitiveCategory, readonly string[]> = SENSITIVE_WORDS) {
    for (const [category, words] of Object.entries(lists) as [SensitiveCategory, readonly string[]][]) {
      for (const word of words) {
        const key = keyOf(word);
        if (key && !this.byKey.has(key)) this.byKey.set(key, { word, category });
      }
    }
    this.matcher = new AhoCorasick([...this.byKey.keys()]);
  }

  hits(text: string): SensitiveHit[] {
    if (!text) return [];
    const { norm, from, to } = normalise(text);
    const hits: SensitiveHit[] = [];
    for (const m of this.matcher.matchInText(norm)) {
      const entry = this.byKey.get(m.keyword);
      if (!entry) continue;
      const start = from[m.begin]!;
      const end = to[m.end - 1]!;
      hits.push({ word: entry.word, category: entry.category, text: text.slice(start, end), start, end });
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
