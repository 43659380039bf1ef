/**
 * A circuit breaker per API origin for the site's server (issue 14 item 4). A hung API used to
 * cost every render the full timeout; after FAILURES_TO_OPEN failures in a row the breaker opens
 * and calls fail at once (the wrapper's undefined, i.e. "unavailable"). After OPEN_MS one call is
 * let through as a probe (half-open): its success closes the breaker, its failure opens it again.
 * Browsers do not use it: their failures are their own network's.
 */
export const FAILURES_TO_OPEN = 3;
/** Short enough that pages recover within seconds of the API coming back (bounded by OPEN_MS + one probe). */
export const DEFAULT_OPEN_MS = 5_000;

type State = { failures: number; openedAt: number | null; probing: boolean };

export class CircuitBreaker {
  private readonly states = new Map<string, State>();

  constructor(
    private readonly openMs: number = DEFAULT_OPEN_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private state(key: string): State {
    let s = this.states.get(key);
    if (!s) {
      s = { failures: 0, openedAt: null, probing: false };
      this.states.set(key, s);
    }
    return s;
  }

  /** 'closed' | 'open' | 'half-open' (for logs and tests). */
  status(key: string): 'closed' | 'open' | 'half-open' {
    const s = this.state(key);
    if (s.openedAt === null) return 'closed';
    return this.now() - s.openedAt >= this.openMs ? 'half-open' : 'open';
  }

  /** May a call to `key` go out now? In half-open only one probe at a time. */
  allow(key: string): boolean {
    const s = this.state(key);
    if (s.openedAt === null) return true;
    if (this.now() - s.openedAt < this.openMs || s.probing) return false;
    s.probing = true;
    return true;
  }

  success(key: string): void {
    const s = this.state(key);
    s.failures = 0;
    s.openedAt = null;
    s.probing = false;
  }

  /** Forgets every origin's history (tests). */
  reset(): void {
    this.states.clear();
  }

  failure(key: string): void {
    const s = this.state(key);
    s.failures += 1;
    if (s.probing || s.failures >= FAILURES_TO_OPEN) s.openedAt = this.now();
    s.probing = false;
  }
}

function openMsFromEnv(): number {
  const n = Number(process.env.API_BREAKER_OPEN_MS);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_OPEN_MS;
}

/** The one breaker of this server process (module state survives between requests). */
export const apiBreaker = new CircuitBreaker(openMsFromEnv());

/** The breaker's key: the origin of a request URL (one API host failing does not stop the others). */
export function breakerKey(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
