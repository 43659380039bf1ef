import { http } from '@/lib/http';
import { call, type ApiResult } from './load';
import type { ExperimentReport } from './contract/experiment-report';

function isReport(x: unknown): x is ExperimentReport {
  const r = x as ExperimentReport | null;
  return !!r && typeof r === 'object' && Array.isArray(r.rows) && typeof r.events === 'number';
}

/** 实验报告（编辑） GET {api}/editor/experimentReport?days= */
export function getExperimentReport(days: number): Promise<ApiResult<ExperimentReport>> {
  return call(http.get<ExperimentReport>('/editor/experimentReport', { days }, { cache: 'no-store' }), isReport);
}
