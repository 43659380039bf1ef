/**
 * The editors' experiment report (GET /editor/experimentReport): counts from the collected
 * behaviour events (track_events), per channel, page type, experiment and group. Rates and
 * confidence intervals are computed by the site from these counts (components/experiments/report/wilson.ts).
 */
export interface ExperimentReportRow {
  /** Channel name from the event's spm label ("建筑-案例详情页" → 建筑); 未知 without one. */
  channel: string;
  /** Page type from the spm label (案例详情页); 未知 without one. */
  pageType: string;
  /** Experiment name, one of the experiment_id pairs (newerHomeCutUser …). */
  experiment: string;
  /** The group value the visitor saw ('0', '1' …). */
  group: string;
  exposures: number;
  clicks: number;
  /** Download events (sent as auto_play). */
  downloads: number;
  /** Prepay events (payments that landed). */
  prepays: number;
  /** Sum of pay_amount of the prepays, yuan. */
  prepayAmount: number;
  /** Distinct devices with any event in this cell. */
  devices: number;
  /** Distinct devices with a prepay in this cell. */
  payingDevices: number;
}

export interface ExperimentReport {
  /** Window, epoch ms (received_at). */
  from: number;
  to: number;
  /** All events in the window, and those without an experiment_id (not in any row). */
  events: number;
  withoutExperiment: number;
  rows: ExperimentReportRow[];
}

/** The report's window in days: 1..MAX, default DEFAULT. */
export const REPORT_DAYS = { DEFAULT: 30, MAX: 365 } as const;
