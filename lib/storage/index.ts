export * from './keys';
export { browserStorage, getItem, setItem, removeItem, clearItems } from './local-storage';
export { initStorage } from './init-storage';
