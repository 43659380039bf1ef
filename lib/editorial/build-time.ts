import { connection } from 'next/server';

/**
 * The root layout lists the five channels in generateStaticParams, so `next build` prerenders
 * every [channel] page without a dynamic segment of its own — and would call the API, which
 * may be down at build time (an error page would then be served until revalidation). Pages
 * with API data call this first: during the build it opts the page out of prerendering;
 * at run time it does nothing. If the layout's generateStaticParams returns [] instead, these
 * pages become on-demand ISR like the id routes and this never triggers.
 */
export async function skipBuildPrerender(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') await connection();
}
