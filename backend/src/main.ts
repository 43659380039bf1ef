import { buildApp } from './app';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`${name}=`));
  return eq?.slice(name.length + 1);
}

async function main(): Promise<void> {
  const seedArg = argValue('--seed-size');
  if (seedArg) process.env.API_SEED_SIZE = seedArg;
  if (process.argv.includes('--reseed')) process.env.API_RESEED = '1';
  const port = Number(process.env.API_PORT || 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid API_PORT ${process.env.API_PORT}`);

  const started = Date.now();
  const app = await buildApp({ log: (msg) => console.log(`[api] ${msg}`) });
  const address = await app.listen({ port, host: process.env.API_HOST || 'localhost' });
  const { config } = app.ctx;
  console.log(`[api] reference API (${config.env}) listening on ${address} — data ${config.dataDir}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[api] ${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
    setTimeout(() => process.exit(1), 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('[api] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
