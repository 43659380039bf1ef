import { z } from 'zod';
import type { ContentKind } from '../../../lib/api/contract/kinds';
import { isKind } from '../domain/kinds';
import { badParam, notFound } from '../http/envelope';
import { qInt, qText } from '../http/validate';
import type { Ctx } from '../services/context';
import { COLOR_NAMES } from './features';
import type { FilterSpec } from './fts-query';

/** A number in JSON or a decimal string in a query / form. */
export const intLike = (min: number, max: number) => z.union([z.number().int().min(min, { error: `不能小于 ${min}` }).max(max, { error: `不能大于 ${max}` }), qInt(min, max)]);

export const keywordSchema = qText(50).pipe(z.string().min(1, { error: '请输入搜索关键词' }));

export const filterFields = {
  kind: z.string().max(80).regex(/^[A-Za-z0-9]+(,[A-Za-z0-9]+){0,5}$/, { error: 'kind 格式不正确' }).optional(),
  classifyId: intLike(1, 2_147_483_647).optional(),
  tagIds: z.union([z.string().max(60).regex(/^\d{1,6}(,\d{1,6}){0,4}$/, { error: 'tagIds 应为逗号分隔的标签 id（最多 5 个）' }), z.array(z.number().int().positive()).max(5)]).optional(),
  vip: z.enum(['free', 'vip'], { error: 'vip 只能是 free 或 vip' }).optional(),
  orientation: z.enum(['h', 'v', 's'], { error: 'orientation 只能是 h、v、s' }).optional(),
  color: z.enum(COLOR_NAMES, { error: '不支持的颜色' }).optional(),
  sort: z.enum(['relevance', 'new', 'download'], { error: 'sort 只能是 relevance、new、download' }).optional().default('relevance'),
};

type RawFilters = { kind?: string; classifyId?: number; tagIds?: string | number[]; vip?: 'free' | 'vip'; orientation?: 'h' | 'v' | 's'; color?: (typeof COLOR_NAMES)[number] };

/** Checks kinds, category and labels against the catalogue (unknown ones are 404 / 400). */
export function resolveFilters(ctx: Ctx, raw: RawFilters): FilterSpec {
  const kinds = raw.kind ? raw.kind.split(',') : undefined;
  for (const k of kinds ?? []) if (!isKind(k)) throw badParam(`未知的内容类型：${k}`);
  if (raw.classifyId !== undefined) {
    const c = ctx.catalog.categories.get(raw.classifyId);
    if (!c || c.tree === 'designer') throw notFound('分类不存在');
  }
  const tagIds = raw.tagIds === undefined ? undefined : typeof raw.tagIds === 'string' ? raw.tagIds.split(',').map(Number) : raw.tagIds;
  for (const t of tagIds ?? []) if (!ctx.catalog.tags.has(t)) throw notFound('标签不存在');
  return { kinds: kinds as ContentKind[] | undefined, classifyId: raw.classifyId, tagIds, vip: raw.vip, orientation: raw.orientation, color: raw.color };
}
