// Experiments for proxy.ts, route handlers and server components: the home variant the proxy
// chooses, and the groups the visitor route fetches and the session keeps. Nothing here is a
// client module.
export { HOME_VARIANT_SEGMENT, homeLayoutOf, homeValueFor, homeVariantPath, parseHomeVariant } from './home-variant';
export { edgeHome, keepMintedDevice } from './edge-visit';
export type { HomeLayout } from './home-variant';
export { fetchGroupsWithFallback } from './fetch-groups';
