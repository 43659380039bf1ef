import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { configFromEnv, type AppConfig } from './config';
import { openDatabase } from './db/open';
import { ensureVisitorCookies } from './http/cookies';
import { installCsrfGuard } from './http/csrf';
import { requestForLog } from './http/log-redact';
import { originPolicy } from './http/cors';
import { frameworkErrors, installErrorHandlers } from './http/errors';
import { installRateLimits } from './http/rate-limit';
import { zodValidator } from './http/validate';
import { createAccountServices } from './routes/account';
import { registerRoutes } from './routes';
import type { AccountServices } from './services/account';
import { createCtx, type Ctx } from './services/context';
import { createUploadServices, type UploadServices } from './services/upload';

export interface BuildOptions extends Partial<AppConfig> {
  /** Progress messages (seeding); defaults to silence. */
  log?: (msg: string) => void;
  /** Where the request log goes when `logger` is on (default stdout; tests read it). */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: Ctx;
    /** The account services, shared by the account, payment, collect, upload and review routes. */
    accounts: AccountServices;
    /** The upload services, shared by the upload, gather and review routes. */
    uploads: UploadServices;
    seeded: { seeded: boolean; seconds: number };
    /** Every registered route as "METHOD /url" (for docs and tests). */
    routeList: string[];
  }
}

const BODY_LIMIT = 64 * 1024;

/** Parses form bodies (SPEC §7: form fields with object values JSON-encoded). */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(body)) {
    if (/^\s*[[{]/.test(v)) {
      try {
        out[k] = JSON.parse(v);
        continue;
      } catch {
        /* keep the raw string; validation reports it */
      }
    }
    out[k] = v;
  }
  return out;
}

/** Builds the reference API (opens/seeds the database first). Call `listen` on the result. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const { log, logStream, ...overrides } = options;
  const config = configFromEnv(process.env, overrides);
  const opened = openDatabase({ dataDir: config.dataDir, seedSize: config.seedSize, reseed: config.reseed, log });
  const ctx = createCtx(config, opened.db);

  const app = Fastify({
    // Request logs never carry secrets: URLs are redacted, bodies and headers are not logged.
    logger: config.logger ? { level: 'info', serializers: { req: requestForLog }, ...(logStream ? { stream: logStream } : {}) } : false,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
    return503OnClosing: true,
    // The first start of a data directory measures the catalogue pictures for the similar-image
    // search before listening (search/feature-store.ts: tens of seconds once per machine).
    pluginTimeout: 180_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });
  app.decorate('ctx', ctx);
  app.decorate('seeded', { seeded: opened.seeded, seconds: opened.seedSeconds });
  app.addHook('onClose', async () => opened.db.close());

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
    done(null, parseForm(body as string));
  });
  // Chunks arrive as raw bytes; only the upload chunk route reads them (its own body limit).
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  const allowed = originPolicy(config);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin ? allowed(origin) : false),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'X-CSRF-Token', 'Range'],
    exposedHeaders: ['Content-Length', 'ETag', 'Location', 'X-Archive-Size'],
    maxAge: 600,
  });
  await installRateLimits(app, config);

  const accounts = createAccountServices(ctx);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // Images and beacons need no visitor cookies (a beacon answer stays a bare pixel).
    if (request.method !== 'OPTIONS' && !request.url.startsWith('/oss/') && !request.url.startsWith('/track/')) ensureVisitorCookies(config, request, reply, accounts.settings.secret);
  });
  // A shared cache would hand one visitor's cookies (visitor id, CSRF token) to everyone: an answer
  // a shared cache may store (robots.txt, pictures) sets none, whatever a route or hook added.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('set-cookie') && /\bpublic\b|s-maxage/i.test(String(reply.getHeader('cache-control') ?? ''))) reply.removeHeader('set-cookie');
    return payload;
  });
  installCsrfGuard(app, allowed);

  const routeList: string[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD' || route.url.startsWith('/oss')) routeList.push(`${method} ${route.url}`);
  });
  installErrorHandlers(app);
  // Routes declare zod schemas (http/validate.ts): bad input answers the 400 envelope.
  app.setValidatorCompiler(zodValidator);
  app.decorate('accounts', accounts);
  app.decorate('uploads', createUploadServices(app, ctx));
  await registerRoutes(app);
  return app;
}
