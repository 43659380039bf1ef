import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AddSourceResult, SemRecordResult } from '../../../../lib/api/contract/account';
import { ok } from '../../http/envelope';
import { type ZodTypeProvider } from '../../http/validate';
import type { AccountServices } from '../../services/account';
import { apiSid } from '../../services/account/sessions';

const text = (label: string) => z.string({ error: `${label}必须是字符串` }).max(200, { error: `${label}长度不能超过 200` }).optional().default('');
const pageUrl = (label: string) =>
  z
    .string({ error: `缺少${label}` })
    .max(2000, { error: `${label}过长` })
    .refine((v) => /^https?:\/\//.test(v) && URL.canParse(v), { error: `${label}必须是 http(s) 地址` });

const semBody = z.object({ keyword: text('keyword'), plan: text('plan'), source: text('source'), unit: text('unit'), url: pageUrl('url') });

/** Source attribution: the SEM record of a new account (SPEC §4) and landing visits with a click id. */
export function sourceRoutes(instance: FastifyInstance, s: AccountServices): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post('/case/api/login/semRecord', { config: { csrf: true }, schema: { body: semBody } }, async (request) => {
    const body = request.body;
    const { account } = s.require(request);
    const data: SemRecordResult = { recorded: s.sources.semRecord(account.id, body) };
    return ok(data);
  });

  app.get('/addSource', { config: { csrf: true }, schema: { querystring: z.object({ logidUrl: pageUrl('logidUrl') }) } }, async (request, reply) => {
    const q = request.query;
    const data: AddSourceResult = { recorded: s.sources.addSource(apiSid(request, reply) ?? '', q.logidUrl, s.current(request)?.account.id ?? null) };
    return ok(data);
  });
}
