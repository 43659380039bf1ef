import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { imageRefFromKey } from '../../domain/images';
import { originPolicy } from '../../http/cors';
import { publicBase, requestOrigin } from '../../http/public-base';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/role';
import { qId, type ZodTypeProvider } from '../../http/validate';
import type { AccountServices } from '../../services/account';
import type { Ctx } from '../../services/context';
import type { Downloads, VerifiedLink } from '../../services/downloads';
import { payError } from '../../services/pay/errors';

/** RFC 6266 / 5987: an ASCII fallback name and the real (Chinese) one. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** One "bytes=a-b" range within size, or null for none / "unsatisfiable" for a bad one. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'unsatisfiable';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * Downloads: what an item's file is and whether this account may have it, a signed link, the
 * account's history, and the file itself — GET with a valid link (HTTP Range for resuming),
 * HEAD without one for the size (SPEC §7).
 */
export function downloadRoutes(instance: FastifyInstance, ctx: Ctx, s: AccountServices, downloads: Downloads): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const allowed = originPolicy(ctx.config);
  const itemQuery = z.object({ itemId: qId() });

  app.get('/case/api/download/info', { schema: { querystring: itemQuery } }, async (request) => {
    const q = request.query;
    const info = downloads.info(s.current(request)?.account ?? null, downloads.downloadable(q.itemId));
    // The size is read where the file is served (the site's forwarder may not pass Content-Length on).
    return ok({ ...info, headUrl: `${ctx.config.ossPublicOrigin}${info.headPath}` });
  });

  app.post('/case/api/download/link', { config: { csrf: true }, schema: { body: z.object({ itemId: z.union([z.number(), z.string().regex(/^\d{1,10}$/).transform(Number)], { error: '资源编号必须是整数' }).pipe(z.number().int().min(1).max(2_147_483_647)) }) } }, async (request) => {
    const body = request.body;
    const { account } = s.require(request);
    // The link names the host the member asked from (the channel's /api-gw forwarder): there the
    // browser sends its first-party login cookie, which the file answer requires (owner-bound).
    return ok(await downloads.link(account, downloads.downloadable(body.itemId), publicBase(request, { ossPublicOrigin: ctx.config.ossPublicOrigin, publicOrigin: null })));
  });

  app.get('/case/api/download/history', { config: { role: 'member' } }, async (request) => {
    const list = downloads.list(memberOf(request).account);
    return ok({ items: list.items.map((i) => ({ ...i, cover: i.cover ? imageRefFromKey(ctx.config.ossPublicOrigin, i.cover).url : null })) });
  });

  const fileHeaders = (reply: FastifyReply, fileName: string) =>
    reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', contentDisposition(fileName))
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'same-site');

  const serve = async (request: FastifyRequest, reply: FastifyReply, found: VerifiedLink) => {
    const size = (await fs.promises.stat(found.file)).size;
    fileHeaders(reply, found.fileName);
    const range = parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${size}`);
      throw payError.range();
    }
    if (!range) return reply.header('Content-Length', size).send(fs.createReadStream(found.file));
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(fs.createReadStream(found.file, { start: range.start, end: range.end }));
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/files/:id/:name',
    exposeHeadRoute: false,
    schema: { params: z.object({ id: qId() }) },
    handler: async (request, reply) => {
      const { id } = request.params;
      if (request.method === 'HEAD') {
        // The recorded size, never a build: an anonymous HEAD costs no disk and no render. Before
        // the first authorised download of a pack with rendered previews the size is not known
        // yet, and the answer has no Content-Length (the panel shows 大小未知).
        const { fileName, size } = await downloads.head(id);
        fileHeaders(reply, fileName);
        if (size === null) return reply.header('X-Archive-Size', 'unknown').send();
        return reply.header('Content-Length', size).send();
      }
      // No hot-linking: a page of another site may not embed or link the file — not by its Referer
      // nor, when it hides that, by the browser's Sec-Fetch-Site. And the link works only with its
      // owner's login cookie (verify), so without the site's cookie nobody downloads anything.
      if (request.headers['sec-fetch-site'] === 'cross-site') throw payError.linkInvalid('forged');
      const referer = request.headers.referer;
      if (referer) {
        let from = '';
        try {
          from = new URL(referer).origin;
        } catch {
          from = 'invalid';
        }
        if (!allowed(from) && from !== ctx.config.ossPublicOrigin && from !== requestOrigin(request, ctx.config.ossPublicOrigin)) throw payError.linkInvalid('forged');
      }
      return serve(request, reply, await downloads.verify(id, request.query as Record<string, unknown>, s.current(request)?.account.id ?? null));
    },
  });
}
