import type { DesignerField, DesignerSummary } from '../../../lib/api/contract/designer';
import type { DesignerRow } from '../db/repo/designers';
import { TREES } from './categories';
import { pick, rngFor } from './prng';
import { imageRefFromKey } from './images';

/** Designer fields: 1 建筑, 2 室内, 3 景观, 4 产品, 5 艺术 (also the /topTeacher type). */
export const DESIGNER_FIELDS: Record<number, string> = { 1: '建筑', 2: '室内', 3: '景观', 4: '产品', 5: '艺术' };

/** The designer category (bk tree) of a field. */
export function bkClassifyOf(field: number): number {
  return TREES.designer.index * 10000 + field * 100;
}

export function designerSummary(origin: string, d: DesignerRow): DesignerSummary {
  return {
    id: d.id,
    name: d.name,
    enName: d.en_name,
    title: d.title,
    firm: d.firm,
    city: d.city,
    country: d.country,
    field: d.field as DesignerField,
    fieldName: DESIGNER_FIELDS[d.field] ?? '',
    top: d.level === 1,
    classifyId: d.bk_classify_id,
    avatar: imageRefFromKey(origin, d.avatar_key),
    followers: d.followers,
    createdAt: d.created_at,
  };
}

/** The designer field of a case by its top category's slug: 建筑 and 规划 → 建筑, 景观 → 景观, the interiors → 室内. */
export function caseField(topSlug: string): number {
  return topSlug === 'architecture' || topSlug === 'planning' ? 1 : topSlug === 'landscape' ? 3 : 2;
}

const FOCUS = ['城市公共空间', '乡村建造', '居住空间', '酒店与文旅', '办公环境', '展陈与艺术', '可持续材料', '城市更新'];

export function designerBio(d: DesignerRow): string[] {
  // A member's creator profile says only what the site knows of them.
  if (d.account_id !== null) return [`${d.name}，意匠设计的案例创作者${d.firm ? `，来自${d.firm}` : ''}。`, '在本站发布原创案例，每个案例经编辑审核后公开。'];
  const rng = rngFor('designer-bio', d.id);
  const field = DESIGNER_FIELDS[d.field] ?? '设计';
  return [
    `${d.name}，${d.country === '中国' ? `现居${d.city}` : `来自${d.country}`}，${d.firm}${d.title}。`,
    `长期关注${pick(rng, FOCUS)}与${pick(rng, FOCUS)}，作品涵盖${field}设计的多个类型。`,
    d.level === 1 ? '其作品多次获得国际设计奖项，并在多所院校开设讲座。' : '作品曾在多个设计媒体发表。',
  ];
}
