import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/envelope';
import { parseProcess } from '../images/process';
import { networkOf } from '../http/network';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Object-storage-style image endpoint: GET|HEAD /oss/{key}?x-oss-process=image/... */
export async function ossRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = (request.params as { '*': string })['*'];
    const img = key.length <= 200 ? ctx.images.lookup(key) : null;
    if (!img) throw notFound('图片不存在');
    const query = request.query as Record<string, unknown>;
    const ops = parseProcess(query['x-oss-process']);
    const result = await ctx.images.get(img, ops, networkOf(request));
    reply
      .header('Cache-Control', CACHE_CONTROL)
      .header('ETag', result.etag)
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Content-Type', result.contentType);
    const inm = request.headers['if-none-match'];
    if (inm && inm.split(',').some((t) => t.trim() === result.etag || t.trim() === `W/${result.etag}`)) {
      return reply.code(304).send();
    }
    reply.header('Content-Length', result.body.length);
    if (request.method === 'HEAD') return reply.send();
    return reply.send(result.body);
  };
  app.route({ method: ['GET', 'HEAD'], url: '/oss/*', handler, exposeHeadRoute: false });
}
