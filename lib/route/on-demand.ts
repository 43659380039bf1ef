/**
 * The `generateStaticParams` of every route with a dynamic segment, re-exported by each route
 * file (`export { generateStaticParams } from '@/lib/route/on-demand'`): an empty list, so
 * nothing is rendered at build time, when the API is not running, and each path renders on its
 * first request and is then cached for the route's `revalidate` (ISR). Without it Next renders
 * a dynamic route on every request, uncached. Next reads this function from the loaded module,
 * so a re-export serves; `revalidate` itself stays a literal in each route file.
 */
export function generateStaticParams() {
  return [];
}
