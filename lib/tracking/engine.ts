import type { TrackCall } from './index';

/** The lazily loaded half of tracking: builds events, queues and sends them (filled in below). */
export function startEngine(): { accept: (calls: TrackCall[]) => void } {
  return { accept: () => undefined };
}
