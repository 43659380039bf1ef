'use client';

import { Alert, Button, Select, Space, Statistic, Table, type TableColumnsType } from 'antd';
import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import { REPORT_DAYS } from '@/lib/api/contract/experiment-report';
import { formatPercent, formatYuan } from '@/lib/content/format';
import { experimentLabel } from '../groups';
import { useExperimentReport } from '../use-experiment-report';
import { reportView, type ChartCell, type ReportLine } from './report-model';
import { withChunkTimeout } from '@/lib/lazy';
import { chinaDate } from '@/lib/time';
import { EmptyState } from '@/components/states/empty-state';
import { MyGroups } from './my-groups';
import styles from './report.module.css';

// recharts is only fetched when there is something to draw.
const ReportCharts = dynamic(() => withChunkTimeout(import('./report-charts')), {
  ssr: false,
  loading: () => <div className={styles.chartSkeleton} aria-busy="true" aria-label="图表加载中" />,
});

const DAY_OPTIONS = [1, 7, 30, 90].filter((d) => d <= REPORT_DAYS.MAX).map((d) => ({ value: d, label: `最近 ${d} 天` }));

const interval = (p: ReportLine['ctr']) => `${formatPercent(p.low)} – ${formatPercent(p.high)}`;

const COLUMNS: TableColumnsType<ReportLine> = [
  { title: '频道', dataIndex: 'channel', fixed: 'left', width: 72 },
  { title: '页面类型', dataIndex: 'pageType', width: 120 },
  { title: '分组', dataIndex: 'group', width: 64 },
  { title: '曝光', dataIndex: 'exposures', align: 'right', sorter: (a, b) => a.exposures - b.exposures },
  { title: '点击', dataIndex: 'clicks', align: 'right', sorter: (a, b) => a.clicks - b.clicks },
  { title: '点击率', key: 'ctr', align: 'right', render: (_, r) => (r.exposures ? formatPercent(r.ctr.rate) : '—'), sorter: (a, b) => a.ctr.rate - b.ctr.rate },
  { title: '95% 置信区间', key: 'ci', render: (_, r) => (r.exposures ? interval(r.ctr) : '—') },
  { title: '下载', dataIndex: 'downloads', align: 'right' },
  { title: '预付', dataIndex: 'prepays', align: 'right' },
  { title: '预付金额', dataIndex: 'prepayAmount', align: 'right', render: (v: number) => formatYuan(Math.round(v * 100)) },
  { title: '设备', dataIndex: 'devices', align: 'right' },
  { title: '付费转化率', key: 'conv', align: 'right', render: (_, r) => (r.devices ? `${formatPercent(r.conversion.rate)}（${interval(r.conversion)}）` : '—') },
];

/** The chart's pages as a table beside it: exposures, and CTR with its interval per group. */
function pageColumns(groups: readonly string[]): TableColumnsType<ChartCell> {
  return [
    { title: '页面', key: 'cell', render: (_, c) => (c.pages > 1 ? `${c.cell}（${c.pages} 个页面）` : c.cell) },
    { title: '曝光', dataIndex: 'exposures', align: 'right' },
    ...groups.map((g) => ({
      title: `分组 ${g} 点击率`,
      key: `g${g}`,
      render: (_: unknown, c: ChartCell) => {
        const x = c.byGroup[g];
        return x && x.exposures ? `${formatPercent(x.ctr.rate)}（${interval(x.ctr)}）` : '—';
      },
    })),
  ];
}

/** The report itself, for a confirmed editor: window and experiment pickers, totals, charts, table. */
export default function ReportView({ accountId }: { accountId: number }) {
  const [days, setDays] = useState<number>(REPORT_DAYS.DEFAULT);
  const [experiment, setExperiment] = useState<string | null>(null);
  const { report, error, isLoading, isValidating, reload } = useExperimentReport(accountId, days);
  const view = useMemo(() => reportView(report, experiment), [report, experiment]);
  const chosen = experiment && view.experiments.includes(experiment) ? experiment : (view.experiments[0] ?? null);

  return (
    <div className={styles.wrap} data-testid="experiment-report">
      <Space wrap className={styles.controls}>
        <Select aria-label="统计时间范围" value={days} options={DAY_OPTIONS} onChange={setDays} style={{ width: 140 }} />
        <Select
          aria-label="选择实验"
          data-testid="report-experiment"
          value={chosen ?? undefined}
          placeholder="选择实验"
          options={view.experiments.map((e) => ({ value: e, label: experimentLabel(e) }))}
          onChange={setExperiment}
          style={{ minWidth: 260 }}
          disabled={!view.experiments.length}
        />
        <Button onClick={reload} loading={isValidating && !isLoading}>
          刷新
        </Button>
      </Space>

      {error && !report && <Alert type="error" showIcon title={error.message} action={<Button onClick={reload}>重试</Button>} />}
      {isLoading && !report && <div className={styles.chartSkeleton} aria-busy="true" aria-label="报告加载中" />}

      {report && (
        <>
          <p className={styles.meta}>
            统计区间 {chinaDate(report.from)} 至 {chinaDate(report.to)}，共 <strong data-testid="report-events">{report.events}</strong> 条行为数据
            {report.withoutExperiment > 0 && `，其中 ${report.withoutExperiment} 条未带实验分组（不计入下表）`}。
          </p>
          {!chosen ? (
            <EmptyState title="还没有实验数据" text="所选时间内没有收集到带实验分组的行为数据。访客浏览、点击和购买后，数据会出现在这里。" />
          ) : (
            <>
              <div className={styles.totals} data-testid="report-totals">
                {view.totals.map((t) => (
                  <div key={t.group} className={styles.total} data-group={t.group}>
                    <h3>分组 {t.group}</h3>
                    <Space wrap size="large">
                      <Statistic title="曝光" value={t.exposures} />
                      <Statistic title="点击" value={t.clicks} />
                      <Statistic title="点击率" value={t.exposures ? formatPercent(t.ctr.rate) : '—'} />
                      <Statistic title="下载" value={t.downloads} />
                      <Statistic title="预付" value={t.prepays} />
                    </Space>
                    {t.exposures > 0 && <p className={styles.ci}>95% 置信区间 {interval(t.ctr)}</p>}
                  </div>
                ))}
              </div>
              <div className={styles.chartRow}>
                <ReportCharts view={view} />
                <Table<ChartCell>
                  data-testid="report-page-table"
                  rowKey="cell"
                  size="small"
                  columns={pageColumns(view.groups)}
                  dataSource={view.chartCells}
                  pagination={false}
                  caption="各页面点击率"
                />
              </div>
              <Table<ReportLine>
                data-testid="report-table"
                rowKey="key"
                size="small"
                columns={COLUMNS}
                dataSource={view.lines}
                pagination={view.lines.length > 50 ? { pageSize: 50 } : false}
                scroll={{ x: 1000 }}
                caption={`${experimentLabel(chosen)}：按频道、页面类型与分组`}
              />
            </>
          )}
        </>
      )}
      <MyGroups chosen={chosen} />
    </div>
  );
}
