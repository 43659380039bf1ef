export * from './keys';
export { browserStorage, getRaw, getItem, setItem, removeItem, clearItems } from './local-storage';
export { initStorage } from './init-storage';
