export * from './server-time';
export * from './swr-options';
export * from './labels';
export * from './days';
