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
];
