/**
 * A circuit breaker per API origin for the site's server (issue 14 item 4). A hung API used to
 * cost every render the full timeout; after FAILURES_TO_OPEN failures (timeouts, refused
 * connections, 5xx) within WINDOW_MS the breaker opens and calls fail at once (the wrapper's
 * undefined, i.e. "unavailable"). Successes do not count against failures: many of the site's
 * GETs are answered by Next's data cache without reaching the API, so a success proves nothing.
 * For the same reason the breaker is closed only by its own probe: once OPEN_MS have passed, the
 * next call starts one request to the origin that bypasses Next's fetch cache (half-open); any
 * HTTP answer below 500 within PROBE_TIMEOUT_MS closes it, otherwise it stays open for another
 * OPEN_MS. Browsers do not use it: their failures are their own network's.
 */
export const FAILURES_TO_OPEN = 3;
export const WINDOW_MS = 10_000;
/** Pages recover within OPEN_MS + PROBE_TIMEOUT_MS (+ one probe) of the API coming back. */
const DEFAULT_OPEN_MS = 5_000;
const PROBE_TIMEOUT_MS = 2_000;

type State = { failures: number[]; openedAt: number | null; probing: boolean };
type Probe = (origin: string) => Promise<boolean>;
type Log = (message: string) => void;

/**
 * Opening and closing are logged, once per change (never per call): while open every page
 * rendered loses what that origin would have given it, so operators must be able to see when
 * and why, and tell a failing API from a site server too busy to read its answers in time.
 */
const warn: Log = (message) => console.warn(message);

/** Next patches globalThis.fetch (cache, dynamic-rendering checks); the probe must reach the network. */
function networkFetch(): typeof fetch {
  const patched = globalThis.fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch };
  return patched._nextOriginalFetch ?? patched;
}

/** Any HTTP answer below 500 from the origin's root: the API is answering again. */
export const httpProbe: Probe = async (origin) => {
  try {
    const res = await networkFetch()(`${origin}/`, { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    // The answer itself does not matter; free the connection without waiting for it.
    res.body?.cancel().catch(() => undefined);
    return res.status < 500;
  } catch {
    return false;
  }
};

export class CircuitBreaker {
  private readonly states = new Map<string, State>();

  constructor(
    private readonly openMs: number = DEFAULT_OPEN_MS,
    private readonly now: () => number = () => Date.now(),
    private readonly probe: Probe = httpProbe,
    private readonly log: Log = warn,
  ) {}

  private state(key: string): State {
    let s = this.states.get(key);
    if (!s) {
      s = { failures: [], openedAt: null, probing: false };
      this.states.set(key, s);
    }
    return s;
  }

  /** 'closed' | 'open' | 'half-open' (a probe is under way). */
  status(key: string): 'closed' | 'open' | 'half-open' {
    const s = this.state(key);
    if (s.openedAt === null) return 'closed';
    return s.probing ? 'half-open' : 'open';
  }

  /** May a call to `key` go out now? While open, no; once OPEN_MS have passed, this call starts the probe (and still fails fast). */
  allow(key: string): boolean {
    const s = this.state(key);
    if (s.openedAt === null) return true;
    if (!s.probing && this.now() - s.openedAt >= this.openMs) {
      s.probing = true;
      void this.probe(key).then((alive) => {
        s.probing = false;
        if (alive) {
          s.openedAt = null;
          s.failures = [];
          this.log(`[api-breaker] ${key} answers again: calls go out again`);
        } else s.openedAt = this.now();
      });
    }
    return false;
  }

  /** A call that failed for the API's sake (timeout, no connection, 5xx); `reason` is logged when it opens the breaker. */
  failure(key: string, reason = 'failed'): void {
    const s = this.state(key);
    const t = this.now();
    s.failures = s.failures.filter((at) => t - at < WINDOW_MS);
    s.failures.push(t);
    if (s.openedAt === null && s.failures.length >= FAILURES_TO_OPEN) {
      s.openedAt = t;
      this.log(`[api-breaker] ${key}: ${s.failures.length} failures within ${WINDOW_MS / 1000} s (the last: ${reason}); calls to it fail at once for ${this.openMs / 1000} s`);
    }
  }

  /** Forgets every origin's history (tests). */
  reset(): void {
    this.states.clear();
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
