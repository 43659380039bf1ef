import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { isSiteServer } from './client';
import { networkOf } from './network';

/** The 429 message: says how long to wait (the Retry-After header says it to programs). */
function rateLimitMessage(seconds: number): string {
  return `请求过于频繁，请 ${Math.max(1, seconds)} 秒后再试`;
}

/**
 * Per-network limits (@fastify/rate-limit: a maintained plugin with per-route budgets, Retry-After
 * and a Redis store for several instances, instead of counters written by hand): the whole API
 * (API_RATE_LIMIT per window, API_RATE_LIMIT_WINDOW seconds), and each search, word and suggestion endpoint
 * (API_SEARCH_RATE_LIMIT, `searchRate`). `request.ip` is the visitor's address (trustProxy);
 * the site server's own calls are never throttled (`isSiteServer`).
 */
export async function installRateLimits(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (config.rateLimit <= 0 && config.searchRateLimit <= 0) return;
  await app.register(rateLimit, {
    global: config.rateLimit > 0,
    max: config.rateLimit > 0 ? config.rateLimit : 1_000_000,
    timeWindow: config.rateLimitWindowMs,
    allowList: (request) => isSiteServer(request),
    // Per network (IPv4 /32, IPv6 /64), not per address: one IPv6 host holds a whole /64.
    keyGenerator: (request) => networkOf(request),
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, code: 'FST_ERR_RATE_LIMIT', message: rateLimitMessage(Math.ceil(context.ttl / 1000)) }),
  });
}

/**
 * The per-IP budget of a search, word or suggestion endpoint (`config: { rateLimit }` beside the
 * route): `factor` times API_SEARCH_RATE_LIMIT per window (suggestions are asked per keystroke).
 * Without a search limit it is undefined and the route keeps the global one.
 */
export function searchRate(config: AppConfig, factor = 1): RateLimitOptions | undefined {
  if (config.searchRateLimit <= 0) return undefined;
  return { max: config.searchRateLimit * factor, timeWindow: config.rateLimitWindowMs, keyGenerator: (request) => networkOf(request) };
}
