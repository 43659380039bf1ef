// Browser-safe entry: lookup and A-B helpers. The server-only fetch-groups.ts (node:fs) is
// imported by path; the site session lives in lib/session.
export * from './group-entry';
export * from './lookup';
export * from './ab-groups';
