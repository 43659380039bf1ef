import { getDefaultStore } from 'jotai';
import { afterLoad, withChunkTimeout } from '@/lib/lazy';
import { loginStatusAtom } from '@/lib/state/account';
import { hasHandoffTicket } from './channel-links';

type Store = ReturnType<typeof getDefaultStore>;

let running: Promise<void> | null = null;

/**
 * Starts this page's login check (SPEC §4, `checkOnArrival`) unless it has answered already;
 * its code — the API client, the device login, the source record — is fetched now, so it is in
 * no page's first load (issue 15). Every island that cannot show its first screen without the
 * account calls this on mount; the rest wait for `startLoginCheckSoon`. If the code cannot be
 * had, the page goes on as a visitor's (like an unreachable API).
 */
export function startLoginCheck(store: Store = getDefaultStore()): Promise<void> {
  if (store.get(loginStatusAtom) !== 'checking') return Promise.resolve();
  running ??= withChunkTimeout(import('./account-store'))
    .then((m) => m.checkOnArrival(store))
    .then(
      () => undefined,
      () => {
        if (store.get(loginStatusAtom) === 'checking') store.set(loginStatusAtom, 'guest');
      },
    )
    .finally(() => (running = null));
  return running;
}

/** A Baidu click id in the address: the landing is reported at once (SPEC §4), not after the load. */
function hasClickId(): boolean {
  return new URLSearchParams(window.location.search).has('bd_vid');
}

/** What counts as the visitor reaching for the page: the check then starts if it has not. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The header's start of the login check: at once for a hand-off ticket or an ad landing;
 * otherwise once the page has loaded and is idle, or at the visitor's first touch, key or
 * focus, whichever comes first — the first screen of a page is the same for everyone (the
 * account placeholder holds the 登录 button's place), so its scripts and pictures go first.
 * Returns a cancel.
 */
export function startLoginCheckSoon(store: Store = getDefaultStore()): () => void {
  if (hasHandoffTicket() || hasClickId()) {
    void startLoginCheck(store);
    return () => {};
  }
  const start = () => {
    cancel();
    void startLoginCheck(store);
  };
  const cancelLoad = afterLoad(start);
  for (const type of FIRST_TOUCH) window.addEventListener(type, start, { capture: true, passive: true });
  const cancel = () => {
    cancelLoad();
    for (const type of FIRST_TOUCH) window.removeEventListener(type, start, { capture: true });
  };
  return cancel;
}
