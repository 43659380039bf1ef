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
  /** Asks once: a 503 + Retry-After (while `mayWait`) is handed back to ask again, any other refused answer is kept. */
  const askOnce = async (item: T, retried: boolean, mayWait: boolean): Promise<{ item: T; after: number } | null> => {
    const res = await ask(item);
    const after = Number(res.headers()['retry-after']);
    const status = res.status();
    await res.dispose();
    if (mayWait && status === 503 && after > 0) return { item, after };
    if (!ok(status)) refused.push({ item, status, retried });
    return null;
  };
  let pending: { item: T; after: number }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const wait = await askOnce(items[next++]!, false, true);
        if (wait) pending.push(wait);
      }
    }),
  );
  test.info().annotations.push({ type: 'retried after 503', description: String(pending.length) });
  // Up to RETRY_ROUNDS times, as a crawler would: a render that ran past its budget while the
  // machine was busy (the suite's other worker crawling) may still be past it one wait later.
  for (let round = 1; pending.length; round++) {
    await new Promise((r) => setTimeout(r, Math.max(...pending.map((x) => x.after)) * 1000));
    const again: typeof pending = [];
    for (const { item } of pending) {
      const wait = await askOnce(item, true, round < RETRY_ROUNDS);
      if (wait) again.push(wait);
    }
    pending = again;
  }
  return refused;
}
