import type Database from 'better-sqlite3';

const FLUSH_MS = 5000;

/**
 * What visitors search for (the source of "大家都在搜" and hot words), counted in memory and
 * written every few seconds so a burst of searches costs no disk write per request.
 */
export class SearchLog {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private readonly upsert: Database.Statement;

  constructor(private readonly db: Database.Database) {
    this.upsert = db.prepare('INSERT INTO search_log (word, count, last_at) VALUES (?, ?, ?) ON CONFLICT(word) DO UPDATE SET count = count + excluded.count, last_at = excluded.last_at');
  }

  record(word: string): void {
    this.pending.set(word, (this.pending.get(word) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.pending.size || !this.db.open) return;
    const batch = this.pending;
    this.pending = new Map();
    const now = Date.now();
    this.db.transaction(() => {
      for (const [word, n] of batch) this.upsert.run(word, n, now);
    })();
  }

  /** Most searched words (at least `min` searches), newest activity breaking ties. */
  top(limit: number, min = 2): { word: string; count: number }[] {
    this.flush();
    return this.db.prepare('SELECT word, count FROM search_log WHERE count >= ? ORDER BY count DESC, last_at DESC LIMIT ?').all(min, limit) as { word: string; count: number }[];
  }
}
