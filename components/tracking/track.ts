import type { BehaviourType } from '@/lib/api/contract/tracking';
import type { TrackInput } from './types';

/**
 * The one way to send a behaviour event (SPEC §3): `track('click', { kind: '3d', doc_id: 12, area: 'list', index: 3 })`.
 * Never throws, never blocks: the call is noted with its time and page, and the event is
 * built and queued by the lazily loaded engine (./engine), off the page's critical path.
 * On the server it does nothing.
 */
export interface TrackCall {
  type: BehaviourType;
  input: TrackInput;
  /** Epoch ms of the behaviour. */
  at: number;
  /** path + query of the page it happened on. */
  href: string;
  /** path + query a click leads to: that page's events get this one's spm as source_spm. */
  to?: string;
}

/** Local-storage key where calls made before the engine loaded survive a quick page leave. */
export const PENDING_KEY = 'tkPending';

type Engine = { accept: (calls: TrackCall[]) => void };

let pending: TrackCall[] = [];
let engine: Engine | null = null;
let loading = false;

function persistPending(): void {
  if (!pending.length) return;
  try {
    const before = JSON.parse(localStorage.getItem(PENDING_KEY) || '[]') as TrackCall[];
    localStorage.setItem(PENDING_KEY, JSON.stringify(before.concat(pending).slice(-500)));
    pending = [];
  } catch {
    /* storage full or blocked: the calls stay in memory */
  }
}

function load(): void {
  if (loading) return;
  loading = true;
  addEventListener('pagehide', persistPending);
  const go = () =>
    import('./engine').then(
      (m) => {
        engine = m.startEngine();
        removeEventListener('pagehide', persistPending);
        const calls = pending;
        pending = [];
        engine.accept(calls);
      },
      () => {
        // A failed chunk (offline, new deploy): keep the calls for the next page.
        loading = false;
        persistPending();
      },
    );
  const idle = (window as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(go, { timeout: 2000 });
  else setTimeout(go, 1);
}

export function track(type: BehaviourType, input: TrackInput = {}): void {
  if (typeof window === 'undefined') return;
  record({ type, input, at: Date.now(), href: location.pathname + location.search });
}

/**
 * Calls whose page and time the caller gives (the tracking host: a stay sent after the route
 * changed; a screen of exposures, handed over together).
 */
export function record(...calls: TrackCall[]): void {
  if (typeof window === 'undefined' || !calls.length) return;
  if (engine) engine.accept(calls);
  else {
    pending.push(...calls);
    load();
  }
}

/** Starts the engine without an event (the tracking host calls it once the page is idle). */
export function startTracking(): void {
  if (typeof window !== 'undefined' && !engine) load();
}
