/** Light shape checks of API answers: enough to never render garbage, cheap enough for every call. */

export function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** An ItemSummary-like card: numeric id, string title and kind, a cover with a URL. */
export function isItemLike(x: unknown): boolean {
  return (
    isObject(x) &&
    typeof x.id === 'number' &&
    typeof x.title === 'string' &&
    typeof x.kind === 'string' &&
    isObject(x.cover) &&
    typeof x.cover.url === 'string'
  );
}

export function isItemArray(x: unknown): boolean {
  return Array.isArray(x) && x.every(isItemLike);
}

/** A Page<ItemSummary>: list of cards plus numeric total/page/pageSize. */
export function isItemPageLike(x: unknown): boolean {
  return (
    isObject(x) &&
    isItemArray(x.list) &&
    typeof x.total === 'number' &&
    typeof x.page === 'number' &&
    typeof x.pageSize === 'number'
  );
}
