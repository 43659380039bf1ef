// The tracking bench's page script (bundled by scripts/bench-tracking.mjs): the real host and
// engine, exposed for the bench to start and to watch the queue.
import { startHost } from '@/components/tracking/host';
import { startEngine } from '@/components/tracking/engine';

declare global {
  interface Window {
    __tk: { startHost: typeof startHost; queued: () => number; engine: () => ReturnType<typeof startEngine> };
  }
}

window.__tk = { startHost, queued: () => startEngine().queue.size, engine: startEngine };
