// Defaults shared by `npm start`, `npm test` and the benchmarks, so every entry point agrees.
export function productEnv(overrides = {}, base = process.env) {
  const env = { ...base, ...overrides };
  env.NEXT_TELEMETRY_DISABLED ??= '1';
  env.PORT ??= '3000';
  env.API_PORT ??= '4000';
  env.NEXT_PUBLIC_API_ORIGIN ??= `http://localhost:${env.API_PORT}`;
  env.API_INTERNAL_ORIGIN ??= `http://127.0.0.1:${env.API_PORT}`;
  env.OSS_PUBLIC_ORIGIN ??= env.NEXT_PUBLIC_API_ORIGIN;
  return env;
}

// Variables that are inlined into the client bundle: a build made with other values is stale.
export const BUILD_TIME_KEYS = (env) =>
  Object.keys(env)
    .filter((k) => k.startsWith('NEXT_PUBLIC_'))
    .sort();
