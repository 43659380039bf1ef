import { notFound } from 'next/navigation';
import { getClassifyTree } from '@/lib/api/classify';
import type { ContentKind } from '@/lib/api/contract/kinds';
import type { Channel } from '@/lib/channel/hosts';
import { findClassify } from '@/lib/editorial/classify-tree';
import { parseChannel, parseId, parsePageSegment } from '@/lib/route/params';

/**
 * The route parsing the editorial pages share: every parameter strictly parsed, anything else
 * a 404 before the first byte.
 */

type ParamsOf<T> = { params: Promise<T> };

/** The [channel] segment of a page without parameters of its own. */
export async function channelOf(props: ParamsOf<{ channel: string }>): Promise<Channel> {
  const channel = parseChannel((await props.params).channel);
  if (!channel) notFound();
  return channel;
}

/** Channel plus one segment parsed by `parse` (its result is spread into the route). */
export async function parsedRoute<K extends string, T extends object>(props: ParamsOf<{ channel: string } & Record<K, string>>, key: K, parse: (raw: string) => T | null): Promise<T & { channel: Channel }> {
  const p = await props.params;
  const channel = parseChannel(p.channel);
  const parsed = parse(p[key]);
  if (!channel || !parsed) notFound();
  return { channel, ...parsed };
}

export type IdRoute = { channel: Channel; id: number };
export type IdPageRoute = IdRoute & { page: number };

/** `/{area}/{id}`. */
export async function idRoute<K extends string>(props: ParamsOf<{ channel: string } & Record<K, string>>, key: K): Promise<IdRoute> {
  const p = await props.params;
  const channel = parseChannel(p.channel);
  const id = parseId(p[key]);
  if (!channel || id === null) notFound();
  return { channel, id };
}

/** `/{area}/{id}[/{page ≥ 2}]`. */
export async function idPageRoute<K extends string>(props: ParamsOf<{ channel: string; page?: string[] } & Record<K, string>>, key: K): Promise<IdPageRoute> {
  const p = await props.params;
  const channel = parseChannel(p.channel);
  const id = parseId(p[key]);
  const page = parsePageSegment(p.page);
  if (!channel || id === null || page === null) notFound();
  return { channel, id, page };
}

/** A kind's category tree and the selected category's name; 404 when the (loaded) tree does not know it. */
export async function loadCategory(kind: ContentKind, classifyId: number) {
  const tree = await getClassifyTree(kind);
  const found = tree.ok && classifyId ? findClassify(tree.data, classifyId) : null;
  if (tree.ok && classifyId && !found) notFound();
  return { tree: tree.ok ? tree.data : null, name: found?.node.name ?? null };
}
