import { CHANNEL_LINK_ATTR } from '@/lib/channel/origin';
import { navigateTo } from '@/lib/http/navigate';
import type { LoginStatus } from '@/lib/state/account';

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
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return hash.slice(HANDOFF_HASH_PREFIX.length);
}

/**
 * Sends logged-in members through `handoffUrl` (./channel-handoff) when they follow a channel link
 * (a plain click: new-tab and modified clicks keep the browser's behaviour). A click while the
 * login check is still running waits for it (`settle`), so a member is not sent on logged out.
 * Returns the uninstaller. The ticket's code comes with the first such click, not with every
 * page (issue 15).
 */
export function installChannelHandoff(status: () => LoginStatus, settle: () => Promise<void>): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || status() === 'guest') return;
    const link = (event.target as Element | null)?.closest?.(`a[${CHANNEL_LINK_ATTR}]`) as HTMLAnchorElement | null;
    if (!link || (link.target && link.target !== '_self')) return;
    if (new URL(link.href, window.location.href).origin === window.location.origin) return;
    event.preventDefault();
    const href = link.href;
    void settle()
      .then(() => (status() === 'user' ? import('./channel-handoff').then((m) => m.handoffUrl(href)) : href))
      // Without the ticket's code (offline), the plain link still leads there.
      .catch(() => href)
      .then(navigateTo);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
