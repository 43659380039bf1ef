import type { ItemFacts, ItemSummary } from '../../../lib/api/contract/content';
import { pick, rngFor, sample } from './prng';

const OPENERS = ['项目位于', '本项目坐落于', '设计场地位于'];
const IDEAS = [
  '设计从场地的光线与风向出发，以克制的材料语言回应周边环境。',
  '设计团队希望在有限的预算内，创造一个开放、灵活且富有温度的空间。',
  '空间以“留白”为核心理念，弱化装饰，让光影成为主角。',
  '我们保留了原有结构的肌理，并以轻盈的新构件与之对话。',
  '通过错动的体块与层层递进的庭院，建筑与自然之间形成了丰富的过渡。',
  '材料选择上以本地石材、木材与清水混凝土为主，强调真实与耐久。',
];
const CLOSERS = [
  '项目建成后，成为当地居民与访客日常停留、交流的新去处。',
  '设计在功能、成本与美感之间取得了平衡，获得业主的高度认可。',
  '这是一次关于日常生活与空间品质的温和实验。',
];

/** Deterministic description paragraphs for an item (derived from its facts; nothing stored). */
export function describeText(item: ItemSummary, facts: ItemFacts, parentTitle?: string): string[] {
  const rng = rngFor(`text:${item.kind}`, item.id);
  const by = item.author ? `由${item.author.name}（${item.author.title}）` : '';
  switch (item.kind) {
    case 'case': {
      const [idea1, idea2] = sample(rng, IDEAS, 2);
      return [
        `${pick(rng, OPENERS)}${facts.location ?? '城市中心'}，${facts.area ? `建筑面积约 ${facts.area.toLocaleString('en')} ㎡，` : ''}${facts.year ? `于 ${facts.year} 年建成，` : ''}${by}${facts.designFirm ? `与${facts.designFirm}` : ''}共同完成，属于${item.topClassifyName}类${item.classifyName}项目。`,
        idea1!,
        `整体风格偏向${facts.style ?? '现代'}。${idea2!}`,
        pick(rng, CLOSERS),
      ];
    }
    case '3d':
    case 'su':
      return [
        `${item.title}，${item.classifyName}类模型，${facts.style ?? '现代'}风格。`,
        `制作软件：${facts.software ?? '—'}；文件格式：${(facts.format ?? '').toUpperCase()}。`,
        item.vip ? 'VIP 会员可免费下载。' : item.price ? `下载需 ${item.price} 设计币。` : '本模型可免费下载。',
      ];
    case 'tietu':
      return [`${item.title}，分辨率 ${facts.resolution ?? ''}，${facts.seamless ? '四方连续无缝拼接' : '单张高清'}，适用于室内外渲染。`, `格式 ${(facts.format ?? 'jpg').toUpperCase()}，下载包内附预览图与说明。`];
    case 'sgt':
      return [`${item.title}，共 ${facts.pages ?? 0} 张图纸，包含平面布置、立面、节点大样等。`, `绘图软件：${facts.software ?? 'AutoCAD'}，格式 DWG。`];
    case 'wenben':
      return [`${item.title}，共 ${facts.pages ?? 0} 页，${(facts.format ?? 'pdf').toUpperCase()} 格式。`, `项目位于${facts.location ?? ''}，内容涵盖区位分析、设计策略、总平面、分析图与效果图。`];
    case 'periodical':
      return [`《${parentTitle ?? ''}》第 ${facts.issueNo ?? ''} 期，共 ${facts.pages ?? 0} 页。`, '本期聚焦当代设计实践，收录项目评论、专题访谈与作品图纸。'];
    case 'magazine':
      return [`《${item.title}》由${facts.publisher ?? ''}出版，语言：${facts.language ?? '中文'}。`, '收录历年期刊，可在线浏览目录与精选内页。'];
    case 'award':
      return [`${item.title}由${facts.organizer ?? ''}于 ${facts.year ?? ''} 年设立，是${item.topClassifyName.replace('奖项', '')}领域最具影响力的国际奖项之一。`, '这里收录历届获奖作品与评审意见。'];
    case 'publicAccount':
      return [`「${item.title}」专注${item.topClassifyName}领域，关注人数约 ${(facts.followers ?? 0).toLocaleString('en')}。`, '持续分享优秀案例、设计师专访与行业观察。'];
    case 'site':
      return [`${item.title}：${facts.url ?? ''}`];
    case 'bk':
      return [`${item.title}是${item.topClassifyName}中的常见概念。`, pick(rng, IDEAS), '本词条介绍其定义、历史、常见做法与典型案例。'];
    case 'jhy':
      return [`精选「${item.title}」相关的设计案例与灵感图片，持续更新。`, pick(rng, IDEAS)];
    default:
      return [`${item.title}${by ? `，${by}创作` : ''}。${facts.location ? `地点：${facts.location}。` : ''}${facts.year ? `年份：${facts.year}。` : ''}`, pick(rng, IDEAS)];
  }
}
