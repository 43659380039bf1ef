import { EVENT_FIELDS } from '../../../lib/api/contract/tracking';
import type { Migration } from './migrations';

/**
 * Behaviour-tracking events (versions 700-799): one row per event the three beacons received,
 * keyed by the event id the browser gave it (a resent copy is dropped by the primary key).
 * One column per SPEC §3 field, all TEXT as they arrived in the query string (the beacons
 * validate shapes; readers cast). `beacon` is the endpoint that received it (case | ins | main),
 * `received_at` the collector's clock in epoch ms. visitor_locations keeps each device's last
 * location report (POST /address/report).
 */
export const TRACKING_MIGRATIONS: Migration[] = [
  {
    version: 700,
    name: 'tracking events',
    up: (db) =>
      db.exec(`
        CREATE TABLE track_events (
          event_id TEXT PRIMARY KEY,
          beacon TEXT NOT NULL,
          received_at INTEGER NOT NULL,
          bhv_type TEXT NOT NULL,
          bhv_time TEXT, bhv_time_ms TEXT, doc_id TEXT, user_id TEXT, device_id TEXT,
          spm TEXT, scm TEXT, request_id TEXT, query TEXT, parent_doc_id TEXT, stay_time TEXT,
          author_id TEXT, trans_data TEXT, st TEXT, client_version TEXT, device_model TEXT,
          os TEXT, os_version TEXT, network TEXT, country TEXT, province TEXT, city TEXT,
          platform TEXT, order_id TEXT, pay_amount TEXT, current_price TEXT, redownload TEXT,
          is_vip_conversion TEXT, prepay_type TEXT, prepay_amount TEXT, goods_type TEXT,
          filters TEXT, play_duration TEXT, series_id TEXT, doc_type TEXT, source_spm TEXT,
          experiment_id TEXT, recall_id TEXT, batch_id TEXT, case_id TEXT, ins_id TEXT
        ) WITHOUT ROWID;
        CREATE INDEX track_events_received ON track_events (received_at);
        CREATE INDEX track_events_type ON track_events (bhv_type, experiment_id);
      `),
  },
  {
    version: 701,
    name: 'location reports',
    up: (db) =>
      db.exec(`
        CREATE TABLE visitor_locations (
          device_id TEXT PRIMARY KEY,
          ip TEXT NOT NULL, country TEXT NOT NULL, province TEXT NOT NULL, city TEXT NOT NULL,
          saved_at INTEGER NOT NULL
        ) WITHOUT ROWID;
      `),
  },
  {
    version: 702,
    name: 'tracking: batch fields stored once, daily rollup',
    // track_shared holds a GET batch's shared fields and shared beginnings (`p.{field}`) once
    // (deduplicated by digest); an event of such a batch stores only its own fields (less those
    // beginnings) and `shared_ref`. track_events_full is what readers query: each field the
    // batch's beginning + the event's own, else the batch's shared value. track_daily_* keep, per China day,
    // what the experiment report needs of events pruned after the retention (services/tracking.ts).
    up: (db) =>
      db.exec(`
        ALTER TABLE track_events ADD COLUMN shared_ref INTEGER;
        CREATE TABLE track_shared (
          id INTEGER PRIMARY KEY,
          digest TEXT NOT NULL UNIQUE,
          fields TEXT NOT NULL,
          last_at INTEGER NOT NULL
        );
        CREATE VIEW track_events_full AS
          SELECT e.event_id, e.beacon, e.received_at, e.bhv_type,
            ${EVENT_FIELDS.filter((f) => f !== 'bhv_type').map((f) => `CASE WHEN e.${f} IS NULL THEN json_extract(s.fields, '$.${f}') ELSE COALESCE(json_extract(s.fields, '$."p.${f}"'), '') || e.${f} END AS ${f}`).join(',\n            ')}
          FROM track_events e LEFT JOIN track_shared s ON s.id = e.shared_ref;
        CREATE TABLE track_daily_counts (
          day INTEGER NOT NULL, label TEXT NOT NULL, experiment_id TEXT NOT NULL, bhv_type TEXT NOT NULL,
          n INTEGER NOT NULL, amount REAL NOT NULL,
          PRIMARY KEY (day, label, experiment_id, bhv_type)
        ) WITHOUT ROWID;
        CREATE TABLE track_daily_devices (
          day INTEGER NOT NULL, label TEXT NOT NULL, experiment_id TEXT NOT NULL,
          devices INTEGER NOT NULL, paying INTEGER NOT NULL,
          PRIMARY KEY (day, label, experiment_id)
        ) WITHOUT ROWID;
      `),
  },
];
