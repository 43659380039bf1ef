import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import {
  EVENT_FIELDS,
  EVENT_ID_FIELD,
  MAX_BATCH_EVENTS,
  MAX_FIELD_LENGTH,
  WIRE_BHV_TYPES,
  type Beacon,
  type EventField,
  type StoredTrackEvent,
} from '../../../lib/api/contract/tracking';

/** Fields that must read as a number when present (a non-number is dropped, the event kept). */
const NUMERIC: ReadonlySet<EventField> = new Set([
  'bhv_time_ms',
  'stay_time',
  'pay_amount',
  'current_price',
  'prepay_amount',
  'play_duration',
  'st',
  'goods_type',
  'doc_type',
]);
const FLAGS: ReadonlySet<EventField> = new Set(['redownload', 'is_vip_conversion']);
const EVENT_ID_RE = /^[A-Za-z0-9_-]{8,64}$/;
const NUMBER_RE = /^-?\d{1,15}(\.\d{1,6})?$/;
const BHV = new Set(WIRE_BHV_TYPES);
/** Rows kept in memory before a write is forced within the same tick. */
const FLUSH_AT = 2000;

type Row = Record<string, string | number | null>;
type Params = Record<string, unknown>;
/** A row waiting for the write, with its batch's shared fields (JSON) when it has them. */
type Pending = { row: Row; shared: string | null };

const COLUMNS = [EVENT_ID_FIELD, 'beacon', 'received_at', ...EVENT_FIELDS, 'shared_ref'];
const DAY_MS = 86_400_000;
/** China days (UTC+8), as the experiment report and the business count them. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const dayOf = (t: number) => Math.floor((t + CHINA_OFFSET_MS) / DAY_MS);
/** The experiment report's grouping label (its page prefix of spm): the same expression in both places. */
export const LABEL_SQL = `CASE WHEN spm IS NULL OR spm = '' THEN NULL ELSE substr(spm, 1, instr(spm || '.', '.') - 1) END`;

/** Stored bytes of a row's values (what a request's budget is counted in). */
function rowBytes(row: Row): number {
  let n = 0;
  for (const v of Object.values(row)) n += v === null ? 0 : typeof v === 'number' ? 8 : Buffer.byteLength(v);
  return n;
}

function first(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' ? v : undefined;
}

/**
 * The collector behind the three beacons: checks each event, keeps it in memory for the rest
 * of the tick and writes the tick's events in one transaction (one prepared INSERT OR IGNORE,
 * so a resent event id is dropped). Garbage never throws: an event without a valid id or
 * behaviour type is skipped, a malformed field is left empty, long values are cut.
 */
export class TrackingCollector {
  private buffer: Pending[] = [];
  private scheduled = false;
  private readonly insert: Database.Statement;
  private readonly writeAll: (rows: Pending[]) => void;
  private readonly pruneAll: (cutoff: number) => number;

  constructor(
    private readonly db: Database.Database,
    /** API_TRACK_RETENTION_DAYS: events older than this are rolled up by day and deleted. */
    private readonly retentionDays = 90,
  ) {
    this.insert = db.prepare(`INSERT OR IGNORE INTO track_events (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`);
    const addShared = db.prepare('INSERT INTO track_shared (digest, fields, last_at) VALUES (?, ?, ?) ON CONFLICT (digest) DO UPDATE SET last_at = excluded.last_at RETURNING id');
    this.writeAll = db.transaction((rows: Pending[]) => {
      const ids = new Map<string, number>();
      for (const { row, shared } of rows) {
        if (shared !== null) {
          let id = ids.get(shared);
          if (id === undefined) {
            const digest = createHash('sha256').update(shared).digest('base64url');
            id = (addShared.get(digest, shared, row.received_at) as { id: number }).id;
            ids.set(shared, id);
          }
          row.shared_ref = id;
        }
        this.insert.run(row);
      }
    });
    // Whole China days before the cutoff: counted into the daily rollup, then deleted.
    const before = `received_at < @cutoff`;
    const rollCounts = db.prepare(
      `INSERT INTO track_daily_counts (day, label, experiment_id, bhv_type, n, amount)
       SELECT (received_at + ${CHINA_OFFSET_MS}) / ${DAY_MS} AS day, COALESCE(${LABEL_SQL}, ''), COALESCE(experiment_id, ''), bhv_type, COUNT(*), COALESCE(SUM(CAST(pay_amount AS REAL)), 0)
       FROM track_events_full WHERE ${before} GROUP BY 1, 2, 3, 4
       ON CONFLICT (day, label, experiment_id, bhv_type) DO UPDATE SET n = n + excluded.n, amount = amount + excluded.amount`,
    );
    const rollDevices = db.prepare(
      `INSERT INTO track_daily_devices (day, label, experiment_id, devices, paying)
       SELECT (received_at + ${CHINA_OFFSET_MS}) / ${DAY_MS} AS day, COALESCE(${LABEL_SQL}, ''), COALESCE(experiment_id, ''), COUNT(DISTINCT device_id), COUNT(DISTINCT CASE WHEN bhv_type = 'prepay' THEN device_id END)
       FROM track_events_full WHERE ${before} GROUP BY 1, 2, 3
       ON CONFLICT (day, label, experiment_id) DO UPDATE SET devices = devices + excluded.devices, paying = paying + excluded.paying`,
    );
    const drop = db.prepare(`DELETE FROM track_events WHERE ${before}`);
    const dropShared = db.prepare('DELETE FROM track_shared WHERE last_at < @cutoff AND id NOT IN (SELECT shared_ref FROM track_events WHERE shared_ref IS NOT NULL)');
    this.pruneAll = db.transaction((cutoff: number) => {
      rollCounts.run({ cutoff });
      rollDevices.run({ cutoff });
      const gone = drop.run({ cutoff }).changes;
      dropShared.run({ cutoff });
      return gone;
    });
  }

  /** The first instant still kept: the start of the China day `retentionDays` before now. */
  cutoff(now = Date.now()): number {
    return (dayOf(now) - this.retentionDays) * DAY_MS - CHINA_OFFSET_MS;
  }

  /**
   * Rolls the events older than the retention up into the daily tables and deletes them (and
   * batch fields no event uses any more); returns how many events went. Run hourly.
   */
  prune(now = Date.now()): number {
    this.flush();
    return this.pruneAll(this.cutoff(now));
  }

  /** The valid shared fields of a batch (bhv_type stays on each row: it is indexed and required). */
  static fieldsOf(params: Params): Record<string, string> {
    const probe = TrackingCollector.rowOf('main', { ...params, [EVENT_ID_FIELD]: 'shared-fields', bhv_type: WIRE_BHV_TYPES[0] }, 0)!;
    const out: Record<string, string> = {};
    for (const field of EVENT_FIELDS) {
      const v = probe[field];
      if (field !== 'bhv_type' && typeof v === 'string' && params[field] !== undefined) out[field] = v;
    }
    return out;
  }

  /** One event from a query string or a batch line; null when it is not an event. */
  static rowOf(beacon: Beacon, params: Params, now: number): Row | null {
    const id = first(params[EVENT_ID_FIELD]);
    const type = first(params.bhv_type);
    if (!id || !EVENT_ID_RE.test(id) || !type || !BHV.has(type)) return null;
    const row: Row = { [EVENT_ID_FIELD]: id, beacon, received_at: now, shared_ref: null };
    for (const field of EVENT_FIELDS) {
      let v = first(params[field]);
      if (v !== undefined) v = v.slice(0, MAX_FIELD_LENGTH);
      if (v !== undefined && NUMERIC.has(field) && !NUMBER_RE.test(v)) v = undefined;
      if (v !== undefined && FLAGS.has(field) && v !== '0' && v !== '1') v = undefined;
      row[field] = v === undefined || v === '' ? null : v;
    }
    return row;
  }

  /**
   * Accepts the events of one request; returns how many were kept. `shared` are a GET batch's
   * fields common to every event: stored once (track_shared), not copied into each row. What a
   * request stores is bounded by its own size (`budget`, its bytes on the wire): events past the
   * budget are dropped, so a batch can never be amplified into more rows than it sent.
   */
  accept(beacon: Beacon, events: Params[], shared: Params = {}, budget = Infinity, prefixes: Record<string, string> = {}): number {
    const now = Date.now();
    let n = 0;
    const sharedRow: Record<string, string> = Object.keys(shared).length ? TrackingCollector.fieldsOf(shared) : {};
    // Shared beginnings of fields (not of the event id, which stays whole: it is the key).
    const starts: [string, string][] = [];
    for (const [k, v] of Object.entries(prefixes)) {
      if (k === EVENT_ID_FIELD || !(EVENT_FIELDS as readonly string[]).includes(k) || k === 'bhv_type') continue;
      const start = v.slice(0, MAX_FIELD_LENGTH);
      sharedRow[`p.${k}`] = start;
      starts.push([k, start]);
    }
    const sharedJson = Object.keys(sharedRow).length ? JSON.stringify(sharedRow) : null;
    let spent = sharedJson ? Buffer.byteLength(sharedJson) : 0;
    for (const own of events.slice(0, MAX_BATCH_EVENTS)) {
      const params: Params = { ...own };
      for (const [k, start] of Object.entries(prefixes)) if (typeof params[k] === 'string') params[k] = start + params[k];
      const row = TrackingCollector.rowOf(beacon, { ...shared, ...params }, now);
      if (!row) continue;
      // A shared value the event does not override is left to the batch's row, and a shared
      // beginning is stored there once: the row keeps the rest.
      for (const [k, v] of Object.entries(sharedRow)) if (row[k] === v && own[k] === undefined) row[k] = null;
      for (const [k, start] of starts) {
        const v = row[k];
        if (typeof own[k] === 'string' && typeof v === 'string' && v.startsWith(start)) row[k] = v.slice(start.length);
      }
      spent += rowBytes(row);
      if (spent > budget) break;
      this.buffer.push({ row, shared: sharedJson });
      n++;
    }
    if (this.buffer.length >= FLUSH_AT) this.flush();
    else if (n > 0 && !this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    return n;
  }

  /** Writes what is buffered (a failing write drops that batch rather than the server). */
  flush(): void {
    this.scheduled = false;
    if (!this.buffer.length) return;
    const rows = this.buffer;
    this.buffer = [];
    try {
      this.writeAll(rows);
    } catch (err) {
      // The database is closing or the disk is full: tracking must never take the API down.
      if (process.env.NODE_ENV !== 'test') console.error('tracking: write failed', (err as Error).message);
    }
  }

  /** Stored events for the test read-back, newest last. */
  list(filter: { beacon?: Beacon; bhvType?: string; deviceId?: string; since?: number; limit: number }): StoredTrackEvent[] {
    this.flush();
    const where: string[] = [];
    const args: Record<string, string | number> = { limit: filter.limit };
    const conditions: [string, string, string | number | undefined][] = [
      ['beacon', 'beacon', filter.beacon],
      ['bhv_type', 'bhvType', filter.bhvType],
      ['device_id', 'deviceId', filter.deviceId],
    ];
    for (const [column, name, value] of conditions) {
      if (value === undefined || value === '') continue;
      where.push(`${column} = @${name}`);
      args[name] = value;
    }
    if (filter.since !== undefined) {
      where.push('received_at >= @since');
      args.since = filter.since;
    }
    const sql = `SELECT * FROM (SELECT * FROM track_events_full ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY received_at DESC LIMIT @limit) ORDER BY received_at`;
    const rows = this.db.prepare(sql).all(args) as Record<string, unknown>[];
    return rows.map((r) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(r)) if (v !== null) out[k] = v;
      return out as unknown as StoredTrackEvent;
    });
  }
}
