export * from './image-size';
export * from './risk-flag';
export * from './date-range';
