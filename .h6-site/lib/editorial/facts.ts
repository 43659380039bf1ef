import type { ItemFacts } from '@/lib/api/contract/content';

/** Chinese labels and formatting of the kind-specific facts of an item (ItemFacts). */

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let n = bytes;
  let u = 0;
  while (n >= 1024 && u < units.length - 1) {
    n /= 1024;
    u++;
  }
  return `${n >= 100 || u === 0 ? Math.round(n) : n.toFixed(1)} ${units[u]}`;
}

type Row = [label: string, value: string];

const FORMATTERS: { key: keyof ItemFacts; label: string; format?: (v: never) => string }[] = [
  { key: 'designFirm', label: '设计机构' },
  { key: 'brand', label: '品牌' },
  { key: 'publisher', label: '出版方' },
  { key: 'organizer', label: '主办方' },
  { key: 'issueNo', label: '期号' },
  { key: 'location', label: '地点' },
  { key: 'year', label: '年份', format: (v: number) => `${v} 年` },
  { key: 'area', label: '面积', format: (v: number) => `${v.toLocaleString('zh-CN')} ㎡` },
  { key: 'style', label: '风格' },
  { key: 'materialType', label: '材料类别' },
  { key: 'awardLevel', label: '奖项级别' },
  { key: 'pages', label: '页数', format: (v: number) => `${v} 页` },
  { key: 'language', label: '语言' },
  { key: 'software', label: '软件' },
  { key: 'format', label: '格式', format: (v: string) => v.toUpperCase() },
  { key: 'fileSize', label: '文件大小', format: formatFileSize },
  { key: 'resolution', label: '分辨率' },
  { key: 'seamless', label: '无缝', format: (v: boolean) => (v ? '是' : '否') },
  { key: 'followers', label: '关注人数', format: (v: number) => v.toLocaleString('zh-CN') },
];

/** The facts that are present, as [label, text] rows in a fixed reading order. */
export function factRows(facts: ItemFacts | null | undefined): Row[] {
  if (!facts) return [];
  const rows: Row[] = [];
  for (const f of FORMATTERS) {
    const value = facts[f.key];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'object') continue;
    const text = f.format ? f.format(value as never) : String(value);
    if (text) rows.push([f.label, text]);
  }
  return rows;
}

/** yyyy-MM-dd in China time (the site's audience), for "更新于" lines. */
export function chinaDate(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}
