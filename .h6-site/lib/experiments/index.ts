// Browser-safe entry: lookup and A-B helpers. Server-only pieces (session.ts, fetch-groups.ts,
// session-secret.ts use node:crypto / node:fs) are imported by path.
export * from './group-entry';
export * from './lookup';
export * from './ab-groups';
