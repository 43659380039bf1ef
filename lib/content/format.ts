/** Counts the Chinese way: 9,999 → "9999", 12,345 → "1.2万", 123,456,789 → "1.2亿". */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '0';
  if (n < 10_000) return String(Math.floor(n));
  if (n < 100_000_000) return `${trim(n / 10_000)}万`;
  return `${trim(n / 100_000_000)}亿`;
}

function trim(x: number): string {
  return (Math.floor(x * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

/** A file size: 1536 → "1.5 KB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? v : v.toFixed(1).replace(/\.0$/, '')} ${units[i]}`;
}

/**
 * Fen as yuan: 1990 → "¥19.90". `trimWhole` drops ".00" from whole amounts (58800 → "¥588"),
 * as the plan prices read.
 */
export function formatYuan(fen: number, trimWhole = false): string {
  return `¥${(fen / 100).toFixed(trimWhole && fen % 100 === 0 ? 0 : 2)}`;
}

/** A share as a percentage: 0.0512 → "5.12%" (`digits` after the point). */
export function formatPercent(share: number, digits = 2): string {
  if (!Number.isFinite(share)) return '0%';
  const text = (share * 100).toFixed(digits);
  // Trailing zeros of the decimals only: 5.10 → 5.1, 100 stays 100.
  return `${text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text}%`;
}
