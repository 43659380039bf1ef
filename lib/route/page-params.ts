import { notFound } from 'next/navigation';
import { getClassifyTree } from '@/lib/api/classify';
import type { ContentKind } from '@/lib/api/contract/kinds';
import type { ApiResult } from '@/lib/api/load';
import type { Channel } from '@/lib/channel/hosts';
import { findClassify } from '@/lib/editorial/classify-tree';
import { parseChannel } from '@/lib/route/params';

/**
 * The page kit every route under app/[channel] uses: its parameters strictly parsed
 * (`pagedRoute`), its main content loaded (`loadOr404`); anything malformed or missing is a 404
 * before the first byte.
 */

type ParamsOf<T> = { params: Promise<T> };
/** A page's query string as Next hands it over (`searchParams`). */
type RouteQuery = Record<string, string | string[] | undefined>;
type RouteProps<T> = ParamsOf<T> & { searchParams?: Promise<RouteQuery> };
type Present<R> = { [K in keyof R]: Exclude<R[K], null | undefined> };

/**
 * The channel plus the parts `parse` reads from the raw segments (ids, pages, URL models — the
 * parsers of lib/route/params.ts and lib/editorial/list-paths.ts). `parse` answering null, or any
 * of its parts null, is a 404. It never touches the query string: Next hands every page its
 * `searchParams`, and reading them makes a cached (ISR) page dynamic — a 500 on its next render.
 */
export async function pagedRoute<P extends { channel: string }, R extends object>(props: ParamsOf<P>, parse: (params: P) => R | null): Promise<Present<R> & { channel: Channel }> {
  return parsed(await props.params, {}, (p) => parse(p));
}

/** `pagedRoute` for the pages whose URL carries its state in the query (the search result pages, rendered per request). */
export async function queryRoute<P extends { channel: string }, R extends object>(props: RouteProps<P>, parse: (params: P, query: RouteQuery) => R | null): Promise<Present<R> & { channel: Channel }> {
  const [p, query] = await Promise.all([props.params, props.searchParams ?? {}]);
  return parsed(p, query, parse);
}

function parsed<P extends { channel: string }, R extends object>(p: P, query: RouteQuery, parse: (params: P, query: RouteQuery) => R | null): Present<R> & { channel: Channel } {
  const channel = parseChannel(p.channel);
  const parts = channel ? parse(p, query) : null;
  if (!channel || !parts || Object.values(parts).some((v) => v === null || v === undefined)) notFound();
  return { ...(parts as Present<R>), channel };
}

/** The [channel] segment of a page without parameters of its own. */
export async function channelOf(props: ParamsOf<{ channel: string }>): Promise<Channel> {
  return (await pagedRoute(props, () => ({}))).channel;
}

/**
 * A page's main content: its data; a 404 when the API says it is not there (or rejects the
 * parameters); null when the API is unavailable (the page shows its error state).
 */
export async function loadOr404<T>(load: Promise<ApiResult<T>> | ApiResult<T>): Promise<T | null> {
  const res = await load;
  if (res.ok) return res.data;
  if (res.error === 'unavailable') return null;
  notFound();
}

/** A kind's category tree and the selected category's name; 404 when the (loaded) tree does not know it. */
export async function loadCategory(kind: ContentKind, classifyId: number) {
  const tree = await getClassifyTree(kind);
  const found = tree.ok && classifyId ? findClassify(tree.data, classifyId) : null;
  if (tree.ok && classifyId && !found) notFound();
  return { tree: tree.ok ? tree.data : null, name: found?.node.name ?? null };
}
