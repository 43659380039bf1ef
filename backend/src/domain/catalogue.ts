/** The small fixed catalogues (seeded as items before the generated bulk). */

/** [name, top category index (1-based) in the magazine tree, publisher, language] */
export const MAGAZINES: [string, number, string, string][] = [
  ['建筑学报', 1, '中国建筑学会', '中文'], ['时代建筑', 1, '同济大学', '中文'], ['世界建筑', 1, '清华大学', '中文'],
  ['建筑师', 1, '中国建筑工业出版社', '中文'], ['新建筑', 1, '华中科技大学', '中文'], ['城市建筑', 1, '哈尔滨工业大学', '中文'],
  ['Domus', 1, 'Editoriale Domus', '英文'], ['a+u 建筑与都市', 1, '新建筑社', '日文'], ['El Croquis', 1, 'El Croquis Editorial', '西班牙文'],
  ['Casabella', 1, 'Mondadori', '意大利文'], ['Architectural Review', 1, 'EMAP', '英文'], ['GA Document', 1, 'A.D.A. EDITA', '日文'],
  ['室内设计与装修', 2, '室内设计与装修杂志社', '中文'], ['INTERIOR DESIGN 中文版', 2, '中国建筑工业出版社', '中文'],
  ['Frame', 2, 'Frame Publishers', '英文'], ['Interior Design', 2, 'Sandow', '英文'], ['ELLE DECORATION 家居廊', 2, '桦榭', '中文'],
  ['安邸AD', 2, '康泰纳仕', '中文'], ['瑞丽家居设计', 2, '瑞丽', '中文'], ['Wallpaper*', 2, 'Future plc', '英文'],
  ['中国园林', 3, '中国风景园林学会', '中文'], ['景观设计学', 3, '北京大学', '中文'], ['风景园林', 3, '北京林业大学', '中文'],
  ['Landscape Architecture Magazine', 3, 'ASLA', '英文'], ['Topos', 3, 'Callwey', '英文'], ['Landscape Architecture Australia', 3, 'Architecture Media', '英文'],
  ['设计', 4, '中国工业设计协会', '中文'], ['装饰', 4, '清华大学美术学院', '中文'], ['Mark', 4, 'Frame Publishers', '英文'],
  ['Icon', 4, 'Media 10', '英文'], ['Monocle', 4, 'Winkontent', '英文'], ['Kinfolk', 4, 'Ouur', '英文'],
  ['艺术当代', 5, '上海书画出版社', '中文'], ['美术观察', 5, '中国艺术研究院', '中文'], ['Artforum 中文版', 5, 'Artforum', '中文'],
  ['Frieze', 5, 'Frieze Publishing', '英文'], ['Apollo', 5, 'Apollo Magazine', '英文'], ['画刊', 5, '江苏省美术馆', '中文'],
];

/** [name, top category index in the award tree, organizer, founded year] */
export const AWARDS: [string, number, string, number][] = [
  ['普利兹克建筑奖', 1, '凯悦基金会', 1979], ['阿卡汗建筑奖', 1, '阿卡汗发展网络', 1977], ['密斯·凡·德·罗奖', 1, '欧盟与密斯基金会', 1988],
  ['世界建筑节 WAF', 1, 'World Architecture Festival', 2008], ['RIBA 皇家建筑师协会奖', 1, '英国皇家建筑师学会', 1966], ['AIA 美国建筑师协会荣誉奖', 1, '美国建筑师协会', 1949],
  ['Architizer A+ Awards', 1, 'Architizer', 2013], ['Dezeen Awards', 1, 'Dezeen', 2018], ['亚洲建筑师协会建筑奖', 1, '亚洲建筑师协会', 1991],
  ['INSIDE 世界室内设计节', 2, 'World Festival of Interiors', 2008], ['安德鲁·马丁国际室内设计大奖', 2, 'Andrew Martin', 1996], ['金堂奖', 2, '中国室内设计年度评选组委会', 2010],
  ['亚太室内设计大奖 APIDA', 2, '香港室内设计协会', 1993], ['Frame Awards', 2, 'Frame', 2018], ['IIDA 全球卓越设计奖', 2, '国际室内设计协会', 1973],
  ['IFLA 国际景观设计奖', 3, '国际风景园林师联合会', 2004], ['ASLA 专业奖', 3, '美国景观设计师协会', 1961], ['WLA 世界景观设计奖', 3, 'World Landscape Architecture', 2015],
  ['欧洲城市公共空间奖', 3, '巴塞罗那当代文化中心', 2000], ['德国 iF 设计奖', 4, 'iF International Forum Design', 1953], ['德国红点设计奖', 4, 'Red Dot GmbH', 1955],
  ['美国 IDEA 设计奖', 4, '美国工业设计师协会', 1980], ['日本 Good Design Award', 4, '日本设计振兴会', 1957], ['缪斯设计奖', 4, 'International Awards Associate', 2015],
];

/** [name, top category index in the publicAccount tree] */
export const PUBLIC_ACCOUNTS: [string, number][] = [
  ['建筑前沿观察', 1], ['筑思录', 1], ['城市与建筑', 1], ['建筑师手记', 1], ['乡建笔记', 1], ['结构之美', 1], ['营造志', 1],
  ['室内设计联盟', 2], ['软装小馆', 2], ['家居美学', 2], ['设计师的家', 2], ['空间研究所', 2], ['住宅改造计划', 2], ['民宿日记', 2],
  ['景观周刊', 3], ['园林与风景', 3], ['城市绿道', 3], ['植物设计师', 3], ['场地叙事', 3],
  ['设计匠', 4], ['设计日课', 4], ['灵感收集站', 4], ['设计新青年', 4], ['设计与生活', 4], ['好设计研究所', 4], ['设计周刊', 4], ['素材情报局', 4], ['渲染研究院', 4], ['产品与器物', 4], ['展览速递', 4],
];

/** [title, top category index in the recommend tree, member kind] */
export const RECOMMENDS: [string, number, string][] = [
  ['本周最受欢迎案例 TOP30', 1, 'case'], ['年度精品酒店民宿榜', 1, 'case'], ['最美书店与图书馆', 1, 'case'], ['城市更新优秀案例', 1, 'case'],
  ['小户型改造灵感榜', 1, 'case'], ['设计师都在看的餐饮空间', 1, 'case'], ['乡村建筑佳作', 1, 'case'], ['办公空间新趋势', 1, 'case'],
  ['本月热门 3D 模型', 2, '3d'], ['高频下载 SU 模型', 2, 'su'], ['新中式家具模型合集', 2, '3d'], ['景观小品 SU 模型精选', 2, 'su'],
  ['PBR 贴图必备清单', 2, 'tietu'], ['全套施工图下载榜', 2, 'sgt'], ['获奖方案文本合集', 2, 'wenben'],
  ['侘寂风灵感精选', 3, 'pin'], ['配色灵感 100 例', 3, 'pin'], ['灯光氛围灵感榜', 3, 'pin'], ['景观铺装灵感集', 3, 'pin'], ['年度灵感图集 TOP20', 3, 'pics'],
];

/** World navigation: [name, top category index in the site tree, vetted external URL, one-line description] */
export const SITES: [string, number, string, string][] = [
  ['ArchDaily', 1, 'https://www.archdaily.com', '全球访问量最大的建筑网站之一'], ['ArchDaily 中国', 1, 'https://www.archdaily.cn', 'ArchDaily 中文站'],
  ['Dezeen', 1, 'https://www.dezeen.com', '英国建筑与设计杂志'], ['designboom', 1, 'https://www.designboom.com', '建筑、设计与艺术资讯'],
  ['谷德设计网', 1, 'https://www.gooood.cn', '中文建筑景观设计媒体'], ['Wallpaper*', 1, 'https://www.wallpaper.com', '设计与生活方式媒体'],
  ['Divisare', 1, 'https://divisare.com', '当代建筑作品图库'], ['Archello', 1, 'https://archello.com', '建筑项目与产品平台'],
  ['Behance', 2, 'https://www.behance.net', 'Adobe 旗下创意作品社区'], ['Dribbble', 2, 'https://dribbble.com', '设计师作品分享社区'],
  ['站酷', 2, 'https://www.zcool.com.cn', '中国设计师互动平台'], ['Pinterest', 2, 'https://www.pinterest.com', '图片灵感收集平台'],
  ['Houzz', 2, 'https://www.houzz.com', '家居设计与装修社区'], ['ArtStation', 2, 'https://www.artstation.com', 'CG 艺术作品社区'],
  ['Sketchfab', 3, 'https://sketchfab.com', '在线 3D 模型浏览与分享'], ['3D Warehouse', 3, 'https://3dwarehouse.sketchup.com', 'SketchUp 官方模型库'],
  ['CGTrader', 3, 'https://www.cgtrader.com', '3D 模型交易平台'], ['TurboSquid', 3, 'https://www.turbosquid.com', '3D 模型资源库'],
  ['Poly Haven', 4, 'https://polyhaven.com', '免费 HDRI、贴图与模型'], ['ambientCG', 4, 'https://ambientcg.com', '免费 PBR 材质库'],
  ['Textures.com', 4, 'https://www.textures.com', '贴图与材质素材库'], ['Unsplash', 4, 'https://unsplash.com', '免费高清摄影图库'],
  ['SketchUp', 5, 'https://www.sketchup.com', '三维建模软件官网'], ['Autodesk', 5, 'https://www.autodesk.com', 'AutoCAD、3ds Max、Revit 官网'],
  ['Rhino', 5, 'https://www.rhino3d.com', 'Rhino 与 Grasshopper 官网'], ['Blender', 5, 'https://www.blender.org', '开源三维创作软件'],
  ['Chaos', 5, 'https://www.chaos.com', 'V-Ray 与 Corona 渲染器'], ['普利兹克建筑奖', 6, 'https://www.pritzkerprize.com', '普利兹克奖官网'],
  ['iF Design', 6, 'https://ifdesign.com', 'iF 设计奖官网'], ['Red Dot', 6, 'https://www.red-dot.org', '红点设计奖官网'],
  ['World Architecture Festival', 6, 'https://www.worldarchitecturefestival.com', '世界建筑节官网'], ['MoMA', 7, 'https://www.moma.org', '纽约现代艺术博物馆'],
  ['Tate', 7, 'https://www.tate.org.uk', '英国泰特美术馆'], ['V&A', 7, 'https://www.vam.ac.uk', '维多利亚与阿尔伯特博物馆'],
  ['Vitra', 8, 'https://www.vitra.com', '瑞士家具品牌'], ['Herman Miller', 8, 'https://www.hermanmiller.com', '美国家具品牌'],
  ['HAY', 8, 'https://www.hay.com', '丹麦家居品牌'], ['Artek', 8, 'https://www.artek.fi', '芬兰家具品牌'],
];

/** Commodity areas (商品专区): [name, subtitle, kind, path] */
export const COMMODITY_AREAS: [string, string, string, string][] = [
  ['3D模型专区', '高精度家具与场景模型，支持 VRay / Corona', '3d', '/3d'],
  ['SU模型专区', '建筑、景观、室内 SketchUp 模型', 'su', '/su'],
  ['贴图专区', '无缝 PBR 材质贴图，最高 8K', 'tietu', '/tietu'],
  ['施工图专区', '家装工装全套 CAD 施工图', 'sgt', '/sgt'],
  ['方案文本专区', '建筑景观规划投标与概念文本', 'wenben', '/wenben'],
  ['案例专区', '全球精选设计案例与高清图集', 'case', '/news'],
  ['灵感专区', '海量设计灵感图片与图集', 'pin', '/pin'],
];
