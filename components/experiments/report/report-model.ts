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

/** The CTR chart shows the pages with most exposures; the rest are folded into one 其他 bar. */
export const CHART_TOP_PAGES = 8;

/** One page (channel · page type) of the chart and its table: counts and CTR per group. */
export interface ChartCell {
  cell: string;
  exposures: number;
  /** How many pages this line folds (1 for a page of its own). */
  pages: number;
  byGroup: Record<string, { exposures: number; clicks: number; ctr: Proportion }>;
}

export interface ReportView {
  experiments: string[];
  groups: string[];
  lines: ReportLine[];
  ctrChart: CtrChartRow[];
  /** The chart's lines: the top CHART_TOP_PAGES pages by exposures, then 其他 folding the rest. */
  chartCells: ChartCell[];
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
  const chartCells = foldCells(lines);
  const ctrChart = chartCells.map((c) => {
    const row: CtrChartRow = { cell: c.pages > 1 ? `${c.cell}（${c.pages} 个页面）` : c.cell };
    for (const [group, g] of Object.entries(c.byGroup)) {
      if (g.exposures === 0) continue;
      row[`g${group}`] = g.ctr.rate;
      row[`g${group}Err`] = [g.ctr.rate - g.ctr.low, g.ctr.high - g.ctr.rate];
    }
    return row;
  });
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
  return { experiments, groups, lines, ctrChart, chartCells, totals };
}

/**
 * Pages (channel · page type) with exposures, most exposed first; beyond CHART_TOP_PAGES they are
 * summed into one 其他 line (its CTR and interval from the summed counts), so the chart has at
 * most CHART_TOP_PAGES + 1 labelled bars whatever the number of pages.
 */
function foldCells(lines: readonly ReportLine[]): ChartCell[] {
  const byCell = new Map<string, ChartCell>();
  for (const l of lines) {
    if (l.exposures === 0) continue;
    const name = `${l.channel}·${l.pageType}`;
    const c = byCell.get(name) ?? { cell: name, exposures: 0, pages: 1, byGroup: {} };
    c.exposures += l.exposures;
    const g = c.byGroup[l.group] ?? { exposures: 0, clicks: 0, ctr: wilson(0, 0) };
    g.exposures += l.exposures;
    g.clicks += l.clicks;
    g.ctr = wilson(g.clicks, g.exposures);
    c.byGroup[l.group] = g;
    byCell.set(name, c);
  }
  const sorted = [...byCell.values()].sort((a, b) => b.exposures - a.exposures || a.cell.localeCompare(b.cell));
  if (sorted.length <= CHART_TOP_PAGES + 1) return sorted;
  const rest = sorted.slice(CHART_TOP_PAGES);
  const other: ChartCell = { cell: '其他', exposures: 0, pages: rest.length, byGroup: {} };
  for (const c of rest) {
    other.exposures += c.exposures;
    for (const [group, g] of Object.entries(c.byGroup)) {
      const o = other.byGroup[group] ?? { exposures: 0, clicks: 0, ctr: wilson(0, 0) };
      o.exposures += g.exposures;
      o.clicks += g.clicks;
      o.ctr = wilson(o.clicks, o.exposures);
      other.byGroup[group] = o;
    }
  }
  return [...sorted.slice(0, CHART_TOP_PAGES), other];
}
