// tests/api/tracking.test.ts drives the site's beacon queue, whose imports reach the site's
// screens; the site's CSS-module type comes from Next (next-env.d.ts), which the API's tsconfig
// does not load.
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
