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

  /**
   * Checks every limit and, when none applies, counts one event on each, in one synchronous step:
   * concurrent requests cannot all pass a check made before an await and counted after it.
   * Returns the index and wait of the first limit that applies, or null when reserved.
   */
  reserve(limits: readonly (readonly [key: string, max: number, windowMs: number])[]): { index: number; wait: number } | null {
    for (let index = 0; index < limits.length; index++) {
      const [key, max, windowMs] = limits[index]!;
      const wait = this.retryAfter(key, max, windowMs);
      if (wait) return { index, wait };
    }
    for (const [key] of limits) this.record(key);
    return null;
  }

  /** Takes back the latest event of a key (a reserved attempt that succeeded). */
  unrecord(key: string): void {
    const list = this.hits.get(key);
    list?.pop();
    if (list && !list.length) this.hits.delete(key);
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

interface BackoffState {
  failures: number;
  until: number;
  last: number;
}

/**
 * Exponential back-off per key: after `free` failures the n-th further one locks the key for
 * base·2^(n-1) (15 min, 30 min, 1 h … up to a day); a day without failures forgets the count.
 */
export class Backoff {
  private readonly state = new Map<string, BackoffState>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly baseMs = 900_000,
    private readonly maxMs = 86_400_000,
  ) {}

  /** Seconds until the key may try again; 0 when it may now. */
  wait(key: string): number {
    const st = this.state.get(key);
    if (!st) return 0;
    const t = this.now();
    if (st.until <= t && t - st.last > 86_400_000) {
      this.state.delete(key);
      return 0;
    }
    return st.until > t ? Math.max(1, Math.ceil((st.until - t) / 1000)) : 0;
  }

  fail(key: string, free: number): void {
    const t = this.now();
    const prev = this.state.get(key);
    const failures = (prev && (prev.until > t || t - prev.last <= 86_400_000) ? prev.failures : 0) + 1;
    const over = failures - free;
    const until = over > 0 ? t + Math.min(this.maxMs, this.baseMs * 2 ** Math.min(over - 1, 30)) : 0;
    this.state.set(key, { failures, until, last: t });
    if (this.state.size > 100_000) this.state.delete(this.state.keys().next().value!);
  }

  clear(key: string): void {
    this.state.delete(key);
  }
}

/** "N 分钟" / "N 秒" for rate-limit messages. */
export function waitText(seconds: number): string {
  if (seconds >= 3600) return `${Math.ceil(seconds / 3600)} 小时`;
  if (seconds >= 120) return `${Math.ceil(seconds / 60)} 分钟`;
  return `${seconds} 秒`;
}
