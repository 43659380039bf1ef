/**
 * @jest-environment node
 */
import { routerBase, searchTarget } from '@/components/search/targets';

it('works without a window (route handlers): env base path or /', () => {
  expect(routerBase()).toBe('/');
  process.env.NEXT_PUBLIC_BASE_PATH = '/b';
  expect(searchTarget(1, 'x').url).toBe('/b/classify/0_0_1_0_0_0_x_0_0_0');
  delete process.env.NEXT_PUBLIC_BASE_PATH;
});
