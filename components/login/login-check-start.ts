import { getDefaultStore } from 'jotai';
import { afterLoad, withChunkTimeout } from '@/lib/lazy';
import { loginStatusAtom } from './state';
import type { Arrival } from './account-store';
import { takeHandoffTicket } from './channel-links';
import { hasMemberHint } from './member-hint';

type Store = ReturnType<typeof getDefaultStore>;

/** A failed fetch of the check's code is tried once more after this long, still 'checking'. */
export const LOGIN_CHECK_RETRY_MS = 3000;

let arrival: Arrival | null = null;
let running: Promise<void> | null = null;
let failures = 0;

/** A Baidu click id in the address: the landing is reported (SPEC §4). */
function hasClickId(): boolean {
  return new URLSearchParams(window.location.search).has('bd_vid');
}

/**
 * What the address holds for the check, read once per page and before any code is fetched: the
 * hand-off ticket leaves the address bar at once, and a later replaceState (a list's page in the
 * URL) cannot take the ticket or the click id away.
 */
function readArrival(): Arrival {
  if (!arrival) {
    const ticket = takeHandoffTicket();
    arrival = { ticket, landingHref: hasClickId() ? window.location.href : null };
  }
  return arrival;
}

/**
 * Starts this page's login check (SPEC §4, `checkOnArrival`) unless it has answered already;
 * its code — the API client, the device login, the source record — is fetched now, so it is in
 * no visitor's first load (issue 15). Islands that cannot show their first screen without the
 * account call this on mount. If the code cannot be had, it is tried once more; then the page
 * goes on as a visitor's (as with an unreachable API).
 */
export function startLoginCheck(store: Store = getDefaultStore()): Promise<void> {
  if (store.get(loginStatusAtom) !== 'checking') return Promise.resolve();
  const at = readArrival();
  const giveUp = () => {
    if (store.get(loginStatusAtom) === 'checking') store.set(loginStatusAtom, 'guest');
  };
  running ??= withChunkTimeout(import('./account-store'))
    .then(
      // The check itself ran (it does not throw; if it did, trying again would report twice).
      (m) => m.checkOnArrival(at, store).then(() => undefined, giveUp),
      // Only its code failed to come: once more, later.
      () => {
        if (store.get(loginStatusAtom) !== 'checking') return;
        failures += 1;
        if (failures < 2) setTimeout(() => void startLoginCheck(store), LOGIN_CHECK_RETRY_MS);
        else giveUp();
      },
    )
    .finally(() => (running = null));
  return running;
}

/** What counts as the visitor reaching for the page: the check then starts if it has not. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The header's start of the login check: at once for a member (`hasMemberHint`), a hand-off
 * ticket or an ad landing; otherwise once the page has loaded and is idle, or at the visitor's
 * first touch, key or focus, whichever comes first — a visitor's first screen does not depend on
 * the account (the placeholder holds the 登录 button's place), so its scripts and pictures go
 * first. Returns a cancel.
 */
export function startLoginCheckSoon(store: Store = getDefaultStore()): () => void {
  const { ticket, landingHref } = readArrival();
  if (ticket || landingHref || hasMemberHint()) {
    void startLoginCheck(store);
    return () => {};
  }
  let cancelLoad = () => {};
  const cancel = () => {
    cancelLoad();
    for (const type of FIRST_TOUCH) window.removeEventListener(type, start, { capture: true });
  };
  const start = () => {
    cancel();
    void startLoginCheck(store);
  };
  cancelLoad = afterLoad(start);
  for (const type of FIRST_TOUCH) window.addEventListener(type, start, { capture: true, passive: true });
  return cancel;
}
