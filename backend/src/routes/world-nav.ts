import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { NavSite, TransferTarget, WorldNav } from '../../../lib/api/contract/world-nav';
import type { ItemRow } from '../db/repo/items';
import { SITES } from '../domain/catalogue';
import { describeItem, fixedIndex } from '../domain/describe';
import { imageRefFromKey } from '../domain/images';
import { notFound, ok } from '../http/envelope';
import { qInt, type ZodTypeProvider } from '../http/validate';

function siteUrl(row: ItemRow): string {
  return describeItem('site', row.id, { leaf: '', top: '', topSlug: '' }).facts.url ?? '';
}

export async function worldNavRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const toSite = (row: ItemRow): NavSite => {
    const url = siteUrl(row);
    return { webId: row.id, name: row.title, description: SITES[fixedIndex('site', row.id)]?.[3] ?? '', url, host: new URL(url).host, logo: imageRefFromKey(ctx.config.ossPublicOrigin, row.cover_key) };
  };

  /** 世界导航 /worldNav */
  app.get('/case/api/worldNav/list', async () => {
    const rows = ctx.items.list({ kinds: ['site'], sort: 'new', offset: 0, limit: 1000 }).sort((a, b) => a.id - b.id);
    const tree = ctx.catalog.tree('site', ['site'], 'site');
    const data: WorldNav = {
      groups: tree.map((t) => ({ classifyId: t.id, name: t.name, sites: rows.filter((r) => r.top_classify_id === t.id).map(toSite) })),
    };
    return ok(data);
  });

  /** 跳转页 /tranferPage/{webId}：只为已知站点给出目标地址 */
  app.get('/case/api/worldNav/target', { schema: { querystring: z.object({ webId: qInt(1, 2_147_483_647) }) } }, async (request) => {
    const q = request.query;
    const row = ctx.items.byId(q.webId);
    if (!row || row.kind !== 'site') throw notFound('未知的站点，无法跳转');
    const data: TransferTarget = { webId: row.id, name: row.title, url: siteUrl(row) };
    return ok(data);
  });
}

