import { BEACONS, type Beacon } from '@/lib/api/contract/tracking';
import { isChannel, DEFAULT_CHANNEL, type Channel } from '@/lib/channel/hosts';
import { beaconUrl, clientVersion } from '@/lib/config';
import { ensureDeviceUuid } from '@/lib/visitor/device-uuid';
import { experimentIdOf, whenClientGroupsKnown } from '@/components/experiments';
import { getItem } from '@/lib/storage';
import { beforeTimeout } from '@/lib/lazy/with-timeout';
import type { StoredIpLocation } from '@/lib/storage/keys';
import { ANALYTICS_USER_EVENT, analyticsUserId } from './analytics-user';
import { buildEvent, buildSpm, type EventContext } from './build-event';
import { deviceInfo, type HintValues } from './device';
import { PENDING_KEY, type TrackCall } from './track';
import { browserLocationDeps, resolveLocation } from './location';
import { BeaconQueue, type QueueEnv } from './queue';

/** sessionStorage: the spm of the tracked click that is leading to another page. */
const SOURCE_KEY = 'tkSrc';
const HINTS_KEY = 'tkHints';
/** Longest wait for the experiment groups and the location before events are built anyway. */
const HOLD_MS = 3000;
const WHO_TTL_MS = 1000;

type SearchIds = NonNullable<EventContext['search']>;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readJson<T>(storage: Storage | null, key: string): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function writeJson(storage: Storage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    /* full or blocked: this one value is lost, nothing else */
  }
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const browserQueueEnv = (): QueueEnv => ({
  storage: localStore(),
  now: Date.now,
  sendImage: (url, done) => {
    const img = new Image();
    img.onload = () => done(true);
    img.onerror = () => done(false);
    img.src = url;
  },
  sendBeacon: (url, body) => typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body),
  online: () => navigator.onLine !== false,
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
});

/** This page's random part of event ids: drawn once (a getRandomValues per event is measurable on a screen of 100). */
let idPrefix = '';
let idCount = 0;

/**
 * Unique id: this page's random part (96 bits) + time + a counter, URL-safe, 20+ characters (the
 * collector dedups by it). `at` is the time of the batch being built. The random part comes
 * first, so every id of a page shares a long beginning, which a GET batch sends once: a screen
 * whose exposures were built by two calls a few milliseconds apart (two observer callbacks)
 * still fits one request (time first, the beginnings had parted within the time part).
 */
export function newEventId(at: number = Date.now()): string {
  if (!idPrefix) idPrefix = typeof crypto !== 'undefined' && crypto.getRandomValues ? Array.from(crypto.getRandomValues(new Uint32Array(3)), (n) => n.toString(36).padStart(7, '0')).join('') : Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  return `${idPrefix}${at.toString(36)}-${(idCount++).toString(36)}`.slice(0, 64);
}

interface Engine {
  accept: (calls: TrackCall[]) => void;
  queue: BeaconQueue;
}

let started: Engine | null = null;

/**
 * Starts once per page: the queue (sending what earlier pages left), the location lookup, the
 * client hints, and the page-leave hooks. Calls are built into events at once (the time, page
 * and position were taken when they happened).
 */
export function startEngine(): Engine {
  if (started) return started;
  const urls = Object.fromEntries(BEACONS.map((b) => [b, beaconUrl(b)])) as Record<Beacon, string>;
  const queue = new BeaconQueue(urls, browserQueueEnv());
  const channelAttr = document.documentElement.dataset.channel;
  const channel: Channel = isChannel(channelAttr) ? channelAttr : DEFAULT_CHANNEL;
  const version = clientVersion();
  let hints: HintValues | null = readJson<HintValues>(session(), HINTS_KEY);
  let location: StoredIpLocation | null = getItem('addressIpData');
  const deviceId = () => ensureDeviceUuid();
  const sources = new Map<string, string | null>();
  const searches = new Map<string, SearchIds>();
  let lastHref: string | null = null;

  const uaData = (navigator as { userAgentData?: { getHighEntropyValues?: (h: string[]) => Promise<HintValues> } }).userAgentData;
  if (!hints && uaData?.getHighEntropyValues) {
    uaData.getHighEntropyValues(['platformVersion', 'model']).then(
      (h) => {
        hints = { platform: h.platform, platformVersion: h.platformVersion, model: h.model, mobile: h.mobile };
        writeJson(session(), HINTS_KEY, hints);
      },
      () => undefined,
    );
  }
  const located = resolveLocation(browserLocationDeps(deviceId)).then((loc) => {
    if (loc) location = loc;
  });

  // Who and on what: read at most once a second, not per event (a screen of exposures arrives
  // one timer at a time, and these read cookies, storage and the user-agent string).
  let whoCache: { at: number; device: ReturnType<typeof deviceInfo>; userId: string | null; visitor: string | null; experimentId: string } | null = null;
  const who = () => {
    const now = Date.now();
    if (whoCache && now - whoCache.at < WHO_TTL_MS) return whoCache;
    const stored = getItem('accountId');
    whoCache = {
      at: now,
      device: deviceInfo(navigator as Parameters<typeof deviceInfo>[0], hints),
      userId: analyticsUserId() ?? (stored !== null ? String(stored) : null),
      visitor: deviceId(),
      experimentId: experimentIdOf(),
    };
    return whoCache;
  };
  // A login, a logout or the groups' answer changes them at once.
  addEventListener(ANALYTICS_USER_EVENT, () => (whoCache = null));

  /** What led to `href`: the tracked click that pointed at it, else the page before it. */
  const sourceOf = (href: string): string | null => {
    if (sources.has(href)) return sources.get(href)!;
    const src = readJson<{ to: string; spm: string }>(session(), SOURCE_KEY);
    let spm: string | null = null;
    if (src && src.to === href) spm = src.spm;
    else if (lastHref && lastHref !== href) spm = buildSpm(channel, lastHref);
    else if (document.referrer) {
      try {
        const ref = new URL(document.referrer);
        if (ref.origin === window.location.origin) spm = buildSpm(channel, ref.pathname + ref.search);
      } catch {
        /* not a URL */
      }
    }
    sources.set(href, spm);
    return spm;
  };

  const build = (calls: TrackCall[]) => {
    const built = [];
    const { device, userId, visitor, experimentId } = who();
    // One context per page of the batch (a screen of exposures shares one).
    let ctx: EventContext | null = null;
    const builtAt = Date.now();
    const eventId = () => newEventId(builtAt);
    for (const call of calls) {
      try {
        const { input } = call;
        if (input.request_id || input.recall_id || input.scm) {
          searches.set(call.href, { request_id: input.request_id, recall_id: input.recall_id, scm: input.scm });
          ctx = null;
        }
        if (!ctx || call.href !== lastHref) {
          ctx = {
            channel,
            device,
            location,
            userId,
            deviceId: visitor,
            experimentId,
            clientVersion: version,
            sourceSpm: sourceOf(call.href),
            search: searches.get(call.href) ?? null,
            eventId,
          };
        }
        if (call.href !== lastHref) lastHref = call.href;
        const one = buildEvent(call, ctx);
        if (call.to) writeJson(session(), SOURCE_KEY, { to: call.to, spm: one.event.spm });
        built.push(one);
      } catch {
        /* one malformed call never stops the others */
      }
    }
    queue.add(built);
  };

  // Events wait (at most 3 s) for the visitor's experiment groups and location, so they carry
  // the real experiment_id and city; a page left before then sends what it has.
  let held: TrackCall[] | null = [];
  const release = () => {
    whoCache = null; // the groups and the location just arrived
    if (!held) return;
    const calls = held;
    held = null;
    build(calls);
  };
  void beforeTimeout(Promise.all([whenClientGroupsKnown(HOLD_MS), located]).then(() => undefined), HOLD_MS, () => undefined).then(release, release);
  const accept = (calls: TrackCall[]) => {
    if (held) held.push(...calls);
    else build(calls);
  };

  // Calls an earlier page made before its engine loaded.
  const leftover = readJson<TrackCall[]>(localStore(), PENDING_KEY);
  if (leftover?.length) {
    localStore()?.removeItem(PENDING_KEY);
    accept(leftover.filter((c) => c && typeof c.type === 'string' && typeof c.href === 'string'));
  }

  addEventListener('pagehide', () => {
    release();
    queue.leave();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    release();
    queue.leave();
  });
  addEventListener('online', () => queue.flush());
  queue.flush();
  started = { accept, queue };
  return started;
}
