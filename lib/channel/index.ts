export * from './hosts';
export * from './page-type';
export * from './path-shape';
export * from './nav';
export * from './case-category-order';
