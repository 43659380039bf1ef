import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CommodityArea } from '../../../lib/api/contract/classify';
import type { ContentKind, KindInfo } from '../../../lib/api/contract/kinds';
import { COMMODITY_AREAS } from '../domain/catalogue';
import { poolImage } from '../images/pool';
import { imageRef } from '../domain/images';
import { KIND_NAMES, KINDS } from '../domain/kinds';
import { ok } from '../http/envelope';
import { type ZodTypeProvider } from '../http/validate';
import { kindsOfTree } from '../services/content';

export const kindSchema = z.enum(KIND_NAMES as [ContentKind, ...ContentKind[]], { error: '未知的内容类型' });

export async function classifyRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  /** 案例分类列表（SPEC §7 GET /api/case/classify/list） */
  app.get('/case/api/case/classify/list', async () => ok(ctx.catalog.tree('case', ['case'], 'case')));

  /** 任意内容类型的分类树 */
  app.get('/case/api/content/classify', { schema: { querystring: z.object({ kind: kindSchema }) } }, async (request) => {
    const q = request.query;
    const tree = KINDS[q.kind].tree;
    return ok(ctx.catalog.tree(tree, kindsOfTree(tree), q.kind));
  });

  /** 设计师分类（/bk/sjs_ 列表用） */
  app.get('/case/api/designer/classify', async () => ok(ctx.catalog.tree('designer', [], 'designer')));

  /** 内容类型及数量 */
  app.get('/case/api/content/kinds', async () => {
    const data: KindInfo[] = KIND_NAMES.map((kind) => ({
      kind, name: KINDS[kind].name, docType: KINDS[kind].docType, homePath: KINDS[kind].homePath, itemCount: ctx.catalog.count(kind),
    }));
    return ok(data);
  });

  /** 商品专区 */
  app.get('/commodityArea/list', async () => {
    const data: CommodityArea[] = COMMODITY_AREAS.map(([name, subtitle, kind, path], i) => ({
      id: i + 1,
      name,
      subtitle,
      kind: kind as ContentKind,
      path,
      icon: imageRef(ctx.config.ossPublicOrigin, poolImage('logo', i * 3)),
      itemCount: ctx.catalog.count(kind),
      sort: i + 1,
    }));
    return ok(data);
  });
}
