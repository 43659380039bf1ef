import { test, type APIResponse } from '@playwright/test';

/** How many times a 503 + Retry-After is asked again, each after its wait. */
const RETRY_ROUNDS = 3;

/**
 * Asks for every item, `concurrency` requests at a time, and answers those whose final status `ok`
 * refuses. A 503 with Retry-After is the site saying "overloaded, come back" (a first render's API
 * calls ran past its budget; docs/security.md "API slow or down"), not a broken page: a crawler
 * comes back later, and so do these checks — up to RETRY_ROUNDS times, one request at a time, after
 * the longest wait given (`retried` marks those; the count is annotated as "retried after 503").
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
  // Up to RETRY_ROUNDS times, as a crawler would: a render that ran past its budget while the
  // machine was busy (the suite's other worker crawling) may still be past it one wait later.
  let pending = later;
  for (let round = 1; pending.length; round++) {
    await new Promise((r) => setTimeout(r, Math.max(...pending.map((x) => x.after)) * 1000));
    const again: typeof later = [];
    for (const { item } of pending) {
      const res = await ask(item);
      const after = Number(res.headers()['retry-after']);
      if (res.status() === 503 && after > 0 && round < RETRY_ROUNDS) again.push({ item, after });
      else if (!ok(res.status())) refused.push({ item, status: res.status(), retried: true });
      await res.dispose();
    }
    pending = again;
  }
  return refused;
}
