/** Plain-text helpers for titles and descriptions (search engines show ~80-150 CJK characters). */

const DESCRIPTION_MAX = 150;

/** Whitespace collapsed to single spaces, trimmed. */
export function collapseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A meta description from one or more text pieces: pieces joined, whitespace collapsed, cut at
 * `max` characters (by code point, so a CJK character or emoji is never split) with '…'.
 */
export function seoDescription(pieces: string | readonly (string | null | undefined | false)[], max = DESCRIPTION_MAX): string {
  const list = typeof pieces === 'string' ? [pieces] : pieces;
  const text = collapseSpace(list.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' '));
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(1, max - 1)).join('').trimEnd()}…`;
}
