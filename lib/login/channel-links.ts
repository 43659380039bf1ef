import { CHANNEL_LINK_ATTR } from '@/lib/channel/origin';
import { navigateTo } from '@/lib/http/navigate';

/** The fragment that carries a hand-off ticket: never sent to a server, never in a Referer. */
export const HANDOFF_HASH_PREFIX = '#sso=';

/** Whether this page was opened with a hand-off ticket (then the login check runs at once). */
export function hasHandoffTicket(): boolean {
  return window.location.hash.startsWith(HANDOFF_HASH_PREFIX);
}

/**
 * Sends logged-in members through `handoffUrl` (./channel-handoff) when they follow a channel link
 * (a plain click: new-tab and modified clicks keep the browser's behaviour). Returns the
 * uninstaller. The ticket's code comes with the first such click, not with every page (issue 15).
 */
export function installChannelHandoff(loggedIn: () => boolean): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !loggedIn()) return;
    const link = (event.target as Element | null)?.closest?.(`a[${CHANNEL_LINK_ATTR}]`) as HTMLAnchorElement | null;
    if (!link || (link.target && link.target !== '_self')) return;
    if (new URL(link.href, window.location.href).origin === window.location.origin) return;
    event.preventDefault();
    const href = link.href;
    void import('./channel-handoff')
      .then((m) => m.handoffUrl(href))
      // Without the ticket's code (offline), the plain link still leads there.
      .catch(() => href)
      .then(navigateTo);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
