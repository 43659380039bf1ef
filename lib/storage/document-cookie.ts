/**
 * Each read of `document.cookie` asks the browser's network service for the jar (a synchronous
 * IPC): a first load read it 53 times, ~0.35 ms each on this host, inside hydration's tasks
 * (issue 40). The string is therefore read once per synchronous run and kept until the next
 * microtask; nothing else can change it inside one run but a write of ours, and every write goes
 * through lib/storage/cookies.ts, which forgets it (forgetDocumentCookie).
 */
let cached: string | null = null;

/** document.cookie as it is now, read at most once per synchronous run; '' on the server. */
export function readDocumentCookie(): string {
  if (typeof document === 'undefined') return '';
  if (cached === null) {
    cached = document.cookie;
    queueMicrotask(forgetDocumentCookie);
  }
  return cached;
}

/** After a write: the next read asks the browser again. */
export function forgetDocumentCookie(): void {
  cached = null;
}

/**
 * The raw values of every readable cookie named `name`, in the browser's order (a host cookie and
 * a shared-domain cookie may both be there); [] on the server. No cookie library: this runs in
 * every page's first load (the member hint) and in the API client (the CSRF token).
 */
export function documentCookieValues(name: string): string[] {
  const values: string[] = [];
  for (const part of readDocumentCookie().split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) values.push(part.slice(i + 1).trim());
  }
  return values;
}
