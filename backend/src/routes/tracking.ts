import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BATCH_PARAM, BEACONS, BEACON_PATHS, MAX_BATCH_EVENTS, PREFIX_PARAM, type Beacon } from '../../../lib/api/contract/tracking';
import { voterOf } from '../http/client';
import { ok } from '../http/envelope';
import { type ZodTypeProvider } from '../http/validate';
import type { LocationReportRecord } from '../../../lib/api/contract/system';
import { searchService } from '../search/service';
import { TrackingCollector } from '../services/tracking';

/** The 1×1 transparent GIF every beacon answers. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function pixel(reply: FastifyReply): FastifyReply {
  return reply.code(200).header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
}

/**
 * The events of a GET: the query itself (one event, SPEC §7), or a batch — the shared fields as
 * plain parameters (returned apart, stored once), the shared beginnings of fields as
 * `p.{field}`, and each event's own fields (less those beginnings) as a query string in an `e`
 * parameter.
 */
function queryEvents(query: Record<string, unknown>): { shared: Record<string, unknown>; prefixes: Record<string, string>; events: Record<string, unknown>[] } {
  const { [BATCH_PARAM]: e, ...rest } = query;
  if (e === undefined) return { shared: {}, prefixes: {}, events: [query] };
  const common: Record<string, unknown> = {};
  const prefixes: [string, string][] = [];
  for (const [k, v] of Object.entries(rest)) {
    if (!k.startsWith(PREFIX_PARAM)) common[k] = v;
    else if (typeof v === 'string') prefixes.push([k.slice(PREFIX_PARAM.length), v]);
  }
  const parts = (Array.isArray(e) ? e : [e]).filter((p): p is string => typeof p === 'string').slice(0, MAX_BATCH_EVENTS);
  const events = parts.map((p) => Object.fromEntries(new URLSearchParams(p)) as Record<string, unknown>);
  return { shared: common, prefixes: Object.fromEntries(prefixes), events };
}

/** A POST batch: one query string per line (navigator.sendBeacon on pagehide). */
function linesOf(body: unknown): Record<string, string>[] {
  if (typeof body !== 'string') return [];
  return body
    .split('\n', MAX_BATCH_EVENTS)
    .filter((l) => l.trim())
    .map((l) => Object.fromEntries(new URLSearchParams(l.trim())));
}

const DEVICE_RE = /^[A-Za-z0-9_-]{8,64}$/;
const place = z.string().max(64, { error: '地名过长' });
const addressBody = z.object({
  deviceId: z.string().regex(DEVICE_RE, { error: 'deviceId 须为 8 到 64 个字母、数字、_ 或 -' }),
  ip: z.string().min(2).max(45).regex(/^[0-9A-Fa-f.:]+$/, { error: 'ip 格式不正确' }),
  country: place,
  province: place,
  city: place,
});

const listQuery = z.object({
  beacon: z.enum(BEACONS).optional(),
  bhv_type: z.string().max(32).optional(),
  device_id: z.string().max(128).optional(),
  since: z.string().regex(/^\d{1,15}$/).transform(Number).optional(),
  limit: z.string().regex(/^\d{1,4}$/).transform(Number).optional(),
});

/**
 * SPEC §7 tracking: the case, inspiration and main beacons. Each answers the pixel before it
 * looks at the event (the collector only buffers; the write happens after the reply), and
 * never an error: garbage is dropped silently. GET /test/trackEvents reads back in test mode.
 */
export async function trackingRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const collector = new TrackingCollector(ctx.db, ctx.config.trackRetentionDays);
  // Events past the retention are rolled up by day and deleted: now and every hour.
  const pruning = setInterval(() => collector.prune(), 3_600_000);
  pruning.unref();
  setImmediate(() => {
    if (ctx.db.open) collector.prune();
  });
  app.addHook('onClose', async () => {
    clearInterval(pruning);
    collector.flush();
  });
  const log = searchService(app, ctx).log;

  /**
   * The visitor's searches count for the hot words here: the browser sends a `search` event when
   * it shows a search answer, with its device id, through the site's /api-gw (so `request.ip` is
   * the visitor's address). The results page itself is rendered by the site server from Next's
   * data cache, where the API cannot tell visitors apart.
   */
  const countSearches = (request: FastifyRequest, beacon: Beacon, events: Record<string, unknown>[]) => {
    let voter: ReturnType<typeof voterOf> | undefined;
    for (const e of events) {
      if (e.bhv_type !== 'search' || typeof e.query !== 'string' || !e.query || !TrackingCollector.rowOf(beacon, e, 0)) continue;
      // The voter is the account or the API-issued visitor id, never the event's own device_id.
      log.record(e.query.slice(0, 50), voter ??= voterOf(request));
    }
  };

  // Its own scope, so any body type reaches the handler as text (a beacon never answers 415).
  void app.register(async (scope) => {
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    for (const beacon of BEACONS) {
      const path = BEACON_PATHS[beacon];
      scope.get(path, async (request, reply) => {
        pixel(reply);
        const { shared, prefixes, events } = queryEvents(request.query as Record<string, unknown>);
        // A request stores at most its own size (its URL), however its batch expands.
        collector.accept(beacon as Beacon, events, shared, Buffer.byteLength(request.raw.url ?? ''), prefixes);
        const whole = events.map((own) => {
          const e: Record<string, unknown> = { ...shared, ...own };
          for (const [k, start] of Object.entries(prefixes)) if (typeof own[k] === 'string') e[k] = start + own[k];
          return e;
        });
        countSearches(request, beacon as Beacon, whole);
        return reply;
      });
      scope.post(path, async (request, reply) => {
        pixel(reply);
        const events = linesOf(request.body);
        collector.accept(beacon as Beacon, events, {}, typeof request.body === 'string' ? Buffer.byteLength(request.body) : 0);
        countSearches(request, beacon as Beacon, events);
        return reply;
      });
    }
  });

  const saveAddress = ctx.db.prepare(
    `INSERT INTO visitor_locations (device_id, ip, country, province, city, saved_at) VALUES (@deviceId, @ip, @country, @province, @city, @savedAt)
     ON CONFLICT (device_id) DO UPDATE SET ip = excluded.ip, country = excluded.country, province = excluded.province, city = excluded.city, saved_at = excluded.saved_at`,
  );
  /** 上报定位 (SPEC §4 location report): the device's last known location. */
  app.post('/address/report', { config: { csrf: true }, schema: { body: addressBody } }, async (request) => {
    const body = request.body;
    saveAddress.run({ ...body, savedAt: Date.now() });
    return ok(null);
  });

  if (ctx.config.testMode && ctx.config.env !== 'production') {
    app.get('/test/locationReport', { schema: { querystring: z.object({ deviceId: z.string().max(64) }) } }, async (request) => {
      const q = request.query;
      const row = ctx.db.prepare('SELECT device_id AS deviceId, ip, country, province, city, saved_at AS savedAt FROM visitor_locations WHERE device_id = ?').get(q.deviceId) as LocationReportRecord | undefined;
      return ok(row ?? null);
    });
    app.get('/test/trackEvents', { schema: { querystring: listQuery } }, async (request) => {
      const q = request.query;
      return ok(collector.list({ beacon: q.beacon, bhvType: q.bhv_type, deviceId: q.device_id, since: q.since, limit: Math.min(q.limit ?? 500, 2000) }));
    });
  }
}
