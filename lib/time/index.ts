export * from './server-time';
export * from './labels';
export * from './days';
