import type { ExperimentReport, ExperimentReportRow } from '@/lib/api/contract/experiment-report';
import { CHART_TOP_PAGES, reportView } from '@/components/experiments/report/report-model';
import { wilson, Z95 } from '@/components/experiments/report/wilson';
import { formatPercent } from '@/lib/content/format';

describe('Wilson 95 % interval', () => {
  it('matches published values', () => {
    // 10 successes of 100: 0.0552 – 0.1744 (Wilson, z = 1.96).
    const p = wilson(10, 100);
    expect(p.rate).toBeCloseTo(0.1, 10);
    expect(p.low).toBeCloseTo(0.0552, 3);
    expect(p.high).toBeCloseTo(0.1744, 3);
    // 0 of 10: the lower bound is 0, the upper 0.2775.
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 3);
    // 10 of 10: symmetric.
    expect(wilson(10, 10).high).toBeCloseTo(1, 10);
    expect(wilson(10, 10).low).toBeCloseTo(0.7225, 3);
    expect(Z95).toBeCloseTo(1.96, 2);
  });
  it('stays inside 0..1 and contains the rate; bad input is clamped, never NaN', () => {
    for (const [k, n] of [[1, 3], [50, 51], [3, 1000]] as const) {
      const p = wilson(k, n);
      expect(p.low).toBeGreaterThanOrEqual(0);
      expect(p.high).toBeLessThanOrEqual(1);
      expect(p.low).toBeLessThanOrEqual(p.rate);
      expect(p.high).toBeGreaterThanOrEqual(p.rate);
    }
    expect(wilson(5, 0)).toEqual({ rate: 0, low: 0, high: 0 });
    expect(wilson(12, 10).rate).toBe(1);
    expect(wilson(-3, 10).rate).toBe(0);
    expect(wilson(Number.NaN, 10).rate).toBe(0);
    expect(wilson(1, Number.POSITIVE_INFINITY)).toEqual({ rate: 0, low: 0, high: 0 });
  });
  it('narrows as the sample grows', () => {
    const small = wilson(5, 50);
    const large = wilson(500, 5000);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
  });
  it('formats percentages for the table', () => {
    expect(formatPercent(0.0512)).toBe('5.12%');
    expect(formatPercent(0.5)).toBe('50%');
    expect(formatPercent(1, 0)).toBe('100%');
    expect(formatPercent(0, 0)).toBe('0%');
    expect(formatPercent(0.051, 2)).toBe('5.1%');
    expect(formatPercent(Number.NaN)).toBe('0%');
  });
});

const row = (o: Partial<ExperimentReportRow>): ExperimentReportRow => ({
  channel: '建筑',
  pageType: '首页',
  experiment: 'newerHomeCutUser',
  group: '0',
  exposures: 0,
  clicks: 0,
  downloads: 0,
  prepays: 0,
  prepayAmount: 0,
  devices: 0,
  payingDevices: 0,
  ...o,
});

describe('the report view', () => {
  const report: ExperimentReport = {
    from: 0,
    to: 1,
    events: 30,
    withoutExperiment: 1,
    rows: [
      row({ group: '0', exposures: 100, clicks: 10, downloads: 2, prepays: 1, devices: 5, payingDevices: 1 }),
      row({ group: '1', exposures: 80, clicks: 4, devices: 4 }),
      row({ pageType: '案例详情页', group: '0', exposures: 20, clicks: 5, devices: 2 }),
      row({ experiment: 'vipOrderPop', group: '1', exposures: 200, clicks: 14, devices: 9 }),
    ],
  };
  it('picks the first experiment by default and lines up CTR with its interval', () => {
    const v = reportView(report, null);
    expect(v.experiments).toEqual(['newerHomeCutUser', 'vipOrderPop']);
    expect(v.groups).toEqual(['0', '1']);
    expect(v.lines).toHaveLength(3);
    expect(v.lines[0]!.ctr).toEqual(wilson(10, 100));
    expect(v.lines[0]!.conversion).toEqual(wilson(1, 5));
  });
  it('builds one chart bar group per channel · page type with error bars per group', () => {
    const v = reportView(report, 'newerHomeCutUser');
    const home = v.ctrChart.find((c) => c.cell === '建筑·首页')!;
    expect(home.g0).toBeCloseTo(0.1);
    expect(home.g1).toBeCloseTo(0.05);
    const [minus, plus] = home.g0Err as [number, number];
    expect(minus).toBeCloseTo(0.1 - wilson(10, 100).low);
    expect(plus).toBeCloseTo(wilson(10, 100).high - 0.1);
    expect(v.ctrChart.find((c) => c.cell === '建筑·案例详情页')).toMatchObject({ g0: 0.25 });
  });
  it('charts the most exposed pages and folds the rest into 其他, with CTR and interval from the summed counts', () => {
    const many: ExperimentReport = {
      from: 0,
      to: 1,
      events: 0,
      withoutExperiment: 0,
      rows: Array.from({ length: 40 }, (_, i) => [
        row({ pageType: `页面${String(i).padStart(2, '0')}`, group: '0', exposures: 1000 - i * 10, clicks: 40 - i }),
        row({ pageType: `页面${String(i).padStart(2, '0')}`, group: '1', exposures: 500, clicks: 5 }),
      ]).flat(),
    };
    const v = reportView(many, 'newerHomeCutUser');
    expect(v.chartCells).toHaveLength(CHART_TOP_PAGES + 1);
    expect(v.ctrChart).toHaveLength(CHART_TOP_PAGES + 1);
    expect(v.chartCells.slice(0, CHART_TOP_PAGES).map((c) => c.cell)).toEqual(Array.from({ length: CHART_TOP_PAGES }, (_, i) => `建筑·页面${String(i).padStart(2, '0')}`));
    const other = v.chartCells.at(-1)!;
    expect(other).toMatchObject({ cell: '其他', pages: 40 - CHART_TOP_PAGES });
    const rest = many.rows.filter((r) => r.group === '0' && Number(r.pageType.slice(2)) >= CHART_TOP_PAGES);
    const clicks = rest.reduce((n, r) => n + r.clicks, 0);
    const exposures = rest.reduce((n, r) => n + r.exposures, 0);
    expect(other.byGroup['0']!.ctr).toEqual(wilson(clicks, exposures));
    expect(v.ctrChart.at(-1)!.cell).toBe(`其他（${40 - CHART_TOP_PAGES} 个页面）`);
    // Few pages: nothing folded.
    expect(reportView(report, 'newerHomeCutUser').chartCells.map((c) => c.cell)).toEqual(['建筑·首页', '建筑·案例详情页']);
  });
  it('sums each group over the cells', () => {
    const v = reportView(report, 'newerHomeCutUser');
    expect(v.totals.find((t) => t.group === '0')).toMatchObject({ exposures: 120, clicks: 15, downloads: 2, prepays: 1, devices: 7 });
    expect(reportView(report, 'vipOrderPop').totals).toHaveLength(1);
    expect(reportView(report, 'nope').experiments[0]).toBe('newerHomeCutUser');
    expect(reportView(undefined, null)).toMatchObject({ experiments: [], lines: [], ctrChart: [], totals: [] });
  });
});
