import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REPORT_DAYS } from '../../../lib/api/contract/experiment-report';
import { ok } from '../http/envelope';
import type { ZodTypeProvider } from '../http/validate';
import { ExperimentReports } from '../services/experiment-report';

const reportQuery = z.object({
  days: z
    .string()
    .regex(/^\d{1,3}$/, { error: `days 必须是 1 到 ${REPORT_DAYS.MAX} 的整数` })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: `days 必须是 1 到 ${REPORT_DAYS.MAX} 的整数` }).max(REPORT_DAYS.MAX, { error: `days 必须是 1 到 ${REPORT_DAYS.MAX} 的整数` }))
    .optional(),
});

/** The editors' experiment report (services/experiment-report.ts): 401 for visitors, 403 for non-editors. */
export async function experimentReportRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const reports = new ExperimentReports(ctx.db);
  app.get('/editor/experimentReport', { config: { role: 'editor' }, schema: { querystring: reportQuery } }, async (request, reply) => {
    const q = request.query;
    reply.header('cache-control', 'private, no-store');
    return ok(reports.report(q.days ?? REPORT_DAYS.DEFAULT));
  });
}
