/**
 * A small work queue: at most `parallel` jobs at once, in the order they were pushed. Used for
 * picture uploads, so the first pictures finish early instead of all crawling together. The
 * runner is set (and replaced) after creation: a React hook hands in its latest callback.
 */
export function createQueue(parallel: number) {
  let waiting: string[] = [];
  let running = 0;
  let run: ((key: string) => Promise<void>) | null = null;
  function pump(): void {
    while (run && running < parallel && waiting.length) {
      const key = waiting.shift()!;
      running += 1;
      void run(key).finally(() => {
        running -= 1;
        pump();
      });
    }
  }
  return {
    setRunner(next: (key: string) => Promise<void>): void {
      run = next;
      pump();
    },
    push(key: string): void {
      waiting.push(key);
      pump();
    },
    drop(key: string): void {
      waiting = waiting.filter((k) => k !== key);
    },
  };
}
