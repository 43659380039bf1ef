import type { TreeName } from './categories';

const STYLES = ['现代', '极简', '北欧', '侘寂', '新中式', '日式', '法式', '轻奢', '工业风', '复古', '美式', '地中海', '原木风', '奶油风', '中古风'];

/** Label vocabularies per tree; tag ids are assigned in this order at seed time. */
export const TAGS: Partial<Record<TreeName, string[]>> = {
  case: [...STYLES, '自然采光', '清水混凝土', '木结构', '夯土', '砖砌', '参数化', '绿色建筑', '低碳', '城市更新', '乡建', '可持续', '光影', '庭院', '坡屋顶', '大跨度', '立面', '灯光设计', '软装'],
  pin: [...STYLES, '配色', '灯光', '材质', '收纳', '隔断', '背景墙', '吊顶', '楼梯', '窗景', '绿植', '艺术品', '拱门'],
  '3d': [...STYLES, 'VRay', 'Corona', '带材质', '高精度', '低面数', '全套场景', '单体'],
  su: ['现代', '新中式', '欧式', '简约', '带材质', '精细', '草图大师', '组件', '场景', '景观小品', '建筑单体', '规划鸟瞰'],
  tietu: ['无缝', '高清', '4K', '8K', 'PBR', '法线贴图', '浅色', '深色', '暖色', '冷色', '做旧', '哑光', '亮面'],
  sgt: ['全套', '含效果图', '含水电', '含节点', '天正', 'CAD2007', '平面布置', '立面', '大样', '材料表'],
  wenben: ['PDF', 'PPT', '投标', '概念', '竞赛', '获奖', '分析图', '总平面', '鸟瞰图', '文旅', '产业园', 'TOD'],
  art: ['当代艺术', '公共艺术', '抽象', '具象', '东方美学', '数字', '光', '材料实验', '可持续'],
  product: ['获奖作品', '原创', '实木', '金属', '模块化', '可折叠', '智能', '极简', '环保材料'],
  material: ['防火', '防水', '环保', '耐候', '轻质', '高强', '可回收', '抗菌', '隔音'],
  artDevice: ['光影', '互动', '参数化', '公共艺术', '城市', '自然', '声音', '临时'],
  jhy: [...STYLES.slice(0, 8), '效果图', '装修', '平面图', '配色方案'],
  bk: ['术语', '历史', '结构', '构造', '风格', '人物', '工艺'],
  publicAccount: ['深度', '专访', '盘点', '趋势', '行业', '竞赛'],
};

/**
 * An item's tags agree with its style (issue 35: a 中古风 sofa tagged 日式 / 工业风 / 地中海): of the
 * drawn tags, style names other than the item's own are dropped, and where one was drawn the
 * item's own style takes its place (first) when the tree's vocabulary has it. Indexes into TAGS[tree] in, indexes out.
 */
export function coherentTagIndexes(tree: TreeName, drawn: number[], style: unknown): number[] {
  const names = TAGS[tree] ?? [];
  const own = typeof style === 'string' ? names.indexOf(style) : -1;
  const isStyle = (i: number) => STYLES.includes(names[i]!);
  const kept = drawn.filter((i) => !isStyle(i) || i === own);
  // A style tag drawn stands for the item's own; an item that drew none keeps none (search still
  // finds it by its style fact).
  return own >= 0 && drawn.some(isStyle) && !kept.includes(own) ? [own, ...kept] : kept;
}
