import type { Metadata } from 'next';
import { ReportIsland } from '@/components/experiments';

export const metadata: Metadata = {
  title: '实验报告',
  description: '各频道、页面类型与实验分组的曝光、点击、点击率、下载与预付转化',
  // Editors only: nothing here is for search engines.
  robots: { index: false, follow: false },
};

/** /editor/experiments: a static shell; the report renders in the browser for editors (docs/experiments.md). */
export default function ExperimentReportPage() {
  return (
    <div className="container" style={{ padding: '24px 20px 48px' }}>
      <h1 style={{ fontSize: 24, margin: '0 0 16px' }}>实验报告</h1>
      <ReportIsland />
    </div>
  );
}
