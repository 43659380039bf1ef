import path from 'node:path';
import type Database from 'better-sqlite3';
import { zipSync, strToU8 } from 'fflate';
import type { ContentKind } from '../../../../lib/api/contract/kinds';
import type { ItemRow } from '../../db/repo/items';
import { KINDS } from '../../domain/kinds';
import { VariantCache, type ImageService, type SourceImage } from '../../images/service';
import type { UploadImage } from '../../images/uploads';

/** Bump when the archive layout changes: old files are simply not found again (a3: an upload's own pictures). */
const ARCHIVE_VERSION = 'a3';
/** A seeded item's pack holds at most this many of its preview pictures. */
const PREVIEW_PICTURES = 8;
const MB = 1024 * 1024;

/** The main file each kind ships (the payload), with a plausible size range, scaled down. */
const PAYLOAD: Partial<Record<ContentKind, { ext: string; label: string; mb: [number, number] }>> = {
  '3d': { ext: 'max', label: '3ds Max 模型文件（含材质贴图路径）', mb: [1, 6] },
  su: { ext: 'skp', label: 'SketchUp 模型文件', mb: [1, 5] },
  tietu: { ext: 'tif', label: '无缝贴图（含法线、粗糙度通道）', mb: [0.5, 3] },
  sgt: { ext: 'dwg', label: 'AutoCAD 施工图', mb: [0.5, 4] },
  wenben: { ext: 'pdf', label: '方案文本 PDF', mb: [1, 6] },
  periodical: { ext: 'pdf', label: '期刊 PDF', mb: [1, 4] },
};

export const ARCHIVE_FORMAT = 'zip';

/** A name without the characters file systems refuse, at most 60 characters. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 60);

/** "现代客厅沙发组合.zip": the title without characters file systems refuse. */
export function archiveName(item: Pick<ItemRow, 'title' | 'id'>): string {
  return `${safeName(item.title) || `资源${item.id}`}.zip`;
}

/** An approved upload's picture: its stored file and the name it was uploaded as. */
type UploadedFile = UploadImage & { name: string };

/** What a pack's pictures come from: an upload's own files, or a seeded item's generated previews. */
type PackPictures = { uploaded: UploadedFile[] } | { generated: SourceImage[] };

/** One picture entry of a pack: its path in the zip and how its bytes are made. */
interface PictureEntry {
  path: string;
  image: SourceImage;
  /** An upload is packed as stored (the author's file); a preview is rendered at 1600 px. */
  original: boolean;
}

/** "图片/01-客厅全景.jpg": the author's own name kept (stored files are JPEG), numbered in the author's order. */
function uploadedPath(file: UploadedFile, n: number): string {
  const base = safeName(file.name.replace(/\.[a-z0-9]{1,5}$/i, ''));
  return `图片/${String(n).padStart(2, '0')}${base ? `-${base}` : ''}.jpg`;
}

/** Deterministic pseudo-random bytes (xorshift32): the payload is incompressible, like a real model. */
function payloadBytes(seed: number, size: number): Uint8Array {
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  let x = (seed * 2654435761) >>> 0 || 1;
  let i = 0;
  for (; i + 4 <= size; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    view.setUint32(i, x >>> 0);
  }
  for (; i < size; i++) out[i] = i & 0xff;
  return out;
}

function payloadSize(item: ItemRow, mb: [number, number]): number {
  const span = mb[1] - mb[0];
  return Math.round((mb[0] + ((item.id * 7919) % 1000) / 1000 * span) * MB);
}

function readme(item: ItemRow, files: string[], withPayload: boolean): string {
  const kind = KINDS[item.kind].name;
  return [
    `${item.title}`,
    '',
    `类型：${kind}`,
    `资源编号：${item.id}`,
    item.a_name ? `作者：${item.a_name}` : null,
    '',
    '文件清单：',
    ...files.map((f) => `  - ${f}`),
    '',
    '使用说明：',
    '  本资源仅供下载账号本人学习与设计参考使用，未经作者许可不得转售、公开传播或用于其他商业用途。',
    // A picture pack has no model or drawing to explain.
    withPayload ? '  模型与贴图请在对应软件中重新指定贴图路径；施工图请以项目实际尺寸与规范为准。' : '  图片版权归作者所有，转载或商用请先取得作者许可。',
    '',
    '意匠设计 · 资源中心',
    '',
  ]
    .filter((l): l is string => l !== null)
    .join('\r\n');
}

/** A zip of stored (level 0) entries: 30 + name for each local header, 46 + name for each central entry, 22 for the end record. */
function storedZipSize(entries: { name: string; bytes: number }[]): number {
  return entries.reduce((sum, e) => sum + 76 + 2 * Buffer.byteLength(e.name) + e.bytes, 22);
}

/**
 * Each downloadable item's real archive: its preview pictures, a Chinese readme and (for
 * models, textures, CAD, texts) a payload of plausible, scaled-down size. Built only for a
 * member the rights table allows (a download link, then its signed GET), kept in a disk cache
 * bounded in bytes (API_ARCHIVE_CACHE_MB, least recently used evicted; a rebuilt archive is the
 * same bytes), and its size recorded, so HEAD answers from the recorded size and never builds:
 * an anonymous HEAD costs no disk and no render.
 */
export class Archives {
  private readonly inflight = new Map<number, Promise<string>>();
  private readonly cache: VariantCache;
  private readonly sizeOf: Database.Statement;
  private readonly saveSize: Database.Statement;

  constructor(
    private readonly dir: string,
    private readonly images: ImageService,
    /** The item's format as its detail states it (a 3D model may ship .fbx or .obj), if any. */
    private readonly formatOf: (item: ItemRow) => string | undefined,
    /** The item's pictures for its pack (Presenter.packPictures). */
    private readonly picturesOf: (item: ItemRow) => PackPictures,
    db: Database.Database,
    capBytes: number,
  ) {
    this.cache = new VariantCache(dir, capBytes);
    this.sizeOf = db.prepare('SELECT bytes FROM archive_sizes WHERE item_id = ? AND stamp = ?');
    this.saveSize = db.prepare('INSERT INTO archive_sizes (item_id, stamp, bytes) VALUES (?, ?, ?) ON CONFLICT (item_id) DO UPDATE SET stamp = excluded.stamp, bytes = excluded.bytes');
  }

  /** What a recorded size belongs to: the layout and the item's version (an edited item is another archive). */
  private stamp(item: ItemRow): string {
    return `${ARCHIVE_VERSION}:${item.updated_at}`;
  }

  /** Bytes the built archives take on disk now (within the cap). */
  get cachedBytes(): number {
    return this.cache.bytes;
  }

  /**
   * The archive's size without building it: the recorded size of a build, or — for a pack of
   * stored files only (an upload's pictures, a payload, the readme) — the exact stored-zip size
   * from their lengths. Null when only a build can tell (rendered previews never built yet).
   */
  async knownSize(item: ItemRow): Promise<number | null> {
    const row = this.sizeOf.get(item.id, this.stamp(item)) as { bytes: number } | undefined;
    if (row) return row.bytes;
    const pics = this.picturesOf(item);
    if (!('uploaded' in pics)) return null;
    const entries: { name: string; bytes: number }[] = [];
    for (const p of this.pictureEntries(item)) {
      const bytes = await this.images.uploadSize(p.image);
      if (bytes === null) return null;
      entries.push({ name: p.path, bytes });
    }
    const payload = this.payloadOf(item);
    if (!entries.length && !payload) return null;
    const payloadName = payload ? `${archiveName(item).replace(/\.zip$/, '')}.${payload.ext}` : null;
    if (payload && payloadName) entries.push({ name: payloadName, bytes: payloadSize(item, payload.mb) });
    const files = entries.map((e) => (payload && e.name === payloadName ? `${e.name}（${payload.label}）` : e.name));
    entries.push({ name: '说明.txt', bytes: strToU8(readme(item, files, !!payload)).length });
    return storedZipSize(entries);
  }

  private pictureEntries(item: ItemRow): PictureEntry[] {
    const pics = this.picturesOf(item);
    if ('uploaded' in pics) return pics.uploaded.map((f, i) => ({ path: uploadedPath(f, i + 1), image: { key: f.key, width: f.width, height: f.height }, original: true }));
    return pics.generated.slice(0, PREVIEW_PICTURES).map((image, i) => ({ path: `预览图/${String(i + 1).padStart(2, '0')}.jpg`, image, original: false }));
  }

  private payloadOf(item: ItemRow): { ext: string; label: string; mb: [number, number] } | undefined {
    const base = PAYLOAD[item.kind];
    const stated = this.formatOf(item);
    return base && stated && /^[a-z0-9]{2,5}$/.test(stated) ? { ...base, ext: stated, label: stated === base.ext ? base.label : `${KINDS[item.kind].name}文件（${stated.toUpperCase()} 格式）` } : base;
  }

  /** How many files the pack holds besides its readme, known without building it: 0 = nothing to download. */
  fileCount(item: ItemRow): number {
    return this.pictureEntries(item).length + (this.payloadOf(item) ? 1 : 0);
  }

  fileOf(item: Pick<ItemRow, 'id'>): string {
    return path.join(this.dir, String(item.id % 100), `${item.id}-${ARCHIVE_VERSION}.zip`);
  }

  /** The archive's path on disk, built when missing: call only after the rights check (a link) or for a signed GET. */
  ensure(item: ItemRow): Promise<string> {
    const file = this.fileOf(item);
    const running = this.inflight.get(item.id);
    if (running) return running;
    const job = this.cache
      .has(file)
      .then((cached) => (cached ? file : this.build(item, file)))
      .finally(() => this.inflight.delete(item.id));
    this.inflight.set(item.id, job);
    return job;
  }

  private async build(item: ItemRow, file: string): Promise<string> {
    const pictures = this.pictureEntries(item);
    const payload = this.payloadOf(item);
    // Downloads refuses an empty pack before it gets here; a readme alone is never a product.
    if (!pictures.length && !payload) throw new Error(`item ${item.id} has no files to pack`);
    const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
    for (const p of pictures) {
      const body = p.original
        ? await this.images.source(p.image)
        : (await this.images.get(p.image, [{ op: 'resize', m: 'lfit', w: 1600, limit: true, color: 'FFFFFF' }, { op: 'quality', q: 85 }], `archive:${item.id}`)).body;
      entries[p.path] = [body, { level: 0 }];
    }
    if (payload) entries[`${archiveName(item).replace(/\.zip$/, '')}.${payload.ext}`] = [payloadBytes(item.id, payloadSize(item, payload.mb)), { level: 0 }];
    const files = Object.keys(entries).map((f) => (payload && f.endsWith(`.${payload.ext}`) ? `${f}（${payload.label}）` : f));
    entries['说明.txt'] = [strToU8(readme(item, files, !!payload)), { level: 0 }];
    const zip = zipSync(entries, { mtime: new Date(item.updated_at) });
    await this.cache.write(file, Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    this.saveSize.run(item.id, this.stamp(item), zip.byteLength);
    return file;
  }
}
