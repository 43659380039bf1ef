import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { type ZodTypeProvider } from '../http/validate';
import { searchService } from '../search/service';

/**
 * Test mode runs no background subject pass (it would take a core for minutes under the e2e
 * suite): an e2e test asks here for the subject vectors of the items its scenario searches
 * among — their covers — as the API tests do in process (`subjectsFor`).
 */
export async function searchTestRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  if (!ctx.config.testMode || ctx.config.env === 'production') return;

  app.post('/test/subjects', { schema: { body: z.object({ itemIds: z.array(z.number().int().positive()).min(1).max(600) }) } }, async (request) => {
    const keys = [...new Set(ctx.items.byIds(request.body.itemIds).map((i) => i.cover_key))];
    const svc = searchService(app, ctx);
    await svc.subjectsFor(keys);
    return ok({ pictures: keys.length, indexed: svc.subjectProgress.indexed });
  });
}
