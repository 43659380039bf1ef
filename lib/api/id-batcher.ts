/**
 * Gathers the ids asked for within one short moment into one call per `max` ids: the status
 * calls of the buttons on screen (collect, follow) are one request for a page of cards, not one
 * per card. The context (the store) is the one of the call that opened the batch.
 */
export function idBatcher<C>(run: (ids: number[], context: C) => void, { max, delayMs = 30 }: { max: number; delayMs?: number }): (id: number, context: C) => void {
  const wanted = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  return (id, context) => {
    wanted.add(id);
    timer ??= setTimeout(() => {
      timer = null;
      const ids = [...wanted];
      wanted.clear();
      for (let i = 0; i < ids.length; i += max) run(ids.slice(i, i + max), context);
    }, delayMs);
  };
}
