/**
 * "The visitor is in the middle of something": read by what appears unasked (the NPS survey), so it
 * never interrupts a login, a payment, an upload or a download. Three signs, none of which needs
 * the busy feature to know who reads it:
 * - an open modal dialog (antd's Modal and the native <dialog> both carry aria-modal / [open]);
 * - an element marked `data-busy` (the case editor, a download being prepared);
 * - a short quiet period asked for by `busyFor(ms)` (a download just handed to the browser).
 */
export const BUSY_ATTR = 'data-busy';

let quietUntil = 0;

/** Keeps the page busy for `ms` from now (longer holds win). */
export function busyFor(ms: number, now = Date.now()): void {
  quietUntil = Math.max(quietUntil, now + ms);
}

const shown = (el: Element) => el.getClientRects().length > 0;

export function isBusy(doc: Document = document, now = Date.now()): boolean {
  if (now < quietUntil) return true;
  if (doc.querySelector(`[${BUSY_ATTR}]`)) return true;
  // A closed antd modal stays in the DOM hidden: only a displayed one counts.
  for (const el of doc.querySelectorAll('[aria-modal="true"], dialog[open]')) if (shown(el)) return true;
  return false;
}

/** For tests: forget any quiet period. */
export function resetBusy(): void {
  quietUntil = 0;
}

/**
 * Runs `fn` once: after `delayMs`, at the first check (every `pollMs`) when the page has not been
 * busy for `calmMs`. Returns the cancel. What appears unasked (the survey, the VIP offer) waits
 * through it, so nothing pops up over a login, a payment, an upload or a download.
 */
export function whenCalm(fn: () => void, { delayMs, calmMs = 0, pollMs = 2_000 }: { delayMs: number; calmMs?: number; pollMs?: number }): () => void {
  let calmSince: number | null = null;
  let poll: ReturnType<typeof setInterval> | undefined;
  const check = () => {
    const now = Date.now();
    if (isBusy(document, now)) {
      calmSince = null;
      return;
    }
    calmSince ??= now;
    if (now - calmSince < calmMs) return;
    clearInterval(poll);
    fn();
  };
  const timer = setTimeout(() => {
    poll = setInterval(check, pollMs);
    check();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    clearInterval(poll);
  };
}
