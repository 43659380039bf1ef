/** Contract types of the reference API (types only; see docs/api.md). */
export type * from './kinds';
export type * from './system';
export type * from './classify';
export type * from './content';
export type * from './designer';
export type * from './seo';
export type * from './world-nav';
export type * from './collections';
export type * from './search';
export type * from './collect';
export type * from './upload';
export type * from './experiment-report';
export type * from './follow';
export type * from './risk';
