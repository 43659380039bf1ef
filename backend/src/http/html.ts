import type { FastifyReply } from 'fastify';

/** Text for an HTML page or attribute: the five characters that could end text or an attribute. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * Sends one of the API's own small HTML pages (cashier, WeChat confirmation, case review): no
 * script at all, inline styles only, forms to itself, never framed or cached, no referrer.
 * `images`: the page shows pictures (from any origin the API's image URLs may name).
 */
export function sendHtml(reply: FastifyReply, status: number, html: string, opts: { images?: boolean } = {}): FastifyReply {
  const img = opts.images ? ' img-src * data:;' : '';
  return reply
    .code(status)
    .header('Content-Security-Policy', `default-src 'none';${img} style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}
