import { BATCH_PARAM, MAX_BATCH_EVENTS, PREFIX_PARAM, type Beacon, type TrackEvent } from '@/lib/api/contract/tracking';
import { eventQuery } from './build-event';

/**
 * The browser's event queue (docs/tracking.md "Queue"): kept in localStorage so events survive a
 * reload, a crash and offline time; sent in batches of image GETs; a failed or slow send retried
 * with exponential backoff; on pagehide what is left goes in one navigator.sendBeacon POST per
 * beacon (when online). Each event carries its id, so a copy sent twice (an answer lost on the
 * way, two tabs) is dropped by the collector. Nothing here ever throws into the page.
 */

export interface Queued {
  b: Beacon;
  e: TrackEvent;
  /** Failed attempts so far. */
  n: number;
  /** Not before this time (epoch ms). */
  t: number;
}

export interface QueueEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  /** An image GET; `done(true)` once it loaded, `done(false)` on error. */
  sendImage: (url: string, done: (ok: boolean) => void) => void;
  /** navigator.sendBeacon; false when the browser refused it. */
  sendBeacon: (url: string, body: string) => boolean;
  online: () => boolean;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (t: unknown) => void;
}

export const QUEUE_KEY = 'tkQueue';
/** The oldest events go first when more than this many wait (a week offline on a busy page). */
const MAX_QUEUED = 1000;
/** Image GETs in flight at once. */
export const MAX_REQUESTS = 4;
/** Longest beacon URL a batch may make (under common server and proxy limits of 8 KB). */
export const MAX_URL_LENGTH = 6000;
export { BATCH_PARAM };
/** Shorter shared beginnings are not worth their parameter. */
const MIN_PREFIX = 4;
/** Events of one burst (a screen of exposures) are sent together after this pause. */
export const BATCH_DELAY_MS = 1000;
/** An image that neither loads nor fails within this counts as failed (a slow collector). */
export const SEND_TIMEOUT_MS = 10_000;
const BACKOFF_BASE_MS = 2000;
const ACK_SAVE_DELAY_MS = 1000;
/**
 * New events are written within this: once their burst has been sent (BATCH_DELAY_MS) and its
 * images have had half a second to answer, so a screen of exposures is one write of what is
 * still undelivered — usually nothing, and a write that would store the text already stored is
 * skipped. A reload, a page left or hidden in between still keeps them (pagehide and
 * visibilitychange write at once); offline or failing, they are written at this time.
 */
export const ADD_SAVE_DELAY_MS = BATCH_DELAY_MS + 500;
const BACKOFF_CAP_MS = 5 * 60_000;

/** Retry delay after `attempt` failures: 2 s, 4 s, 8 s … capped at 5 min, ±20 % jitter. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * One beacon request for the first events of `list` that fit MAX_URL_LENGTH. A single event is
 * sent as SPEC §7 has it, its fields as the query string. Several share one URL: the fields
 * every one of them has with the same value once, as plain parameters; the shared beginning of
 * a field every one has with different values (the event id, the spm) once, as `p.{field}`; and
 * each event's own fields (the rest of its id, its spm index, its item …) as a query string in
 * one `e` parameter — the collector rebuilds each event from the three (docs/api.md "Tracking").
 * A screen of 100 exposures fits one request.
 */
export function batchUrl(base: string, list: readonly Queued[]): { url: string; taken: number } {
  const single = (q: Queued) => `${base}?${eventQuery(q.e)}`;
  if (list.length === 1) return { url: single(list[0]!), taken: 1 };
  // Shared values and beginnings, decided on the whole candidate list (then kept for any part of it).
  const first = list[0]!.e as Record<string, string>;
  const common: Record<string, string> = {};
  const prefix: Record<string, string> = {};
  let prefixes = '';
  for (const k in first) {
    const v = first[k]!;
    let n = v.length;
    let same = k !== 'event_id';
    for (let i = 1; i < list.length && n > 0; i++) {
      const w = (list[i]!.e as Record<string, string>)[k];
      if (w === v) continue;
      same = false;
      if (typeof w !== 'string') {
        n = 0;
        break;
      }
      let j = 0;
      const m = Math.min(n, w.length);
      while (j < m && w.charCodeAt(j) === v.charCodeAt(j)) j++;
      n = j;
    }
    if (same) common[k] = v;
    else {
      // Never between the two halves of a surrogate pair (an emoji in a query).
      if (n > 0 && (v.charCodeAt(n - 1) & 0xfc00) === 0xd800) n--;
      if (n >= MIN_PREFIX) {
        prefix[k] = v.slice(0, n);
        prefixes += `&${PREFIX_PARAM}${k}=${encodeURIComponent(prefix[k]!)}`;
      }
    }
  }
  let url = `${base}?${new URLSearchParams(common).toString()}${prefixes}`;
  let taken = 0;
  for (const q of list) {
    const part = `&${BATCH_PARAM}=${ownPart(q.e as Record<string, string>, common, prefix)}`;
    if (taken > 0 && url.length + part.length > MAX_URL_LENGTH) break;
    if (taken >= MAX_BATCH_EVENTS) break;
    url += part;
    taken++;
  }
  return taken === 1 ? { url: single(list[0]!), taken: 1 } : { url, taken };
}

/** What a query-string value must escape to be read back by URLSearchParams (the rest stays as is). */
const QS_SPECIAL = /[%&=+]/g;

/**
 * One event's own fields (those not in `common`, less their `prefix`) as the value of an `e` parameter: a query
 * string encoded once, not twice — each value escapes only what URLSearchParams would misread
 * (% & = +), and the whole is percent-encoded once as the parameter's value, so a Chinese spm
 * costs 9 characters a character instead of 15 and a screen of exposures needs fewer requests.
 * The collector reads it back the same way (`new URLSearchParams(e)`).
 */
function ownPart(event: Record<string, string>, common: Record<string, string>, prefix: Record<string, string>): string {
  let raw = '';
  for (const k in event) {
    let v = event[k]!;
    if (common[k] === v) continue;
    const p = prefix[k];
    if (p !== undefined) v = v.slice(p.length);
    raw += `${raw ? '&' : ''}${k}=${v.replace(QS_SPECIAL, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
  }
  try {
    return encodeURIComponent(raw);
  } catch {
    // A lone surrogate (text cut mid-character): URLSearchParams replaces it, encodeURIComponent cannot.
    const own: Record<string, string> = {};
    for (const k in event) if (common[k] !== event[k]) own[k] = prefix[k] !== undefined ? event[k]!.slice(prefix[k]!.length) : event[k]!;
    return encodeURIComponent(new URLSearchParams(own).toString());
  }
}

export class BeaconQueue {
  private items: Queued[] = [];
  private readonly inflight = new Set<string>();
  private requests = 0;
  private readonly done = new Set<string>();
  private timer: unknown = null;
  private timerAt = Infinity;
  private saveTimer: unknown = null;
  private saveDelay = 0;
  /** The queue text this page last read or wrote (a save merges only when the stored text differs). */
  private written: string | null = null;

  constructor(
    private readonly urls: Record<Beacon, string>,
    private readonly env: QueueEnv,
  ) {
    this.items = this.read();
  }

  /** Every queued event (tests, the bench). */
  get size(): number {
    return this.items.length;
  }

  snapshot(): Queued[] {
    return this.items.slice();
  }

  add(events: { beacon: Beacon; event: TrackEvent }[]): void {
    if (!events.length) return;
    const t = this.env.now();
    for (const { beacon, event } of events) this.items.push({ b: beacon, e: event, n: 0, t });
    if (this.items.length > MAX_QUEUED) this.items.splice(0, this.items.length - MAX_QUEUED);
    this.scheduleSave(ADD_SAVE_DELAY_MS);
    this.schedule(BATCH_DELAY_MS);
  }

  /**
   * Sends what is due as batched image GETs (at most MAX_REQUESTS in flight), one beacon per
   * request; plans the next round.
   */
  flush(): void {
    this.clearSchedule();
    if (!this.env.online()) return; // the `online` event calls flush again
    const now = this.env.now();
    const due = this.items.filter((q) => q.t <= now && !this.inflight.has(q.e.event_id));
    for (const beacon of new Set(due.map((q) => q.b))) {
      let rest = due.filter((q) => q.b === beacon);
      while (rest.length && this.requests < MAX_REQUESTS) {
        const { url, taken } = batchUrl(this.urls[beacon], rest);
        this.send(url, rest.slice(0, taken));
        rest = rest.slice(taken);
      }
    }
    this.planNext();
  }

  /** pagehide: the rest in one sendBeacon POST per beacon; what the browser took leaves the queue. */
  leave(): void {
    this.clearSchedule();
    if (this.env.online()) {
      const byBeacon = new Map<Beacon, Queued[]>();
      for (const item of this.items) byBeacon.set(item.b, [...(byBeacon.get(item.b) ?? []), item]);
      for (const [beacon, list] of byBeacon) {
        for (let i = 0; i < list.length; i += MAX_BATCH_EVENTS) {
          const part = list.slice(i, i + MAX_BATCH_EVENTS);
          let taken = false;
          try {
            taken = this.env.sendBeacon(this.urls[beacon], part.map((q) => eventQuery(q.e)).join('\n'));
          } catch {
            taken = false;
          }
          if (taken) for (const q of part) this.done.add(q.e.event_id);
        }
      }
      this.items = this.items.filter((q) => !this.done.has(q.e.event_id));
    }
    this.save();
  }

  private send(url: string, batch: Queued[]): void {
    for (const q of batch) this.inflight.add(q.e.event_id);
    this.requests++;
    let settled = false;
    const finish = (ok: boolean) => {
      if (settled) return;
      settled = true;
      this.env.clearTimer(timeout);
      this.requests--;
      const ids = new Set(batch.map((q) => q.e.event_id));
      for (const id of ids) this.inflight.delete(id);
      if (ok) {
        for (const id of ids) this.done.add(id);
        this.items = this.items.filter((q) => !ids.has(q.e.event_id));
      } else {
        const next = this.env.now() + backoffMs(batch[0]!.n + 1);
        for (const q of batch) {
          q.n++;
          q.t = next;
        }
      }
      // Answers are written back lazily: a lost ack only means a resend, which the collector drops.
      // A burst delivered before it was ever stored leaves nothing to write: no save task at all.
      if (this.items.length === 0 && (this.written === null || this.written === '[]')) this.cancelSave();
      else this.scheduleSave(ACK_SAVE_DELAY_MS);
      this.planNext(ok ? 0 : undefined);
    };
    const timeout = this.env.setTimer(() => finish(false), SEND_TIMEOUT_MS);
    try {
      this.env.sendImage(url, finish);
    } catch {
      finish(false);
    }
  }

  /** Next round: right away after a success (more may wait), else when the earliest retry is due. */
  private planNext(delay?: number): void {
    // All requests busy: the next answer plans the round (no timer spinning meanwhile).
    if (this.requests >= MAX_REQUESTS) return;
    const waiting = this.items.filter((q) => !this.inflight.has(q.e.event_id));
    if (!waiting.length) return;
    const now = this.env.now();
    const due = Math.min(...waiting.map((q) => q.t));
    this.schedule(delay ?? Math.max(0, due - now));
  }

  private schedule(ms: number): void {
    const at = this.env.now() + ms;
    if (this.timer !== null && this.timerAt <= at) return;
    this.clearSchedule();
    this.timerAt = at;
    this.timer = this.env.setTimer(() => {
      this.timer = null;
      this.timerAt = Infinity;
      this.flush();
    }, ms);
  }

  private clearSchedule(): void {
    if (this.timer !== null) this.env.clearTimer(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
  }

  private read(): Queued[] {
    try {
      const raw = this.env.storage?.getItem(QUEUE_KEY) ?? null;
      const list = this.parse(raw);
      this.written = raw;
      return list;
    } catch {
      return [];
    }
  }

  private parse(raw: string | null): Queued[] {
    try {
      const list = raw ? (JSON.parse(raw) as unknown) : [];
      return Array.isArray(list) ? list.filter((q): q is Queued => !!q && typeof q === 'object' && typeof (q as Queued).e?.event_id === 'string' && typeof (q as Queued).b === 'string') : [];
    } catch {
      return [];
    }
  }

  private cancelSave(): void {
    if (this.saveTimer !== null) this.env.clearTimer(this.saveTimer);
    this.saveTimer = null;
  }

  /** New events are written within ADD_SAVE_DELAY_MS, answers within ACK_SAVE_DELAY_MS. */
  private scheduleSave(delay = 0): void {
    if (this.saveTimer !== null) {
      if (delay >= this.saveDelay) return;
      this.env.clearTimer(this.saveTimer);
    }
    this.saveDelay = delay;
    this.saveTimer = this.env.setTimer(() => {
      this.saveTimer = null;
      this.save();
    }, delay);
  }

  /**
   * Writes the queue, merged with what another tab (or an earlier page) stored meanwhile: their
   * events are kept unless this page saw them delivered.
   */
  save(): void {
    this.cancelSave();
    // What another tab (or an earlier page) stored meanwhile; nothing to merge when the stored
    // text is still what this page wrote last (the common case: no parse of the whole queue).
    let stored: string | null = null;
    try {
      stored = this.env.storage?.getItem(QUEUE_KEY) ?? null;
    } catch {
      stored = null;
    }
    if (stored !== null && stored !== this.written) {
      const mine = new Set(this.items.map((q) => q.e.event_id));
      const theirs = this.parse(stored).filter((q) => !mine.has(q.e.event_id) && !this.done.has(q.e.event_id));
      this.items = [...theirs, ...this.items].slice(-MAX_QUEUED);
    }
    try {
      const text = JSON.stringify(this.items);
      // Nothing changed since the last write (a delivered burst that was never stored): no write.
      if (text === this.written || (text === '[]' && this.written === null)) return;
      this.env.storage?.setItem(QUEUE_KEY, text);
      this.written = text;
    } catch {
      /* full or blocked storage: the queue lives in memory for this page */
    }
  }
}
