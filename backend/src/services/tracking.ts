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

const COLUMNS = [EVENT_ID_FIELD, 'beacon', 'received_at', ...EVENT_FIELDS];

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
  private buffer: Row[] = [];
  private scheduled = false;
  private readonly insert: Database.Statement;
  private readonly writeAll: (rows: Row[]) => void;

  constructor(private readonly db: Database.Database) {
    this.insert = db.prepare(`INSERT OR IGNORE INTO track_events (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`);
    this.writeAll = db.transaction((rows: Row[]) => {
      for (const row of rows) this.insert.run(row);
    });
  }

  /** One event from a query string or a batch line; null when it is not an event. */
  static rowOf(beacon: Beacon, params: Params, now: number): Row | null {
    const id = first(params[EVENT_ID_FIELD]);
    const type = first(params.bhv_type);
    if (!id || !EVENT_ID_RE.test(id) || !type || !BHV.has(type)) return null;
    const row: Row = { [EVENT_ID_FIELD]: id, beacon, received_at: now };
    for (const field of EVENT_FIELDS) {
      let v = first(params[field]);
      if (v !== undefined) v = v.slice(0, MAX_FIELD_LENGTH);
      if (v !== undefined && NUMERIC.has(field) && !NUMBER_RE.test(v)) v = undefined;
      if (v !== undefined && FLAGS.has(field) && v !== '0' && v !== '1') v = undefined;
      row[field] = v === undefined || v === '' ? null : v;
    }
    return row;
  }

  /** Accepts the events of one request; returns how many were well-formed. */
  accept(beacon: Beacon, events: Params[]): number {
    const now = Date.now();
    let n = 0;
    for (const params of events.slice(0, MAX_BATCH_EVENTS)) {
      const row = TrackingCollector.rowOf(beacon, params, now);
      if (!row) continue;
      this.buffer.push(row);
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
    const sql = `SELECT * FROM (SELECT * FROM track_events ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY received_at DESC LIMIT @limit) ORDER BY received_at`;
    const rows = this.db.prepare(sql).all(args) as Record<string, unknown>[];
    return rows.map((r) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(r)) if (v !== null) out[k] = v;
      return out as unknown as StoredTrackEvent;
    });
  }
}
