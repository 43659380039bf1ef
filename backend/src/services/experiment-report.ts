import type Database from 'better-sqlite3';
import { LABEL_SQL } from './tracking';
import { parseExperimentId } from '../../../lib/api/contract/experiment-id';
import type { ExperimentReport, ExperimentReportRow } from '../../../lib/api/contract/experiment-report';

const UNKNOWN = '未知';
const DAY_MS = 86_400_000;

interface Cell {
  label: string | null;
  experiment_id: string | null;
  bhv_type: string;
  n: number;
  amount: number | null;
}

interface DeviceCell {
  label: string | null;
  experiment_id: string | null;
  devices: number;
  paying: number;
}

/** "建筑-案例详情页" → [建筑, 案例详情页]; the label is the spm's part before its first dot. */
export function splitLabel(label: string | null): { channel: string; pageType: string } {
  if (!label) return { channel: UNKNOWN, pageType: UNKNOWN };
  const dash = label.indexOf('-');
  if (dash <= 0) return { channel: UNKNOWN, pageType: label };
  return { channel: label.slice(0, dash), pageType: label.slice(dash + 1) || UNKNOWN };
}

/**
 * The editors' experiment report: SQLite groups the window's events by spm label, experiment_id
 * and type (one pass over the received_at index); each experiment_id is then split into its
 * pairs, so an event counts once for every experiment it carries. Devices are counted distinct
 * per label and experiment_id (a device keeps its experiment_id, so the sum per group holds).
 * Events older than the tracking retention (API_TRACK_RETENTION_DAYS, 90) live on only as their
 * daily rollup (services/tracking.ts prune): counts and amounts are exact; devices there are the
 * sum of each day's distinct devices, so a device active on several of those days counts once
 * per day (an upper bound), and a day is counted whole when its start is in the window.
 */
export class ExperimentReports {
  private readonly counts: Database.Statement<[number, number], Cell>;
  private readonly devices: Database.Statement<[number, number], DeviceCell>;
  private readonly total: Database.Statement<[number, number], { n: number; bare: number }>;
  private readonly rolledCounts: Database.Statement<[number, number], Cell>;
  private readonly rolledDevices: Database.Statement<[number, number], DeviceCell>;
  private readonly rolledTotal: Database.Statement<[number, number], { n: number | null; bare: number | null }>;

  constructor(db: Database.Database) {
    // Rolled-up China days whose start lies in the window ('' in the rollup stands for none).
    const days = `day * ${DAY_MS} - ${8 * 3_600_000} >= ? AND day * ${DAY_MS} - ${8 * 3_600_000} <= ?`;
    this.rolledCounts = db.prepare(
      `SELECT NULLIF(label, '') AS label, experiment_id, bhv_type, SUM(n) AS n, SUM(amount) AS amount FROM track_daily_counts
       WHERE ${days} AND experiment_id <> '' GROUP BY label, experiment_id, bhv_type`,
    );
    this.rolledDevices = db.prepare(
      `SELECT NULLIF(label, '') AS label, experiment_id, SUM(devices) AS devices, SUM(paying) AS paying FROM track_daily_devices
       WHERE ${days} AND experiment_id <> '' GROUP BY label, experiment_id`,
    );
    this.rolledTotal = db.prepare(`SELECT SUM(n) AS n, SUM(CASE WHEN experiment_id = '' THEN n ELSE 0 END) AS bare FROM track_daily_counts WHERE ${days}`);
    const label = LABEL_SQL;
    this.counts = db.prepare(
      `SELECT ${label} AS label, experiment_id, bhv_type, COUNT(*) AS n, SUM(CAST(pay_amount AS REAL)) AS amount
       FROM track_events_full WHERE received_at >= ? AND received_at <= ? AND experiment_id IS NOT NULL
       GROUP BY label, experiment_id, bhv_type`,
    );
    this.devices = db.prepare(
      `SELECT ${label} AS label, experiment_id, COUNT(DISTINCT device_id) AS devices,
              COUNT(DISTINCT CASE WHEN bhv_type = 'prepay' THEN device_id END) AS paying
       FROM track_events_full WHERE received_at >= ? AND received_at <= ? AND experiment_id IS NOT NULL
       GROUP BY label, experiment_id`,
    );
    this.total = db.prepare(`SELECT COUNT(*) AS n, COUNT(*) - COUNT(experiment_id) AS bare FROM track_events_full WHERE received_at >= ? AND received_at <= ?`);
  }

  report(days: number, now = Date.now()): ExperimentReport {
    const from = now - days * DAY_MS;
    const rows = new Map<string, ExperimentReportRow>();
    const rowOf = (labelText: string | null, experiment: string, group: string) => {
      const { channel, pageType } = splitLabel(labelText);
      const key = `${channel}\u0000${pageType}\u0000${experiment}\u0000${group}`;
      let row = rows.get(key);
      if (!row) {
        row = { channel, pageType, experiment, group, exposures: 0, clicks: 0, downloads: 0, prepays: 0, prepayAmount: 0, devices: 0, payingDevices: 0 };
        rows.set(key, row);
      }
      return row;
    };
    for (const c of [...this.counts.all(from, now), ...this.rolledCounts.all(from, now)]) {
      for (const [experiment, group] of Object.entries(parseExperimentId(c.experiment_id))) {
        const row = rowOf(c.label, experiment, group);
        if (c.bhv_type === 'exposure') row.exposures += c.n;
        else if (c.bhv_type === 'click') row.clicks += c.n;
        else if (c.bhv_type === 'auto_play') row.downloads += c.n;
        else if (c.bhv_type === 'prepay') {
          row.prepays += c.n;
          row.prepayAmount = Math.round((row.prepayAmount + (c.amount ?? 0)) * 100) / 100;
        }
      }
    }
    for (const d of [...this.devices.all(from, now), ...this.rolledDevices.all(from, now)]) {
      for (const [experiment, group] of Object.entries(parseExperimentId(d.experiment_id))) {
        const row = rowOf(d.label, experiment, group);
        row.devices += d.devices;
        row.payingDevices += d.paying;
      }
    }
    const live = this.total.get(from, now) ?? { n: 0, bare: 0 };
    const rolled = this.rolledTotal.get(from, now) ?? { n: 0, bare: 0 };
    const total = { n: live.n + (rolled.n ?? 0), bare: live.bare + (rolled.bare ?? 0) };
    const sorted = [...rows.values()].sort(
      (a, b) => a.experiment.localeCompare(b.experiment) || a.channel.localeCompare(b.channel, 'zh-CN') || a.pageType.localeCompare(b.pageType, 'zh-CN') || a.group.localeCompare(b.group),
    );
    return { from, to: now, events: total.n, withoutExperiment: total.bare, rows: sorted };
  }
}
