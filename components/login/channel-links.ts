import { CHANNEL_LINK_ATTR } from '@/lib/channel/origin';
import { navigateTo } from '@/lib/http/navigate';
import type { LoginStatus } from './state';
import { hasMemberHint } from './member-hint';
import { beforeTimeout } from '@/lib/lazy/with-timeout';

/** The fragment that carries a hand-off ticket: never sent to a server, never in a Referer. */
export const HANDOFF_HASH_PREFIX = '#sso=';

/**
 * Takes a hand-off ticket out of the address at once, before any code is fetched: it must not
 * stay in the address bar, reach a Referer or a landing report, or be lost to a later
 * replaceState. null when the page was not opened with one.
 */
export function takeHandoffTicket(): string | null {
  const { hash, pathname, search } = window.location;
  if (!hash.startsWith(HANDOFF_HASH_PREFIX)) return null;
  // null state: Next's router takes the new address as its own (it keeps no copy of the ticket).
  window.history.replaceState(null, '', `${pathname}${search}`);
  return hash.slice(HANDOFF_HASH_PREFIX.length);
}

/** How long a member's channel-link click waits for a login check still running. */
export const HANDOFF_SETTLE_MS = 1500;

/**
 * Sends logged-in members through `handoffUrl` (./channel-handoff) when they follow a channel link
 * (a plain click: new-tab and modified clicks keep the browser's behaviour). While the login check
 * is still running, a browser where nobody has logged in follows the link as usual, and a member's
 * click waits for the check (`settle`) at most HANDOFF_SETTLE_MS, so nobody is sent on logged out
 * and no click hangs. A second click while one is on its way is ignored. Returns the uninstaller.
 * The ticket's code comes with the first such click, not with every page (issue 15).
 */
export function installChannelHandoff(status: () => LoginStatus, settle: () => Promise<void>): () => void {
  let leaving = false;
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const now = status();
    if (now === 'guest' || (now === 'checking' && !hasMemberHint())) return;
    const link = (event.target as Element | null)?.closest?.(`a[${CHANNEL_LINK_ATTR}]`) as HTMLAnchorElement | null;
    if (!link || (link.target && link.target !== '_self')) return;
    if (new URL(link.href, window.location.href).origin === window.location.origin) return;
    event.preventDefault();
    if (leaving) return;
    leaving = true;
    const href = link.href;
    const settled = now === 'checking' ? beforeTimeout(settle(), HANDOFF_SETTLE_MS, () => undefined) : Promise.resolve();
    void settled
      .then(() => (status() === 'user' ? import('./channel-handoff').then((m) => m.handoffUrl(href)) : href))
      // Without the ticket's code (offline), the plain link still leads there.
      .catch(() => href)
      .then((to) => {
        leaving = false;
        navigateTo(to);
      });
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
