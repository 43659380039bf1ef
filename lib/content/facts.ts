import type { ItemFacts } from '@/lib/api/contract/content';
import { formatCount } from './format';

interface FactRow {
  key: keyof ItemFacts;
  label: string;
  value: string;
}

type Formatter = (value: never) => string;

/**
 * Labels and formats of the facts a detail page lists, in display order. The production file
 * size (facts.fileSize) is not listed: the download panel shows the real file's size (HEAD).
 */
const FACTS: [keyof ItemFacts, string, Formatter][] = [
  ['location', '项目地点', (v: string) => v],
  ['area', '项目面积', (v: number) => `${v.toLocaleString('en-US')} ㎡`],
  ['year', '建成年份', (v: number) => `${v} 年`],
  ['style', '风格', (v: string) => v],
  ['spaces', '空间', (v: string[]) => v.join('、')],
  ['designFirm', '设计公司', (v: string) => v],
  ['brand', '品牌', (v: string) => v],
  ['materialType', '材质', (v: string) => v],
  ['software', '软件', (v: string) => v],
  ['format', '文件格式', (v: string) => v.toUpperCase()],
  ['resolution', '分辨率', (v: string) => v],
  ['seamless', '无缝贴图', (v: boolean) => (v ? '是' : '否')],
  ['pages', '页数', (v: number) => `${v} 页`],
  ['issueNo', '期号', (v: string) => v],
  ['publisher', '出版方', (v: string) => v],
  ['language', '语言', (v: string) => v],
  ['awardLevel', '奖项级别', (v: string) => v],
  ['organizer', '主办方', (v: string) => v],
  ['followers', '关注人数', (v: number) => formatCount(v)],
];

const usable = (v: unknown): boolean =>
  (typeof v === 'string' && v.trim() !== '') ||
  (typeof v === 'number' && Number.isFinite(v) && v > 0) ||
  typeof v === 'boolean' ||
  (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && x.trim() !== ''));

/** The facts present on an item, labelled and formatted; unknown or empty values are left out. */
export function factRows(facts: ItemFacts | null | undefined): FactRow[] {
  if (!facts) return [];
  const rows: FactRow[] = [];
  for (const [key, label, format] of FACTS) {
    const v = facts[key];
    if (!usable(v)) continue;
    const value = (format as (x: unknown) => string)(v);
    if (value) rows.push({ key, label, value });
  }
  return rows;
}
