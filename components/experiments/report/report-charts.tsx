'use client';

import { Bar, BarChart, CartesianGrid, ErrorBar, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPercent } from '@/lib/content/format';
import type { ReportView } from './report-model';

const COLORS = ['#c8431f', '#2f6fb3', '#3a8f5c', '#8a5cc7', '#b8860b'];
const color = (i: number) => COLORS[i % COLORS.length]!;

/**
 * The report's two charts (recharts, SVG): CTR per channel · page type and group with the 95 %
 * Wilson interval as error bars; downloads and prepays per group. This module (and recharts
 * with it) is loaded only on the report page, once an editor is confirmed.
 */
export default function ReportCharts({ view }: { view: ReportView }) {
  return (
    <div className="experiment-charts" style={{ display: 'grid', gap: 24 }}>
      <figure style={{ margin: 0 }} data-testid="report-ctr-chart">
        <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>点击率（误差线为 95% 置信区间）</figcaption>
        <div style={{ width: '100%', height: 280 }}>
          <ResponsiveContainer>
            <BarChart data={view.ctrChart} margin={{ top: 8, right: 16, bottom: 8, left: 8 }} accessibilityLayer>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="cell" tick={{ fontSize: 12 }} interval={0} />
              <YAxis tickFormatter={(v: number) => formatPercent(v, 0)} tick={{ fontSize: 12 }} width={48} />
              <Tooltip formatter={(v) => (typeof v === 'number' ? formatPercent(v) : String(v))} />
              <Legend />
              {view.groups.map((g, i) => (
                <Bar key={g} dataKey={`g${g}`} name={`分组 ${g}`} fill={color(i)} isAnimationActive={false}>
                  <ErrorBar dataKey={`g${g}Err`} width={6} strokeWidth={1.5} stroke="#333" />
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
