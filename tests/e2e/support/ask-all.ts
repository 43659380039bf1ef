import { test, type APIResponse } from '@playwright/test';

/**
 * Asks for every item, `concurrency` requests at a time, and answers those whose final status `ok`
 * refuses. A 503 with Retry-After is the site saying "overloaded, come back" (a first render's API
 * calls ran past its budget; docs/security.md "API slow or down"), not a broken page: a crawler
 * comes back later, and so do these checks — once, one request at a time, after the longest wait
 * given (`retried` marks those; the count is annotated as "retried after 503").
 */
export async function askAll<T>(
  items: readonly T[],
  concurrency: number,
  ask: (item: T) => Promise<APIResponse>,
  ok: (status: number) => boolean,
): Promise<{ item: T; status: number; retried: boolean }[]> {
  const refused: { item: T; status: number; retried: boolean }[] = [];
  const later: { item: T; after: number }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        const res = await ask(item);
        const after = Number(res.headers()['retry-after']);
        if (res.status() === 503 && after > 0) later.push({ item, after });
        else if (!ok(res.status())) refused.push({ item, status: res.status(), retried: false });
        await res.dispose();
      }
    }),
  );
  test.info().annotations.push({ type: 'retried after 503', description: String(later.length) });
  if (later.length) await new Promise((r) => setTimeout(r, Math.max(...later.map((x) => x.after)) * 1000));
  for (const { item } of later) {
    const res = await ask(item);
    if (!ok(res.status())) refused.push({ item, status: res.status(), retried: true });
    await res.dispose();
  }
  return refused;
}
