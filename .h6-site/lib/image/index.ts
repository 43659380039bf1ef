export * from './watermark';
export * from './image-url';
export * from './src-set';
