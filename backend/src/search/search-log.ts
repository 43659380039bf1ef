import type Database from 'better-sqlite3';
import { normalize } from './tokenize';

const FLUSH_MS = 5000;
/** Searches older than this no longer count (the hot words follow what people search now). */
const VOTE_WINDOW_MS = 7 * 24 * 3600_000;
/** Devices one address may count for a word: an office behind one address counts, a script inventing device ids does not. */
export const DEVICES_PER_ADDRESS = 3;
/** A searched word is shown only once this many devices (from at least two addresses) searched it. */
export const MIN_VOTERS = 3;
/** Candidates kept from one count (the longest list asks for 12). */
const POOL = 48;
/** Longest hot word shown: the lists are chips and links, not sentences. */
const MAX_WORD_CHARS = 20;

/** Who searched: an account or a visitor id the API issued (http/client.ts voterOf; none = not counted), and its network. */
export interface Voter {
  device?: string;
  ip: string;
}

interface SearchLogOptions {
  /** Words that may never be shown (sensitive words, contact spam): the API's sensitive-word check. */
  sensitive: (word: string) => boolean;
  /** Whether the catalogue answers the word (a word with no results is never a hot word). */
  known: (word: string) => boolean;
  /** How long a counted list is reused (0 = count on every read). */
  ttlMs: number;
  now?: () => number;
}

/**
 * Junk that is never a hot word, whoever searched it: no letter at all (digits, "-1",
 * punctuation, emoji), Latin text with one or two letters ("kt", "a1"), links, and anything
 * longer than a chip.
 */
export function isJunkWord(word: string): boolean {
  const chars = [...word];
  if (!chars.length || chars.length > MAX_WORD_CHARS) return true;
  if (!/\p{L}/u.test(word)) return true;
  if (/https?:|www\.|\.(com|cn|net|org|top|xyz)\b/.test(word)) return true;
  // Latin-only text (no CJK or other script): needs three letters to mean something.
  if (!/[^\p{Script=Latin}\p{N}\p{P}\p{S}\p{Z}]/u.test(word) && (word.match(/\p{L}/gu)?.length ?? 0) <= 2) return true;
  return false;
}

interface Vote {
  word: string;
  device: string;
  ip: string;
  at: number;
}

/**
 * What visitors search for (the source of 大家都在搜 and the hot words), counted as votes: one per
 * word and device over VOTE_WINDOW_MS, each address counting for at most DEVICES_PER_ADDRESS
 * devices, so repeating a word, inventing device ids or rotating addresses from one device
 * pushes nothing. Junk and sensitive words are never counted. Votes are kept in memory and
 * written every few seconds, so a burst of searches costs no disk write per request.
 */
export class SearchLog {
  private pending = new Map<string, Vote>();
  private timer: NodeJS.Timeout | null = null;
  private cached: { at: number; words: { word: string; count: number }[] } | null = null;
  private readonly upsert: Database.Statement;
  private readonly prune: Database.Statement;
  private readonly count: Database.Statement;
  private readonly now: () => number;

  constructor(
    private readonly db: Database.Database,
    private readonly opts: SearchLogOptions,
  ) {
    this.now = opts.now ?? Date.now;
    // The first address a device searched a word from stays: a device changing address is still one vote.
    this.upsert = db.prepare('INSERT INTO search_votes (word, device, ip, at) VALUES (?, ?, ?, ?) ON CONFLICT(word, device) DO UPDATE SET at = excluded.at');
    this.prune = db.prepare('DELETE FROM search_votes WHERE at < ?');
    this.count = db.prepare(
      `SELECT word, SUM(MIN(n, ${DEVICES_PER_ADDRESS})) AS count, COUNT(*) AS addresses, MAX(last) AS last
       FROM (SELECT word, ip, COUNT(*) AS n, MAX(at) AS last FROM search_votes WHERE at >= ? GROUP BY word, ip)
       GROUP BY word HAVING count >= ${MIN_VOTERS} AND addresses >= 2 ORDER BY count DESC, last DESC LIMIT ${POOL * 2}`,
    );
  }

  /** Counts one search; false when the word is junk or sensitive, or nobody verified searched it (then it is not counted). */
  record(keyword: string, voter: Voter): boolean {
    const word = normalize(keyword);
    // A request whose client went away has no address (Fastify's request.ip is then undefined): it
    // cannot be attributed, and a vote without one would fail the batch write in the flush timer.
    if (!voter.ip || isJunkWord(word) || this.opts.sensitive(word)) return false;
    const device = voter.device;
    if (!device) return false;
    this.pending.set(`${word}\n${device}`, { word, device, ip: voter.ip, at: this.now() });
    if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), FLUSH_MS);
      this.timer.unref();
    }
    return true;
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.pending.size || !this.db.open) return;
    const batch = this.pending;
    this.pending = new Map();
    const now = this.now();
    this.db.transaction(() => {
      for (const v of batch.values()) this.upsert.run(v.word, v.device, v.ip, v.at);
      this.prune.run(now - VOTE_WINDOW_MS);
    })();
  }

  /** Most searched words (at least `min` and never fewer than MIN_VOTERS devices), most devices first. */
  top(limit: number, min = MIN_VOTERS): { word: string; count: number }[] {
    const now = this.now();
    if (!this.cached || now - this.cached.at >= this.opts.ttlMs) {
      this.flush();
      const rows = this.count.all(now - VOTE_WINDOW_MS) as { word: string; count: number }[];
      // The lists may have changed since the votes were cast: check again when reading.
      const words = rows.filter((r) => !isJunkWord(r.word) && !this.opts.sensitive(r.word) && this.opts.known(r.word)).slice(0, POOL);
      this.cached = { at: now, words: words.map((r) => ({ word: r.word, count: r.count })) };
    }
    return this.cached.words.filter((w) => w.count >= min).slice(0, limit);
  }
}
