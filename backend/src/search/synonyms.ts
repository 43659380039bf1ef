/**
 * English names of the catalogue's subjects, indexed with the items whose titles or categories
 * carry the Chinese word: a search for "sofa" finds the 沙发 models as "沙发" and "shafa" do
 * (pinyin comes from tokenize.ts). Multi-word names are indexed word by word ("living room").
 */
const ENGLISH: Record<string, string> = {
  沙发: 'sofa couch', 椅子: 'chair', 座椅: 'chair seat', 床: 'bed', 桌子: 'table desk', 桌几: 'table coffee', 柜子: 'cabinet cupboard',
  收纳: 'storage cabinet', 吊灯: 'pendant lamp chandelier', 台灯: 'table lamp', 落地灯: 'floor lamp', 壁灯: 'wall lamp sconce', 灯具: 'lamp lighting light',
  摆件: 'ornament decor', 挂画: 'painting artwork wall art', 花艺: 'flowers floral', 书籍: 'books', 橱柜: 'kitchen cabinet', 洁具: 'sanitary toilet basin',
  厨房电器: 'kitchen appliance', 电视: 'tv television', 空调: 'air conditioner', 音响: 'speaker audio', 盆栽: 'potted plant', 植物: 'plant plants',
  乔木: 'tree trees', 灌木: 'shrub bush', 家具: 'furniture', 器物: 'object vessel', 餐具: 'tableware', 香薰: 'aroma diffuser', 织物: 'textile fabric',
  耳机: 'headphones', 智能家居: 'smart home', 自行车: 'bicycle bike', 电动车: 'scooter ebike', 包装: 'packaging', 文创: 'stationery gift',
  雕塑: 'sculpture', 装置: 'installation', 绘画: 'painting', 摄影: 'photography', 陶艺: 'ceramics pottery',
  客厅: 'living room lounge', 卧室: 'bedroom', 餐厅: 'dining restaurant', 厨房: 'kitchen', 卫浴: 'bathroom', 卫生间: 'bathroom toilet', 书房: 'study',
  玄关: 'entrance hallway', 儿童房: 'kids room nursery', 阳台: 'balcony', 办公: 'office', 办公室: 'office', 办公空间: 'office workspace',
  大理石: 'marble', 花岗岩: 'granite', 水磨石: 'terrazzo', 木地板: 'wood floor flooring', 原木: 'wood timber', 实木: 'solid wood', 饰面板: 'veneer',
  木饰面: 'veneer', 拉丝金属: 'brushed metal', 锈板: 'corten rust', 耐候钢: 'corten weathering steel', 穿孔板: 'perforated metal', 布艺: 'fabric',
  皮革: 'leather', 地毯: 'carpet rug', 墙纸: 'wallpaper', 砖墙: 'brick wall', 涂料: 'paint', 混凝土: 'concrete', 地砖: 'floor tile', 瓷砖: 'tile',
  马赛克: 'mosaic', 户外铺装: 'paving', 草地: 'grass lawn', 水面: 'water', 天空: 'sky', 玻璃: 'glass', 石材: 'stone', 木纹: 'wood grain', 金属: 'metal',
  别墅: 'villa', 住宅: 'house residential', 民宿: 'guesthouse homestay', 酒店: 'hotel', 咖啡厅: 'cafe coffee', 咖啡馆: 'cafe coffee', 茶室: 'tea room',
  酒吧: 'bar', 博物馆: 'museum', 美术馆: 'gallery museum', 图书馆: 'library', 书店: 'bookstore', 幼儿园: 'kindergarten', 学校: 'school', 医院: 'hospital',
  公园: 'park', 广场: 'plaza square', 庭院: 'courtyard garden', 屋顶花园: 'roof garden', 景观: 'landscape', 建筑: 'architecture building',
  室内: 'interior', 规划: 'planning', 城市设计: 'urban design', 景观小品: 'pavilion', 廊架: 'pergola', 水景: 'water feature fountain',
  楼梯: 'stair stairs staircase', 门窗: 'door window', 栏杆: 'railing', 人物: 'people person', 车辆: 'car vehicle', 施工图: 'construction drawing cad',
  贴图: 'texture', 模型: 'model', 效果图: 'rendering',
};

const words = new Map(Object.entries(ENGLISH).map(([zh, en]) => [zh, en.split(' ')]));

/** The English words for these Chinese words (tokens of a title or category name). */
export function englishWords(tokens: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const t of tokens) for (const w of words.get(t) ?? []) out.add(w);
  return [...out];
}

/**
 * Chinese words designers use for the catalogue's names (咖啡馆 for 咖啡厅, 洗手间 for 卫生间),
 * indexed with the items named the catalogue's way so either word finds them.
 */
const CHINESE: Record<string, string[]> = {
  咖啡厅: ['咖啡馆', '咖啡店'], 茶室: ['茶馆', '茶空间'], 卫生间: ['洗手间', '厕所'], 卫浴: ['卫生间', '浴室'], 民宿: ['客栈'],
  餐厅: ['饭店', '餐馆'], 办公室: ['办公空间'], 幼儿园: ['托儿所'], 健身房: ['健身中心'], 售楼处: ['售楼部', '营销中心'],
  吊灯: ['灯具'], 台灯: ['灯具'], 落地灯: ['灯具'], 壁灯: ['灯具'], 桌子: ['餐桌', '书桌'], 桌几: ['茶几'], 柜子: ['柜'], 椅子: ['座椅'],
  廊架: ['花架', '凉亭'], 景观小品: ['小品'], 盆栽: ['绿植'], 乔木: ['树'], 植物: ['绿植'], 大理石: ['石材'], 户外铺装: ['铺装'],
  '3d模型': ['3dmax'], 施工图: ['cad'], 方案文本: ['文本'],
};
const synonyms = new Map(Object.entries(CHINESE));

/** Chinese synonyms of these words (tokens of a title or category name). */
export function chineseSynonyms(tokens: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const t of tokens) for (const w of synonyms.get(t) ?? []) out.add(w);
  return [...out];
}
