import { ApiHttpError, ErrorCode } from '../http/envelope';

/** Parsed `x-oss-process=image/...` operations (Aliyun OSS syntax subset). */
type ResizeMode = 'lfit' | 'mfit' | 'fill' | 'pad' | 'fixed';
export type Gravity = 'nw' | 'north' | 'ne' | 'west' | 'center' | 'east' | 'sw' | 'south' | 'se';
export type OutFormat = 'jpg' | 'png' | 'webp' | 'avif';

export type Op =
  | { op: 'resize'; m: ResizeMode; w?: number; h?: number; l?: number; s?: number; p?: number; limit: boolean; color: string }
  | { op: 'watermark'; text: string | null; size: number; rotate: number; t: number; x: number; y: number; g: Gravity; color: string; fill: boolean }
  | { op: 'blur'; r: number; s: number }
  | { op: 'format'; f: OutFormat }
  | { op: 'quality'; q: number }
  | { op: 'interlace' }
  | { op: 'auto-orient' };

/**
 * Output bounds (docs/security.md "bounded resources"): the largest source is 1600 px, so 2400
 * allows a 1.5x enlargement and nothing more; quality above 90 and blur above 20 are clamped
 * (they cost much and look no different), so q_95 and q_100 share one cached variant.
 */
export const MAX_SIDE = 2400;
const MAX_QUALITY = 90;
const MAX_BLUR = 20;
const MAX_OPS = 8;

function bad(message: string): ApiHttpError {
  return new ApiHttpError(400, ErrorCode.BAD_IMAGE_PROCESS, `图片处理参数错误：${message}`);
}

function intParam(params: Map<string, string>, key: string, min: number, max: number, fallback?: number): number | undefined {
  const raw = params.get(key);
  if (raw === undefined) return fallback;
  if (!/^-?\d{1,6}$/.test(raw)) throw bad(`${key} 必须是整数`);
  const n = Number(raw);
  if (n < min || n > max) throw bad(`${key} 取值范围 ${min}-${max}`);
  return n;
}

function colorParam(params: Map<string, string>, fallback: string): string {
  const raw = params.get('color');
  if (raw === undefined) return fallback;
  if (!/^[0-9a-fA-F]{6}$/.test(raw)) throw bad('color 必须是 6 位十六进制颜色，如 FFFFFF');
  return raw.toUpperCase();
}

function decodeText(raw: string): string {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(raw) || raw.length > 400) throw bad('text 必须是 URL 安全的 Base64 编码');
  const text = Buffer.from(raw.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  if (!text || text.includes('\uFFFD')) throw bad('text 不是合法的 UTF-8 文本');
  if ([...text].length > 64) throw bad('text 不能超过 64 个字符');
  return text;
}

function kv(parts: string[], allowed: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of parts) {
    const i = part.indexOf('_');
    if (i <= 0) throw bad(`无法识别的参数 ${part.slice(0, 20)}`);
    const key = part.slice(0, i);
    if (!allowed.includes(key)) throw bad(`不支持的参数 ${key.slice(0, 20)}`);
    if (map.has(key)) throw bad(`参数 ${key} 重复`);
    map.set(key, part.slice(i + 1));
  }
  return map;
}

function parseOp(segment: string): Op {
  const [name, ...parts] = segment.split(',');
  switch (name) {
    case 'resize': {
      const p = kv(parts, ['m', 'w', 'h', 'l', 's', 'p', 'limit', 'color']);
      const m = (p.get('m') ?? 'lfit') as ResizeMode;
      if (!['lfit', 'mfit', 'fill', 'pad', 'fixed'].includes(m)) throw bad('m 只能是 lfit、mfit、fill、pad、fixed');
      const op = {
        op: 'resize' as const, m,
        w: intParam(p, 'w', 1, MAX_SIDE), h: intParam(p, 'h', 1, MAX_SIDE),
        l: intParam(p, 'l', 1, MAX_SIDE), s: intParam(p, 's', 1, MAX_SIDE), p: intParam(p, 'p', 1, 150),
        limit: intParam(p, 'limit', 0, 1, 1) === 1, color: colorParam(p, 'FFFFFF'),
      };
      if (!op.w && !op.h && !op.l && !op.s && !op.p) throw bad('resize 需要 w、h、l、s 或 p 之一');
      return op;
    }
    case 'watermark': {
      const p = kv(parts, ['text', 'size', 'rotate', 't', 'x', 'y', 'g', 'color', 'fill', 'type', 'shadow', 'voffset']);
      const raw = p.get('text');
      const text = raw === undefined ? null : decodeText(raw);
      const g = (p.get('g') ?? 'se') as Gravity;
      if (!['nw', 'north', 'ne', 'west', 'center', 'east', 'sw', 'south', 'se'].includes(g)) throw bad('g 取值无效');
      return text
        ? { op: 'watermark', text, size: intParam(p, 'size', 1, 1000, 20)!, rotate: intParam(p, 'rotate', 0, 360, 45)!, t: intParam(p, 't', 0, 100, 5)!, x: intParam(p, 'x', 0, 4096, 200)!, y: intParam(p, 'y', 0, 4096, 200)!, g, color: colorParam(p, 'FFFFFF'), fill: intParam(p, 'fill', 0, 1, 0) === 1 }
        : { op: 'watermark', text: null, size: intParam(p, 'size', 1, 1000, 13)!, rotate: intParam(p, 'rotate', 0, 360, 0)!, t: intParam(p, 't', 0, 100, 40)!, x: intParam(p, 'x', 0, 4096, 10)!, y: intParam(p, 'y', 0, 4096, 10)!, g, color: colorParam(p, 'FFFFFF'), fill: intParam(p, 'fill', 0, 1, 0) === 1 };
    }
    case 'blur': {
      const p = kv(parts, ['r', 's']);
      return { op: 'blur', r: Math.min(MAX_BLUR, intParam(p, 'r', 1, 50, 10)!), s: Math.min(MAX_BLUR, intParam(p, 's', 1, 50, 10)!) };
    }
    case 'format': {
      const f = (parts[0] ?? '').toLowerCase();
      if (parts.length !== 1 || !['jpg', 'jpeg', 'png', 'webp', 'avif'].includes(f)) throw bad('format 只能是 jpg、png、webp、avif');
      return { op: 'format', f: f === 'jpeg' ? 'jpg' : (f as OutFormat) };
    }
    case 'quality': {
      const p = kv(parts, ['q', 'Q']);
      const q = intParam(p, 'q', 1, 100) ?? intParam(p, 'Q', 1, 100);
      if (q === undefined) throw bad('quality 需要 q_1-100');
      return { op: 'quality', q: Math.min(MAX_QUALITY, q) };
    }
    case 'interlace':
      return { op: 'interlace' };
    case 'auto-orient':
      return { op: 'auto-orient' };
    default:
      throw bad(`不支持的操作 ${String(name).slice(0, 20)}`);
  }
}

/** Parses the process string; returns [] for none. Throws a 400 envelope error on anything malformed. */
export function parseProcess(value: unknown): Op[] {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string') throw bad('x-oss-process 只能出现一次');
  if (value.length > 1000) throw bad('x-oss-process 过长');
  const segments = value.split('/');
  if (segments[0] !== 'image') throw bad('必须以 image/ 开头');
  const ops = segments.slice(1).filter(Boolean).map(parseOp);
  if (!ops.length) throw bad('缺少处理操作');
  if (ops.length > MAX_OPS) throw bad(`最多 ${MAX_OPS} 个操作`);
  if (ops.filter((o) => o.op === 'watermark').length > 3) throw bad('最多 3 个水印');
  return ops;
}

/** Canonical form used for cache keys and ETags. */
export function canonical(ops: Op[]): string {
  return ops.map((o) => JSON.stringify(o)).join('/');
}
