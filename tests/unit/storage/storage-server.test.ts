/**
 * @jest-environment node
 */
import { browserStorage, getItem, initStorage, setItem } from '@/lib/storage';

it('is inert on the server', () => {
  expect(browserStorage()).toBeNull();
  expect(getItem('showSider')).toBeNull();
  expect(setItem('showSider', true)).toBe(false);
  expect(initStorage()).toEqual([]);
});
