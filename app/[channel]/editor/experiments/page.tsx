import { ReportIsland } from '@/components/experiments';
import { PrivateShell, privateMetadata } from '@/components/layout/private-page';

export const metadata = privateMetadata('实验报告', '各频道、页面类型与实验分组的曝光、点击、点击率、下载与预付转化');

/** /editor/experiments: a static shell; the report renders in the browser for editors (docs/experiments.md). */
export default function ExperimentReportPage() {
  return (
    <PrivateShell title="实验报告">
      <ReportIsland />
    </PrivateShell>
  );
}
