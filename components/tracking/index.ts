// Behaviour tracking in the browser (docs/tracking.md): the calls, the one host, the user id.
// Server components render the data attributes of ./server.
export { track } from './track';
export { trackItem } from './host';
export { TrackingHost } from './tracking-host';
export { resetAnalyticsUser, setAnalyticsUser } from './analytics-user';
export type { TrackInput, TrackKind } from './types';
