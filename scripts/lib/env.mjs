// Defaults shared by `npm start`, `npm test` and the benchmarks, so every entry point agrees.
export function productEnv(overrides = {}, base = process.env) {
  const env = { ...base, ...overrides };
  env.NEXT_TELEMETRY_DISABLED ??= '1';
  env.PORT ??= '3000';
  env.API_PORT ??= '4000';
  // The browser reaches the API through the site's own /api-gw forwarder (first-party cookies on
  // every channel host); NEXT_PUBLIC_API_ORIGIN is left unset unless a deployment names one.
  env.API_INTERNAL_ORIGIN ??= `http://127.0.0.1:${env.API_PORT}`;
  env.OSS_PUBLIC_ORIGIN ??= `http://localhost:${env.API_PORT}`;
  // Where the API asks to expire cached pages after an approval (used only with REVALIDATE_SECRET).
  env.SITE_ORIGIN ??= `http://127.0.0.1:${env.PORT}`;
  // The site's hosts, which the API accepts as origins in production mode (outside it, any local host).
  env.SITE_ORIGINS ??= ['localhost', '127.0.0.1', 'interior.localhost', 'architecture.localhost', 'landscape.localhost', 'student.localhost', 'rendering.localhost']
    .map((h) => `http://${h}:${env.PORT}`)
    .join(',');
  return env;
}

// Variables that are inlined into the client bundle: a build made with other values is stale.
export const BUILD_TIME_KEYS = (env) =>
  Object.keys(env)
    .filter((k) => k.startsWith('NEXT_PUBLIC_'))
    .sort();
