'use client';

import { Bar, BarChart, CartesianGrid, ErrorBar, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPercent } from '@/lib/content/format';
import { CHART_TOP_PAGES, type ReportView } from './report-model';

const COLORS = ['#c8431f', '#2f6fb3', '#3a8f5c', '#8a5cc7', '#b8860b'];
const color = (i: number) => COLORS[i % COLORS.length]!;

/** Height of one group's bar in the per-page chart, and the chart's fixed part (axis, legend). */
const BAR_PX = 14;
const CHART_CHROME_PX = 72;

/**
 * The report's two charts (recharts, SVG): CTR per page (channel · page type) and group with the
 * 95 % Wilson interval as error bars — the CHART_TOP_PAGES pages with most exposures, the rest
 * folded into 其他, as horizontal bars so every page's name is one readable line — and downloads
 * and prepays per group. This module (and recharts with it) is loaded only on the report page,
 * once an editor is confirmed.
 */
export default function ReportCharts({ view }: { view: ReportView }) {
  const height = CHART_CHROME_PX + view.ctrChart.length * (view.groups.length * BAR_PX + 16);
  return (
    <div className="experiment-charts" style={{ display: 'grid', gap: 24 }}>
      <figure style={{ margin: 0 }} data-testid="report-ctr-chart">
        <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>各页面点击率（曝光最多的 {CHART_TOP_PAGES} 个页面，其余合并为“其他”；误差线为 95% 置信区间）</figcaption>
        <div style={{ width: '100%', height }}>
          <ResponsiveContainer>
            <BarChart data={view.ctrChart} layout="vertical" margin={{ top: 8, right: 24, bottom: 8, left: 8 }} accessibilityLayer>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <YAxis type="category" dataKey="cell" tick={{ fontSize: 13 }} interval={0} width={168} />
              <XAxis type="number" tickFormatter={(v: number) => formatPercent(v, 0)} tick={{ fontSize: 12 }} />
              <Tooltip formatter={(v) => (typeof v === 'number' ? formatPercent(v) : String(v))} />
              <Legend />
              {view.groups.map((g, i) => (
                <Bar key={g} dataKey={`g${g}`} name={`分组 ${g}`} fill={color(i)} isAnimationActive={false}>
                  <ErrorBar dataKey={`g${g}Err`} direction="x" width={6} strokeWidth={1.5} stroke="#333" />
                </Bar>
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure style={{ margin: 0 }} data-testid="report-conversion-chart">
        <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>下载与预付转化（按分组合计）</figcaption>
        <div style={{ width: '100%', height: 240 }}>
          <ResponsiveContainer>
            <BarChart data={view.totals.map((t) => ({ name: `分组 ${t.group}`, downloads: t.downloads, prepays: t.prepays, payingDevices: t.payingDevices }))} margin={{ top: 8, right: 16, bottom: 8, left: 8 }} accessibilityLayer>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="name" tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
              <Tooltip />
              <Legend />
              <Bar dataKey="downloads" name="下载" fill={color(1)} isAnimationActive={false} />
              <Bar dataKey="prepays" name="预付" fill={color(0)} isAnimationActive={false} />
              <Bar dataKey="payingDevices" name="付费设备" fill={color(2)} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
