import sharp, { type Sharp } from 'sharp';
import { ApiHttpError, ErrorCode } from '../http/envelope';
import { MAX_SIDE, type Gravity, type Op, type OutFormat } from './process';

sharp.cache({ memory: 64, items: 50 });

interface Raw {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

const FONT = "'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', 'PingFang SC', 'Microsoft YaHei', 'DejaVu Sans', sans-serif";
export const CONTENT_TYPES: Record<OutFormat, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

function tooBig(): ApiHttpError {
  return new ApiHttpError(400, ErrorCode.BAD_IMAGE_PROCESS, `图片处理参数错误：输出尺寸不能超过 ${MAX_SIDE}`);
}

function toRaw(img: Sharp): Promise<Raw> {
  return img
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({ data, width: info.width, height: info.height, channels: info.channels }));
}

function fromRaw(r: Raw): Sharp {
  return sharp(r.data, { raw: { width: r.width, height: r.height, channels: r.channels } });
}

async function resize(src: Raw, op: Extract<Op, { op: 'resize' }>): Promise<Raw> {
  let { w, h } = op;
  const { width: W, height: H } = src;
  if (op.p) {
    w = Math.max(1, Math.round((W * op.p) / 100));
    h = Math.max(1, Math.round((H * op.p) / 100));
    if (w > MAX_SIDE || h > MAX_SIDE) throw tooBig();
    return toRaw(fromRaw(src).resize(w, h, { fit: 'fill' }));
  }
  if (!w && !h) {
    const landscape = W >= H;
    w = landscape ? op.l : op.s;
    h = landscape ? op.s : op.l;
  }
  const both = !!w && !!h;
  if (op.m === 'mfit' && both) {
    const scale = Math.max(w! / W, h! / H);
    if (W * scale > MAX_SIDE || H * scale > MAX_SIDE) throw tooBig();
  }
  const img = fromRaw(src);
  if (both && op.m === 'fill') return toRaw(img.resize(w, h, { fit: 'cover', position: 'centre' }));
  if (both && op.m === 'fixed') return toRaw(img.resize(w, h, { fit: 'fill' }));
  if (both && op.m === 'pad') {
    const bg = `#${op.color}`;
    return toRaw(img.resize(w, h, { fit: 'contain', background: bg }).flatten({ background: bg }));
  }
  const scaled = img.resize(w ?? null, h ?? null, { fit: op.m === 'mfit' ? 'outside' : 'inside', withoutEnlargement: op.limit });
  const out = await toRaw(scaled);
  if (out.width > MAX_SIDE || out.height > MAX_SIDE) throw tooBig();
  return out;
}

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Anchor point and text-anchor for a gravity with x/y margins, kept inside the image. */
function anchor(g: Gravity, W: number, H: number, x: number, y: number, boxW: number, boxH: number): { ax: number; ay: number; align: 'start' | 'middle' | 'end' } {
  const west = g === 'nw' || g === 'west' || g === 'sw';
  const east = g === 'ne' || g === 'east' || g === 'se';
  const north = g === 'nw' || g === 'north' || g === 'ne';
  const south = g === 'sw' || g === 'south' || g === 'se';
  const ax = west ? Math.min(x, Math.max(0, W - boxW)) : east ? Math.max(Math.min(boxW, W), W - x) : W / 2;
  const ay = north ? Math.min(y + boxH, H) : south ? Math.max(Math.min(boxH, H), H - y) : H / 2 + boxH / 2;
  return { ax, ay, align: west ? 'start' : east ? 'end' : 'middle' };
}

function logoMark(s: number, color: string): string {
  return `<circle cx="${s * 0.38}" cy="${s * 0.4}" r="${s * 0.3}" fill="#${color}"/><rect x="${s * 0.42}" y="${s * 0.38}" width="${s * 0.5}" height="${s * 0.5}" fill="#${color}" fill-opacity="0.7"/><polygon points="${s * 0.1},${s} ${s * 0.45},${s * 0.62} ${s * 0.8},${s}" fill="#${color}"/>`;
}

/** The watermark layer as SVG (text, or the text-free logo mark), same size as the image. */
function watermarkSvg(op: Extract<Op, { op: 'watermark' }>, W: number, H: number): string {
  const opacity = (op.t / 100).toFixed(2);
  let content: string;
  let boxW: number;
  let boxH: number;
  if (op.text) {
    boxW = Math.ceil(op.size * [...op.text].reduce((s, ch) => s + (ch.charCodeAt(0) > 0x2e80 ? 1 : 0.6), 0));
    boxH = op.size;
    content = `<text font-family="${FONT}" font-size="${op.size}" fill="#${op.color}" fill-opacity="${opacity}" stroke="#000000" stroke-opacity="${(op.t / 400).toFixed(3)}" stroke-width="${Math.max(0.5, op.size / 40)}">${escapeXml(op.text)}</text>`;
  } else {
    boxW = boxH = op.size * 3;
    content = `<g opacity="${opacity}">${logoMark(boxH, op.color)}</g>`;
  }
  if (op.fill) {
    const tw = boxW + Math.max(op.x, op.size * 2);
    const th = boxH + Math.max(op.y, op.size * 2);
    const tile = op.text ? content.replace('<text ', `<text x="0" y="${boxH}" `) : content;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><pattern id="wm" width="${tw}" height="${th}" patternUnits="userSpaceOnUse" patternTransform="rotate(${op.rotate})">${tile}</pattern></defs><rect width="${W}" height="${H}" fill="url(#wm)"/></svg>`;
  }
  const { ax, ay, align } = anchor(op.g, W, H, op.x, op.y, boxW, boxH);
  const placed = op.text
    ? content.replace('<text ', `<text x="${ax}" y="${ay}" text-anchor="${align}" `)
    : `<g transform="translate(${align === 'start' ? ax : align === 'end' ? ax - boxW : ax - boxW / 2} ${ay - boxH})">${content}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><g transform="rotate(${op.rotate} ${ax} ${ay})">${placed}</g></svg>`;
}

async function watermark(src: Raw, op: Extract<Op, { op: 'watermark' }>): Promise<Raw> {
  const layer = Buffer.from(watermarkSvg(op, src.width, src.height));
  return toRaw(fromRaw(src).composite([{ input: layer, top: 0, left: 0 }]));
}

interface Rendered {
  body: Buffer;
  format: OutFormat;
  width: number;
  height: number;
}

/** Applies the operations in order to a source image and encodes the result. */
export async function render(source: Buffer, ops: Op[]): Promise<Rendered> {
  let cur = await toRaw(sharp(source).removeAlpha());
  let format: OutFormat = 'jpg';
  let quality: number | undefined;
  let interlace = false;
  for (const op of ops) {
    if (op.op === 'resize') cur = await resize(cur, op);
    else if (op.op === 'watermark') cur = await watermark(cur, op);
    else if (op.op === 'blur') cur = await toRaw(fromRaw(cur).blur(Math.max(0.3, op.s)));
    else if (op.op === 'format') format = op.f;
    else if (op.op === 'quality') quality = op.q;
    else if (op.op === 'interlace') interlace = true;
  }
  let out = fromRaw(cur);
  if (cur.channels === 4) out = out.flatten({ background: '#ffffff' });
  if (format === 'jpg') out = out.jpeg({ quality: quality ?? 82, progressive: interlace });
  else if (format === 'png') out = out.png({ compressionLevel: 6, progressive: interlace });
  else if (format === 'webp') out = out.webp({ quality: quality ?? 80, effort: 3 });
  else out = out.avif({ quality: quality ?? 50, effort: 2 });
  const { data, info } = await out.toBuffer({ resolveWithObject: true });
  return { body: data, format, width: info.width, height: info.height };
}
