/**
 * Category trees per tree name. Ids are stable: tree index × 10000 + top index × 100 + child index
 * (child 0 is the top node itself), so adding a child never renumbers others.
 */
export type TreeName =
  | 'case' | 'pin' | '3d' | 'su' | 'tietu' | 'sgt' | 'wenben' | 'magazine' | 'art' | 'product'
  | 'material' | 'artDevice' | 'award' | 'publicAccount' | 'recommend' | 'jhy' | 'bk' | 'site' | 'designer';

type Top = [name: string, slug: string, children: string[]];

export const TREES: Record<TreeName, { index: number; tops: Top[] }> = {
  case: {
    index: 1,
    tops: [
      ['建筑', 'architecture', ['住宅建筑', '文化建筑', '办公建筑', '商业综合体', '教育建筑', '体育建筑', '宗教建筑', '工业建筑']],
      ['家居空间', 'home-space', ['住宅', '别墅', '公寓', '样板间', '自建房']],
      ['酒店民宿', 'hotel-homestay', ['精品酒店', '民宿', '度假村', '城市酒店']],
      ['商业', 'commercial', ['零售店铺', '购物中心', '展厅', '售楼处', '美容美发']],
      ['餐饮', 'dining', ['餐厅', '咖啡厅', '茶室', '酒吧', '烘焙店']],
      ['娱乐', 'entertainment', ['KTV', '影院', '健身房', '会所', '电竞馆']],
      ['教育', 'education', ['幼儿园', '中小学', '大学', '培训机构', '图书馆']],
      ['医疗', 'medical', ['医院', '诊所', '口腔诊所', '月子中心', '养老院']],
      ['办公', 'office', ['办公室', '联合办公', '总部园区', '工作室']],
      ['公共', 'public', ['博物馆', '美术馆', '展览馆', '交通建筑', '社区中心', '公共卫生间']],
      ['微空间', 'micro-space', ['小户型', '胶囊空间', '亭子', '装置小屋']],
      ['临时空间', 'temporary-space', ['快闪店', '展亭', '临时展览', '活动场景']],
      ['改造空间', 'renovation-space', ['旧厂房改造', '老房翻新', '城市更新', '乡村改造']],
      ['景观', 'landscape', ['公园', '广场', '居住区景观', '滨水景观', '屋顶花园', '庭院']],
      ['规划', 'planning', ['城市设计', '总体规划', '乡村规划']],
    ],
  },
  pin: {
    index: 2,
    tops: [
      ['室内', 'interior', ['客厅', '卧室', '餐厅', '厨房', '卫浴', '书房']],
      ['建筑', 'architecture', ['立面', '屋顶', '入口', '楼梯']],
      ['景观', 'landscape', ['庭院', '水景', '铺装', '植物配置']],
      ['软装', 'soft-decoration', ['灯具', '布艺', '挂画', '花艺']],
      ['平面', 'graphic', ['海报', '标识', '版式']],
      ['产品', 'product', ['家具', '器物', '灯具']],
      ['艺术', 'art', ['雕塑', '装置', '绘画']],
    ],
  },
  '3d': {
    index: 3,
    tops: [
      ['家具', 'furniture', ['沙发', '椅子', '床', '桌子', '柜子']],
      ['灯具', 'lighting', ['吊灯', '台灯', '落地灯', '壁灯']],
      ['装饰品', 'decoration', ['摆件', '挂画', '花艺', '书籍']],
      ['厨卫', 'kitchen-bath', ['橱柜', '洁具', '厨房电器']],
      ['电器', 'appliance', ['电视', '空调', '音响']],
      ['植物', 'plant', ['盆栽', '乔木', '灌木']],
      ['场景', 'scene', ['客厅', '卧室', '餐厅', '办公空间']],
    ],
  },
  su: {
    index: 4,
    tops: [
      ['建筑模型', 'building', ['住宅', '商业', '文教', '办公']],
      ['景观模型', 'landscape', ['景观小品', '植物', '水景', '廊架']],
      ['室内模型', 'interior', ['家装', '工装', '家具']],
      ['规划模型', 'planning', ['城市规划', '乡村规划']],
      ['构件', 'component', ['门窗', '楼梯', '栏杆']],
      ['人物车辆', 'people-vehicle', ['人物', '车辆']],
    ],
  },
  tietu: {
    index: 5,
    tops: [
      ['木纹', 'wood', ['原木', '木地板', '饰面板']],
      ['石材', 'stone', ['大理石', '花岗岩', '水磨石']],
      ['金属', 'metal', ['拉丝金属', '锈板', '穿孔板']],
      ['布纹皮革', 'fabric', ['布艺', '皮革', '地毯']],
      ['墙面', 'wall', ['墙纸', '砖墙', '涂料', '混凝土']],
      ['地面', 'floor', ['地砖', '马赛克', '户外铺装']],
      ['自然', 'nature', ['草地', '水面', '天空']],
    ],
  },
  sgt: {
    index: 6,
    tops: [
      ['家装施工图', 'home', ['平层', '别墅', '复式']],
      ['工装施工图', 'commercial', ['办公', '酒店', '餐饮', '零售']],
      ['建筑施工图', 'building', ['住宅', '公建']],
      ['景观施工图', 'landscape', ['公园', '庭院', '居住区']],
      ['节点大样', 'details', ['吊顶节点', '墙面节点', '地面节点']],
      ['CAD图库', 'blocks', ['家具图块', '立面图块', '洁具图块']],
    ],
  },
  wenben: {
    index: 7,
    tops: [
      ['建筑方案', 'building', ['概念方案', '投标文本', '方案深化']],
      ['景观方案', 'landscape', ['公园绿地', '居住区', '滨水']],
      ['室内方案', 'interior', ['酒店', '办公', '商业']],
      ['规划方案', 'planning', ['城市设计', '乡村振兴', '控规']],
    ],
  },
  magazine: {
    index: 8,
    tops: [
      ['建筑杂志', 'architecture', []],
      ['室内杂志', 'interior', []],
      ['景观杂志', 'landscape', []],
      ['设计综合', 'design', []],
      ['艺术杂志', 'art', []],
    ],
  },
  art: {
    index: 9,
    tops: [
      ['雕塑', 'sculpture', ['具象雕塑', '抽象雕塑']],
      ['装置艺术', 'installation', ['室内装置', '户外装置']],
      ['绘画', 'painting', ['油画', '水墨', '插画']],
      ['摄影', 'photography', ['建筑摄影', '人文摄影']],
      ['数字艺术', 'digital', ['生成艺术', '影像']],
      ['陶艺', 'ceramics', ['器皿', '陶塑']],
    ],
  },
  product: {
    index: 10,
    tops: [
      ['家具设计', 'furniture', ['座椅', '桌几', '收纳']],
      ['灯具设计', 'lighting', ['吊灯', '台灯', '落地灯']],
      ['家居用品', 'homeware', ['餐具', '香薰', '织物']],
      ['电子产品', 'electronics', ['音响', '耳机', '智能家居']],
      ['交通工具', 'mobility', ['自行车', '电动车']],
      ['文创包装', 'packaging', ['文创', '包装']],
    ],
  },
  material: {
    index: 11,
    tops: [
      ['石材', 'stone', ['大理石', '花岗岩', '岩板', '人造石']],
      ['木材', 'wood', ['实木', '木饰面', '竹材']],
      ['金属', 'metal', ['不锈钢', '铝板', '耐候钢', '铜']],
      ['玻璃', 'glass', ['夹胶玻璃', '压花玻璃', '玻璃砖']],
      ['陶瓷', 'ceramic', ['瓷砖', '陶板', '马赛克']],
      ['涂料', 'coating', ['艺术涂料', '微水泥', '乳胶漆']],
      ['织物', 'textile', ['墙布', '窗帘', '地毯']],
      ['新型材料', 'new', ['发光材料', '再生材料', '3D打印']],
    ],
  },
  artDevice: {
    index: 12,
    tops: [
      ['户外装置', 'outdoor', []],
      ['室内装置', 'indoor', []],
      ['灯光装置', 'light', []],
      ['互动装置', 'interactive', []],
      ['声音装置', 'sound', []],
    ],
  },
  award: {
    index: 13,
    tops: [
      ['建筑奖项', 'architecture', []],
      ['室内奖项', 'interior', []],
      ['景观奖项', 'landscape', []],
      ['产品设计奖项', 'product', []],
    ],
  },
  publicAccount: {
    index: 14,
    tops: [
      ['建筑', 'architecture', []],
      ['室内', 'interior', []],
      ['景观', 'landscape', []],
      ['综合', 'general', []],
    ],
  },
  recommend: {
    index: 15,
    tops: [
      ['案例榜单', 'case', []],
      ['模型榜单', 'model', []],
      ['灵感榜单', 'inspiration', []],
    ],
  },
  jhy: {
    index: 16,
    tops: [
      ['室内设计', 'interior', []],
      ['建筑设计', 'architecture', []],
      ['景观设计', 'landscape', []],
      ['软装搭配', 'soft', []],
      ['装修攻略', 'renovation', []],
    ],
  },
  bk: {
    index: 17,
    tops: [
      ['建筑术语', 'architecture-terms', []],
      ['室内术语', 'interior-terms', []],
      ['景观术语', 'landscape-terms', []],
      ['建筑材料', 'materials', []],
      ['设计风格', 'styles', []],
      ['建筑流派', 'movements', []],
      ['设计软件', 'software', []],
      ['施工工艺', 'construction', []],
    ],
  },
  site: {
    index: 18,
    tops: [
      ['建筑媒体', 'media', []],
      ['设计社区', 'community', []],
      ['模型素材', 'models', []],
      ['贴图素材', 'textures', []],
      ['设计软件', 'software', []],
      ['设计奖项', 'awards', []],
      ['博物馆与展览', 'museums', []],
      ['品牌与家居', 'brands', []],
    ],
  },
  designer: {
    index: 19,
    tops: [
      ['建筑师', 'architect', []],
      ['室内设计师', 'interior-designer', []],
      ['景观设计师', 'landscape-architect', []],
      ['产品设计师', 'product-designer', []],
      ['艺术家', 'artist', []],
    ],
  },
};

export interface CategoryRow {
  id: number;
  tree: TreeName;
  parentId: number;
  name: string;
  slug: string;
  sort: number;
}

export function categoryRows(): CategoryRow[] {
  const rows: CategoryRow[] = [];
  for (const [tree, def] of Object.entries(TREES) as [TreeName, (typeof TREES)[TreeName]][]) {
    def.tops.forEach(([name, slug, children], t) => {
      const topId = def.index * 10000 + (t + 1) * 100;
      rows.push({ id: topId, tree, parentId: 0, name, slug, sort: t + 1 });
      children.forEach((child, c) => {
        rows.push({ id: topId + c + 1, tree, parentId: topId, name: child, slug: `${slug}-${c + 1}`, sort: c + 1 });
      });
    });
  }
  return rows;
}

/** Leaf choices of a tree: [topId, leafId, leafName, topName]; a top without children is its own leaf. */
export function leavesOf(tree: TreeName): [number, number, string, string][] {
  const def = TREES[tree];
  const out: [number, number, string, string][] = [];
  def.tops.forEach(([name, , children], t) => {
    const topId = def.index * 10000 + (t + 1) * 100;
    if (!children.length) out.push([topId, topId, name, name]);
    children.forEach((child, c) => out.push([topId, topId + c + 1, child, name]));
  });
  return out;
}
