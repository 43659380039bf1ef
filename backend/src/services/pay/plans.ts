import type { VipKind, VipPlan } from '../../../../lib/api/contract/pay';
import { PLAN_NAMES } from '../../../../lib/api/contract/rights';

const DAY = 86_400_000;
/** A lifetime plan's end: far enough, and still a real date in every table and screen. */
const LIFETIME_END = Date.UTC(2099, 11, 31, 16);

const BENEFITS: Record<VipKind, string[]> = {
  case: ['VIP 案例高清大图浏览与打包下载', '案例图片无水印', '每日下载 50 个新资源'],
  ins: ['灵感图库高清原图', '无限收藏夹', '每日下载 50 个新资源'],
  joint: ['案例 VIP 与灵感 VIP 全部权益', '3D/SU 模型、贴图、施工图、方案文本 VIP 资源免费下载', '每日下载 100 个新资源', 'AI 搜索不限次数'],
};
const TERMS = [
  ['month', '月卡', 31],
  ['year', '年卡', 366],
  ['lifetime', '永久', null],
] as const;
/** Fen: [price, original price] by kind and term. */
const PRICES: Record<VipKind, Record<'month' | 'year' | 'lifetime', [number, number]>> = {
  case: { month: [3800, 5800], year: [19800, 39800], lifetime: [49800, 99800] },
  ins: { month: [2800, 4800], year: [16800, 29800], lifetime: [39800, 79800] },
  joint: { month: [5800, 8800], year: [29800, 59800], lifetime: [79800, 159800] },
};

/** Every plan the centre sells. Prices live here and only here: the server computes every order. */
export const PLANS: VipPlan[] = (['case', 'ins', 'joint'] as const).flatMap((kind) =>
  TERMS.map(([term, label, days]) => ({
    planId: `${kind}-${term}`,
    kind,
    term,
    name: `${PLAN_NAMES[kind]} · ${label}`,
    price: PRICES[kind][term][0],
    originalPrice: PRICES[kind][term][1],
    days,
    benefits: BENEFITS[kind],
    recommended: term === 'year',
  })),
);

export function planById(planId: string): VipPlan | undefined {
  return PLANS.find((p) => p.planId === planId);
}

/** How long a plan extends its kind from `from` (lifetime: to LIFETIME_END). */
export function planEnd(plan: VipPlan, from: number): number {
  return plan.days === null ? LIFETIME_END : Math.min(LIFETIME_END, from + plan.days * DAY);
}
