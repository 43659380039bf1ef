import type { ContentKind } from '@/lib/api/contract/kinds';
import { isDetailKind, type DetailKind } from './kinds';

const MAX_ID = 2_147_483_647;

/** `{id}/{elk}` of a detail URL: a canonical positive id and a kind /detail serves; else null (404). */
export function parseDetailParams(id: string, elk: string): { id: number; kind: DetailKind } | null {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const n = Number(id);
  if (n > MAX_ID || !isDetailKind(elk)) return null;
  return { id: n, kind: elk };
}

/** Where each kind's items are browsed: the crumb between the home and the item. */
export const KIND_HOME: Partial<Record<ContentKind, { name: string; path: string }>> = {
  case: { name: '全球案例', path: '/news' },
  pin: { name: '灵感图库', path: '/pin' },
  pics: { name: '灵感图库', path: '/pin' },
  '3d': { name: '3D模型', path: '/3d' },
  su: { name: 'SU模型', path: '/su' },
  tietu: { name: '贴图', path: '/tietu' },
  sgt: { name: 'CAD施工图', path: '/sgt' },
  wenben: { name: '方案文本', path: '/wenben' },
  artDevice: { name: '艺术装置', path: '/artDevice/1' },
};
