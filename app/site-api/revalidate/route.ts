import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { CACHE_TAGS, isKnownTag } from '@/lib/api/cache-tags';
import { fail, ok, type Envelope } from '@/lib/api/envelope';
import { isChannel } from '@/lib/channel/hosts';

/**
 * POST /site-api/revalidate — editors' tools and approved uploads expire cached pages here
 * (Authorization: Bearer REVALIDATE_SECRET). Body: any of `tags` (names from
 * lib/api/cache-tags.ts), `items` (item ids), `designers` (designer ids), `homes` (channels).
 * The tags expire at once: the next visit renders fresh content.
 */
const MAX = 200;
const id = z.number().int().min(1).max(2_147_483_647);
const Body = z
  .object({
    tags: z.array(z.string().max(64)).max(MAX).optional(),
    items: z.array(id).max(MAX).optional(),
    designers: z.array(id).max(MAX).optional(),
    homes: z.array(z.string().max(20)).max(10).optional(),
  })
  .strict();

function json(status: number, body: Envelope<unknown>) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

function authorized(header: string | null, secret: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const want = Buffer.from(secret);
  return given.length === want.length && timingSafeEqual(given, want);
}

export async function POST(req: Request) {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret || secret.length < 16) return json(503, fail(50300, '未配置刷新密钥（REVALIDATE_SECRET），无法刷新缓存'));
  if (!authorized(req.headers.get('authorization'), secret)) return json(401, fail(40100, '刷新密钥不正确'));
  let raw: unknown;
  try {
    raw = await req.json();
  } catch {
    return json(400, fail(40000, '请求体必须是 JSON'));
  }
  const parsed = Body.safeParse(raw);
  if (!parsed.success) return json(400, fail(40000, '参数不正确：tags、items、designers、homes 之一，每项最多 200 个'));
  const b = parsed.data;
  const unknown = [...(b.tags ?? []).filter((t) => !isKnownTag(t)), ...(b.homes ?? []).filter((c) => !isChannel(c))];
  if (unknown.length) return json(400, fail(40000, `未知的缓存标签或频道：${unknown.slice(0, 5).join('、')}`));
  const tags = [...new Set([...(b.tags ?? []), ...(b.items ?? []).map(CACHE_TAGS.item), ...(b.designers ?? []).map(CACHE_TAGS.designer), ...(b.homes ?? []).map(CACHE_TAGS.home)])];
  if (!tags.length) return json(400, fail(40000, '没有需要刷新的内容'));
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return json(200, ok({ revalidated: tags }));
}
