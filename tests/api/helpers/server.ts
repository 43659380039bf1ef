import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../../lib/api/envelope';
import { buildApp, type BuildOptions } from '../../../backend/src/app';

export interface TestServer {
  app: FastifyInstance;
  base: string;
  dataDir: string;
  close: () => Promise<void>;
}

export const TEST_SEED_SIZE = 2000;

/** Starts the reference API in-process on a free loopback port with a fresh temp data dir. */
export async function startServer(options: BuildOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const app = await buildApp({ env: 'test', testMode: true, seedSize: TEST_SEED_SIZE, rateLimit: 0, logger: false, ...options, dataDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    app,
    base: `http://127.0.0.1:${port}`,
    dataDir,
    close: async () => {
      // A connection a test left open (a keep-alive fetch, a request still streaming its body)
      // must not hold the suite's teardown past its timeout: after a grace period, cut them.
      const cut = setTimeout(() => app.server.closeAllConnections(), 2000);
      await app.close();
      clearTimeout(cut);
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One server for a test file: started before its tests (beforeAll, with `timeout` when the seed
 * needs longer than jest's default) and closed after them. The answer reads through to it.
 */
export function serverForFile(options: BuildOptions = {}, timeout?: number): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer(options);
  }, timeout);
  afterAll(() => server?.close());
  const started = (): TestServer => {
    if (!server) throw new Error('the test server starts in beforeAll: use it inside a test or hook');
    return server;
  };
  return {
    get app() {
      return started().app;
    },
    get base() {
      return started().base;
    },
    get dataDir() {
      return started().dataDir;
    },
    close: () => started().close(),
  };
}

export interface JsonResponse<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export async function getJson<T = unknown>(base: string, pathAndQuery: string, init?: RequestInit): Promise<JsonResponse<T>> {
  const res = await fetch(base + pathAndQuery, init);
  const text = await res.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`non-JSON answer (${res.status}) for ${pathAndQuery}: ${text.slice(0, 200)}`);
  }
  return { status: res.status, headers: res.headers, body };
}

export function postJson<T = unknown>(base: string, p: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonResponse<T>> {
  return getJson<T>(base, p, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Asserts a successful envelope and returns its data. */
export async function data<T>(base: string, pathAndQuery: string): Promise<T> {
  const r = await getJson<T>(base, pathAndQuery);
  if (r.status !== 200 || r.body.error.errorCode !== 0) {
    throw new Error(`expected success for ${pathAndQuery}, got ${r.status} ${JSON.stringify(r.body.error)}`);
  }
  return r.body.data;
}

/** One test per [path, status]: the API refuses the path with that 4xx status (expectClientError). */
export function itRefuses(s: TestServer, cases: readonly (readonly [string, number])[]): void {
  it.each(cases)('%s → %i', async (path, status) => {
    expectClientError(await getJson(s.base, path), status);
  });
}

/** Asserts a 4xx envelope with a non-zero errorCode and a Chinese message. */
export function expectClientError(r: JsonResponse<unknown>, status?: number): void {
  if (status !== undefined) expect(r.status).toBe(status);
  expect(r.status).toBeGreaterThanOrEqual(400);
  expect(r.status).toBeLessThan(500);
  expect(r.body.error.errorCode).not.toBe(0);
  expect(r.body.error.message).toMatch(/[\u4e00-\u9fff]/);
  expect(r.body.data).toBeNull();
}
