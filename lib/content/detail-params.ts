import { isDetailKind, type DetailKind } from './kinds';
import { parseId } from '@/lib/route/params';

/** `{id}/{elk}` of a detail URL: a canonical positive id and a kind /detail serves; else null (404). */
export function parseDetailParams(id: string, elk: string): { id: number; kind: DetailKind } | null {
  const n = parseId(id);
  if (n === null || !isDetailKind(elk)) return null;
  return { id: n, kind: elk };
}
