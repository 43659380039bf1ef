import type { ExperimentReport, ExperimentReportRow } from '@/lib/api/contract/experiment-report';
import { wilson, type Proportion } from './wilson';

/** One table line: the API's counts plus the rates the site computes. */
export interface ReportLine extends ExperimentReportRow {
  key: string;
  /** Clicks per exposure with its 95 % Wilson interval. */
  ctr: Proportion;
  /** Paying devices per device with its 95 % Wilson interval. */
  conversion: Proportion;
}

/** One bar group of the CTR chart: a channel · page type cell, one value per experiment group. */
type CtrChartRow = { cell: string } & Record<string, number | [number, number] | string>;

export interface ReportView {
  experiments: string[];
  groups: string[];
  lines: ReportLine[];
  ctrChart: CtrChartRow[];
  /** Per group: downloads, prepays and paying devices summed over the cells. */
  totals: { group: string; exposures: number; clicks: number; downloads: number; prepays: number; devices: number; payingDevices: number; ctr: Proportion }[];
}

/** The experiments the report has rows for, sorted. */
function reportExperiments(report: ExperimentReport | undefined): string[] {
  return [...new Set(report?.rows.map((r) => r.experiment) ?? [])].sort();
}

/** Everything the report screen shows for one experiment. Pure. */
export function reportView(report: ExperimentReport | undefined, experiment: string | null): ReportView {
  const experiments = reportExperiments(report);
  const chosen = experiment && experiments.includes(experiment) ? experiment : (experiments[0] ?? null);
  const rows = (report?.rows ?? []).filter((r) => r.experiment === chosen);
  const groups = [...new Set(rows.map((r) => r.group))].sort();
  const lines: ReportLine[] = rows.map((r) => ({
    ...r,
    key: `${r.channel}|${r.pageType}|${r.experiment}|${r.group}`,
    ctr: wilson(r.clicks, r.exposures),
    conversion: wilson(r.payingDevices, r.devices),
  }));
  const cells = new Map<string, CtrChartRow>();
  for (const l of lines) {
    if (l.exposures === 0) continue;
    const cell = `${l.channel}·${l.pageType}`;
    const row = cells.get(cell) ?? { cell };
    row[`g${l.group}`] = l.ctr.rate;
    row[`g${l.group}Err`] = [l.ctr.rate - l.ctr.low, l.ctr.high - l.ctr.rate];
    cells.set(cell, row);
  }
  const totals = groups.map((group) => {
    const mine = rows.filter((r) => r.group === group);
    const sum = (k: 'exposures' | 'clicks' | 'downloads' | 'prepays' | 'devices' | 'payingDevices') => mine.reduce((n, r) => n + r[k], 0);
    return {
      group,
      exposures: sum('exposures'),
      clicks: sum('clicks'),
      downloads: sum('downloads'),
      prepays: sum('prepays'),
      devices: sum('devices'),
      payingDevices: sum('payingDevices'),
      ctr: wilson(sum('clicks'), sum('exposures')),
    };
  });
  return { experiments, groups, lines, ctrChart: [...cells.values()], totals };
}
