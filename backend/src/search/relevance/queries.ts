/**
 * The judged query set of the relevance bench (docs/search.md "Relevance"): what designers type,
 * each with the facets that say what they mean (judge.ts grades catalogue items by them).
 * The facets were written by reading each query as a designer would, before looking at any
 * result, and reviewed against the catalogue's vocabulary (domain/vocab.ts, domain/categories.ts):
 * the head facet (first) is the thing asked for, the others narrow it. Pinyin and typos carry the
 * facets of the words meant. Change a judgement only with a reason in the commit message.
 */
export interface JudgedQuery {
  q: string;
  /** Facets (judge.ts parseFacets), head first. */
  facets: string;
  group: 'style' | 'space' | 'building' | 'object' | 'material' | 'landscape' | 'software' | 'compound' | 'pinyin' | 'typo' | 'budget';
}

const g = (group: JudgedQuery['group'], rows: [string, string][]): JudgedQuery[] => rows.map(([q, facets]) => ({ q, facets, group }));

export const JUDGED_QUERIES: JudgedQuery[] = [
  ...g('style', [
    ['现代', 'style:现代'], ['极简', 'style:极简'], ['北欧', 'style:北欧'], ['侘寂', 'style:侘寂'], ['新中式', 'style:新中式'],
    ['日式', 'style:日式'], ['法式', 'style:法式'], ['轻奢', 'style:轻奢'], ['工业风', 'style:工业风'], ['复古', 'style:复古'],
    ['美式', 'style:美式'], ['原木风', 'style:原木风'], ['奶油风', 'style:奶油风'], ['中古风', 'style:中古风'], ['地中海', 'style:地中海'],
  ]),
  ...g('space', [
    ['客厅', 'space:客厅'], ['卧室', 'space:卧室'], ['厨房', 'space:厨房'], ['书房', 'space:书房'], ['玄关', 'space:玄关'],
    ['儿童房', 'space:儿童房'], ['阳台', 'space:阳台'], ['卫生间', 'space:卫生间'], ['衣帽间', 'space:衣帽间'], ['大堂', 'space:大堂'],
    ['中庭', 'space:中庭'], ['会议室', 'space:会议室'], ['前台', 'space:前台'], ['客房', 'space:客房'], ['开放办公区', 'space:开放办公区'],
  ]),
  ...g('building', [
    ['民宿', 'type:民宿'], ['精品酒店', 'type:精品酒店'], ['咖啡厅', 'type:咖啡厅'], ['茶室', 'type:茶室'], ['酒吧', 'type:酒吧'],
    ['幼儿园', 'type:幼儿园'], ['图书馆', 'type:图书馆'], ['博物馆', 'type:博物馆'], ['美术馆', 'type:美术馆'], ['办公室', 'type:办公室'],
    ['联合办公', 'type:联合办公'], ['售楼处', 'type:售楼处'], ['展厅', 'type:展厅'], ['别墅', 'type:别墅'], ['自建房', 'type:自建房'],
    ['样板间', 'type:样板间'], ['公寓', 'type:公寓'], ['健身房', 'type:健身房'], ['医院', 'type:医院'], ['养老院', 'type:养老院'],
    ['快闪店', 'type:快闪店'], ['度假村', 'type:度假村'], ['烘焙店', 'type:烘焙店'], ['旧厂房改造', 'type:旧厂房改造'], ['老房翻新', 'type:老房翻新'],
    ['乡村改造', 'type:乡村改造'], ['文化建筑', 'type:文化建筑'], ['教育建筑', 'type:教育建筑'], ['亭子', 'type:亭子'],
  ]),
  ...g('object', [
    ['沙发', 'obj:沙发'], ['椅子', 'obj:椅子'], ['床', 'obj:床'], ['桌子', 'obj:桌子'], ['柜子', 'obj:柜子'],
    ['吊灯', 'obj:吊灯'], ['台灯', 'obj:台灯'], ['落地灯', 'obj:落地灯'], ['壁灯', 'obj:壁灯'], ['摆件', 'obj:摆件'],
    ['挂画', 'obj:挂画'], ['花艺', 'obj:花艺'], ['橱柜', 'obj:橱柜'], ['洁具', 'obj:洁具'], ['电视', 'obj:电视'],
    ['音响', 'obj:音响'], ['盆栽', 'obj:盆栽'], ['乔木', 'obj:乔木'], ['灌木', 'obj:灌木'], ['门窗', 'obj:门窗'],
    ['楼梯', 'obj:楼梯'], ['栏杆', 'obj:栏杆'], ['人物', 'obj:人物'], ['车辆', 'obj:车辆'], ['廊架', 'obj:廊架'],
    ['景观小品', 'obj:景观小品'], ['座椅', 'obj:座椅'], ['灯具', 'obj:灯具'],
  ]),
  ...g('material', [
    ['大理石', 'mat:大理石'], ['花岗岩', 'mat:花岗岩'], ['水磨石', 'mat:水磨石'], ['木地板', 'mat:木地板'], ['饰面板', 'mat:饰面板'],
    ['拉丝金属', 'mat:拉丝金属'], ['锈板', 'mat:锈板'], ['穿孔板', 'mat:穿孔板'], ['皮革', 'mat:皮革'], ['地毯', 'mat:地毯'],
    ['墙纸', 'mat:墙纸'], ['砖墙', 'mat:砖墙'], ['混凝土', 'mat:混凝土'], ['地砖', 'mat:地砖'], ['马赛克', 'mat:马赛克'],
    ['户外铺装', 'mat:户外铺装'], ['草地', 'mat:草地'], ['微水泥', 'mat:微水泥'], ['岩板', 'mat:岩板'], ['耐候钢', 'mat:耐候钢'],
  ]),
  ...g('landscape', [
    ['景观', 'ctx:景观'], ['公园', 'type:公园'], ['广场', 'type:广场'], ['滨水景观', 'type:滨水景观'], ['屋顶花园', 'type:屋顶花园'],
    ['居住区景观', 'type:居住区景观'], ['庭院', 'type:庭院'], ['水景', 'obj:水景'], ['铺装', 'obj:铺装'], ['植物配置', 'obj:植物配置'],
    ['城市设计', 'type:城市设计'], ['乡村规划', 'type:乡村规划'],
  ]),
  ...g('software', [
    ['su模型', 'kind:su'], ['3d模型', 'kind:3d'], ['sketchup', 'sw:sketchup'], ['skp', 'sw:skp'], ['dwg', 'sw:dwg'],
    ['cad', 'sw:cad'], ['施工图', 'kind:sgt'], ['方案文本', 'kind:wenben'], ['vray', 'sw:vray'], ['corona', 'sw:corona'],
    ['贴图', 'kind:tietu'], ['无缝贴图', 'kind:tietu'], ['节点大样', 'type:节点大样'], ['cad图库', 'type:CAD图库'], ['投标文本', 'type:投标文本'],
    ['天正', 'sw:天正'], ['blender', 'sw:blender'],
  ]),
  ...g('compound', [
    ['新中式茶室', 'type:茶室 style:新中式'], ['景观廊架', 'obj:廊架 ctx:景观'], ['客厅沙发', 'obj:沙发 space:客厅'], ['北欧客厅', 'space:客厅 style:北欧'],
    ['侘寂民宿', 'type:民宿 style:侘寂'], ['工业风咖啡厅', 'type:咖啡厅 style:工业风'], ['日式卧室', 'space:卧室 style:日式'], ['法式餐厅', 'type:餐厅 style:法式'],
    ['轻奢沙发', 'obj:沙发 style:轻奢'], ['现代吊灯', 'obj:吊灯 style:现代'], ['北欧椅子', 'obj:椅子 style:北欧'], ['实木桌子', 'obj:桌子 mat:实木'],
    ['皮质沙发', 'obj:沙发 mat:皮质'], ['布艺沙发', 'obj:沙发 mat:布艺'], ['胡桃木柜子', 'obj:柜子 mat:胡桃木'], ['新中式别墅', 'type:别墅 style:新中式'],
    ['极简住宅', 'type:住宅 style:极简'], ['奶油风卧室', 'space:卧室 style:奶油风'], ['原木风客厅', 'space:客厅 style:原木风'], ['别墅施工图', 'type:别墅 kind:sgt'],
    ['酒店施工图', 'type:酒店 kind:sgt'], ['景观方案文本', 'ctx:景观 kind:wenben'], ['公园景观', 'type:公园 ctx:景观'], ['建筑立面', 'obj:立面 ctx:建筑'],
    ['侘寂客厅', 'space:客厅 style:侘寂'], ['新中式客厅', 'space:客厅 style:新中式'], ['现代办公室', 'type:办公室 style:现代'], ['日式民宿', 'type:民宿 style:日式'],
    ['景观水景su模型', 'obj:水景 kind:su'], ['植物su模型', 'obj:植物 kind:su'], ['大理石地砖', 'mat:地砖 mat:大理石'], ['极简客厅', 'space:客厅 style:极简'],
    ['工业风办公室', 'type:办公室 style:工业风'], ['北欧卧室', 'space:卧室 style:北欧'], ['新中式茶室su模型', 'type:茶室 kind:su'], ['法式卧室', 'space:卧室 style:法式'],
    ['现代别墅', 'type:别墅 style:现代'], ['美式客厅', 'space:客厅 style:美式'], ['极简灯具', 'obj:灯具 style:极简'], ['庭院景观设计', 'type:庭院 ctx:景观'],
  ]),
  ...g('pinyin', [
    ['shafa', 'obj:沙发'], ['beiou', 'style:北欧'], ['xinzhongshi', 'style:新中式'], ['chashi', 'type:茶室'], ['minsu', 'type:民宿'],
    ['keting', 'space:客厅'], ['woshi', 'space:卧室'], ['diaodeng', 'obj:吊灯'], ['langjia', 'obj:廊架'], ['qingshe', 'style:轻奢'],
    ['dalishi', 'mat:大理石'], ['kafeiting', 'type:咖啡厅'],
  ]),
  ...g('typo', [
    ['北鸥客厅', 'space:客厅 style:北欧'], ['新中试', 'style:新中式'], ['茶寂', 'style:侘寂'], ['沙法', 'obj:沙发'], ['民俗', 'type:民宿'],
    ['轻舍', 'style:轻奢'], ['廊加', 'obj:廊架'], ['大理时', 'mat:大理石'], ['吊等', 'obj:吊灯'], ['卡非厅', 'type:咖啡厅'],
    ['咖啡馆', 'type:咖啡厅'], ['北欧风客厅', 'space:客厅 style:北欧'],
  ]),
  // AI search only (run.ts): a download budget is a cost facet (yuan, 1 设计币 = 1 yuan); a project
  // budget (预算5万) names no cost the catalogue records, so it judges by what is asked for alone.
  ...g('budget', [
    ['50元以内的沙发模型', 'obj:沙发 kind:model cost:0-50'], ['便宜的沙发模型', 'obj:沙发 kind:model cost:0-10'], ['10元以内的贴图', 'kind:tietu cost:0-10'],
    ['不超过20元的施工图', 'kind:sgt cost:0-20'], ['免费的su模型', 'kind:su cost:0-0'], ['30设计币以内的方案文本', 'kind:wenben cost:0-30'],
    ['10-20元的沙发', 'obj:沙发 cost:10-20'], ['便宜的吊灯模型', 'obj:吊灯 kind:model cost:0-10'], ['20元以内的植物su模型', 'obj:植物 kind:su cost:0-20'],
    ['免费的大理石贴图', 'mat:大理石 kind:tietu cost:0-0'], ['预算5万的北欧客厅', 'space:客厅 style:北欧'], ['5万以内的现代别墅', 'type:别墅 style:现代'],
    ['10-20万的民宿', 'type:民宿'], ['不超过3000元的新中式茶室', 'type:茶室 style:新中式'], ['价格5元以内的木纹贴图', 'mat:木纹 kind:tietu cost:0-5'],
  ]),
];
