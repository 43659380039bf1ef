import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a file from disk as it is: streamed, with Content-Length, a validator (ETag from size and
 * modification time) and 304 for a matching If-None-Match. The API's one static file (robots.txt)
 * goes through it; `npm run bench -- api` compares cached image variants against it.
 */
export async function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: string, contentType: string, cacheControl: string) {
  const st = await fs.promises.stat(file);
  const etag = `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
  reply.header('Cache-Control', cacheControl).header('ETag', etag).header('Content-Type', contentType);
  const inm = request.headers['if-none-match'];
  if (inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) return reply.code(304).send();
  reply.header('Content-Length', st.size);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(fs.createReadStream(file));
}
