/**
 * Sliding-window counters kept in memory: one process serves the reference API, and a restart
 * forgetting recent attempts is acceptable there (a production API keeps them in a shared store).
 */
export class Limiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  // Read through a closure (not a captured Date.now) so tests can move the clock.
  constructor(private readonly now: () => number = () => Date.now()) {}

  private recent(key: string, windowMs: number): number[] {
    const t = this.now();
    const list = (this.hits.get(key) ?? []).filter((at) => at > t - windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Seconds until one more event is allowed under `max` per `windowMs`; 0 when allowed now. */
  retryAfter(key: string, max: number, windowMs: number): number {
    const list = this.recent(key, windowMs);
    if (list.length < max) return 0;
    const oldest = list[list.length - max]!;
    return Math.max(1, Math.ceil((oldest + windowMs - this.now()) / 1000));
  }

  record(key: string): void {
    const t = this.now();
    const list = this.hits.get(key) ?? [];
    list.push(t);
    this.hits.set(key, list);
    if (t - this.lastSweep > 600_000) this.sweep(t);
  }

  /** Forgets a key (a successful password login clears its failures). */
  clear(key: string): void {
    this.hits.delete(key);
  }

  private sweep(t: number): void {
    this.lastSweep = t;
    for (const [key, list] of this.hits) {
      // The longest window is a day; anything older is irrelevant to every limit.
      if (!list.length || list[list.length - 1]! < t - 86_400_000) this.hits.delete(key);
    }
  }
}

/** "N 分钟" / "N 秒" for rate-limit messages. */
export function waitText(seconds: number): string {
  if (seconds >= 3600) return `${Math.ceil(seconds / 3600)} 小时`;
  if (seconds >= 120) return `${Math.ceil(seconds / 60)} 分钟`;
  return `${seconds} 秒`;
}
