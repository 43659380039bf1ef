import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { parsePoolKey, type PoolImage } from './pool';
import { ApiHttpError, ErrorCode, notFound } from '../http/envelope';
import { parseUploadKey, uploadFile, type UploadImage } from './uploads';
import { canonical, type Op } from './process';
import { CONTENT_TYPES, render } from './render';
import { poolSvg } from './svg';
import { PICTURE_VERSION } from './picture';

const RENDER_VERSION = 'r1';

/** A source picture: one of the generated pool, or a member's upload (images/uploads.ts). */
export type SourceImage = PoolImage | UploadImage;
const isPool = (img: SourceImage): img is PoolImage => 'theme' in img || 'subject' in img;

interface ImageResult {
  body: Buffer;
  contentType: string;
  etag: string;
}

/**
 * Limits (docs/security.md "Bounded resources"). A page of cards asks for dozens of small
 * variants at once, so ordinary renders only have a generous queue bound; the costly ones
 * (large output, blur, AVIF, tiled watermarks) are limited per client and in the queue.
 */
const MAX_QUEUE = 1000;
// A detail gallery asks for a dozen large watermarked pictures at once; they queue rather than fail.
const MAX_HEAVY_WAITING = 64;
const MAX_HEAVY_PER_CLIENT = 32;
const HEAVY_EDGE = 1600;

/** Whether a render is costly enough to be rationed. */
function isHeavy(ops: Op[]): boolean {
  return ops.some(
    (o) =>
      o.op === 'blur' ||
      (o.op === 'format' && o.f === 'avif') ||
      (o.op === 'watermark' && o.fill) ||
      (o.op === 'resize' && ((o.p ?? 0) > 100 || [o.w, o.h, o.l, o.s].some((v) => (v ?? 0) > HEAVY_EDGE))),
  );
}

/** Bounded concurrency for CPU-heavy rendering, with a bounded queue. */
class Gate {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  constructor(private readonly limit: number) {}
  get waiting(): number {
    return this.queue.length;
  }
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.active++;
    try {
      return await fn();
    } finally {
      this.active--;
      this.queue.shift()?.();
    }
  }
}

/**
 * A file cache on disk, bounded in bytes: least recently used files are deleted when a new one
 * pushes the total over the cap. The index is rebuilt from the directory (two levels: dir/sub/file)
 * at start. Used for the processed image variants and the download archives.
 */
export class VariantCache {
  private readonly index = new Map<string, number>();
  private total = 0;
  private ready: Promise<void> | null = null;

  constructor(
    private readonly dir: string,
    private readonly capBytes: number,
  ) {}

  private init(): Promise<void> {
    this.ready ??= (async () => {
      const files: { file: string; size: number; atime: number }[] = [];
      for (const sub of await fs.readdir(this.dir).catch(() => [] as string[])) {
        for (const name of await fs.readdir(path.join(this.dir, sub)).catch(() => [] as string[])) {
          const file = path.join(this.dir, sub, name);
          const st = await fs.stat(file).catch(() => null);
          if (st?.isFile()) files.push({ file, size: st.size, atime: st.atimeMs });
        }
      }
      files.sort((a, b) => a.atime - b.atime);
      for (const f of files) this.add(f.file, f.size);
    })();
    return this.ready;
  }

  private add(file: string, size: number): void {
    this.total += size - (this.index.get(file) ?? 0);
    this.index.delete(file);
    this.index.set(file, size);
  }

  async read(file: string): Promise<Buffer | null> {
    await this.init();
    if (!this.index.has(file)) return null;
    const body = await fs.readFile(file).catch(() => null);
    if (body) this.add(file, body.length);
    else {
      this.total -= this.index.get(file) ?? 0;
      this.index.delete(file);
    }
    return body;
  }

  /** Whether the file is cached (and still on disk); marks it recently used. */
  async has(file: string): Promise<boolean> {
    await this.init();
    const size = this.index.get(file);
    if (size === undefined) return false;
    const st = await fs.stat(file).catch(() => null);
    if (st?.isFile()) {
      this.add(file, st.size);
      return true;
    }
    this.total -= size;
    this.index.delete(file);
    return false;
  }

  async write(file: string, body: Buffer): Promise<void> {
    await this.init();
    await writeAtomic(file, body);
    this.add(file, body.length);
    for (const [old, size] of this.index) {
      if (this.total <= this.capBytes || old === file) break;
      this.index.delete(old);
      this.total -= size;
      await fs.unlink(old).catch(() => undefined);
    }
  }

  get bytes(): number {
    return this.total;
  }
}

async function writeAtomic(file: string, body: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(tmp, body);
  await fs.rename(tmp, file);
}

/** Source rendering (SVG → JPEG on first use) and processed-variant caching, both on disk. */
export class ImageService {
  private readonly inflight = new Map<string, Promise<ImageResult>>();
  private readonly gate = new Gate(2);
  private readonly perClient = new Map<string, number>();
  private heavyWaiting = 0;
  private readonly root: string;
  readonly variants: VariantCache;

  /** cacheMb: API_IMAGE_CACHE_MB, the disk the processed variants may use. */
  constructor(dataDir: string, cacheMb = 512) {
    this.root = path.join(dataDir, 'oss');
    this.variants = new VariantCache(path.join(this.root, 'cache'), cacheMb * 1024 * 1024);
  }

  lookup(key: string): SourceImage | null {
    return parsePoolKey(key) ?? parseUploadKey(key);
  }

  /** The stored size of an uploaded picture, without reading it (null when it is missing or not an upload). */
  async uploadSize(img: SourceImage): Promise<number | null> {
    if (isPool(img)) return null;
    const st = await fs.stat(uploadFile(this.root, img.key)).catch(() => null);
    return st?.isFile() ? st.size : null;
  }

  /** Deletes an uploaded picture's stored file (the unused-picture sweep); its cached variants age out of the LRU. */
  async deleteUpload(key: string): Promise<void> {
    if (!parseUploadKey(key)) return;
    await fs.unlink(uploadFile(this.root, key)).catch(() => undefined);
  }

  /** Stores an uploaded picture's re-encoded bytes under its generated key. */
  async storeUpload(key: string, body: Buffer): Promise<void> {
    await writeAtomic(uploadFile(this.root, key), body);
  }

  /** The stored bytes of a source picture (an upload's file; a pool picture rendered on first use). */
  async source(img: SourceImage): Promise<Buffer> {
    if (!isPool(img)) {
      try {
        return await fs.readFile(uploadFile(this.root, img.key));
      } catch {
        throw notFound('图片不存在');
      }
    }
    const file = 'subject' in img ? path.join(this.root, 'src', `p${PICTURE_VERSION}`, img.key) : path.join(this.root, 'src', img.key);
    try {
      return await fs.readFile(file);
    } catch {
      const body = await sharp(Buffer.from(poolSvg(img))).jpeg({ quality: 86, mozjpeg: false }).toBuffer();
      await writeAtomic(file, body);
      return body;
    }
  }

  /**
   * The (possibly processed) image for a pool key; `ops` must be validated already. Cached
   * variants are served without queueing; a render waits for one of two slots. A costly render
   * (isHeavy) is refused with 429 when this client already has 32 pending and 503 when 64 are
   * pending in all; any render is refused with 503 when 1000 wait.
   */
  async get(img: SourceImage, ops: Op[], client = ''): Promise<ImageResult> {
    const canon = canonical(ops);
    const hash = createHash('sha1').update(`${RENDER_VERSION}|${'subject' in img ? `p${PICTURE_VERSION}/` : ''}${img.key}|${canon}`).digest('hex');
    const etag = `"${hash.slice(0, 32)}"`;
    const fmt = [...ops].reverse().find((o) => o.op === 'format');
    const ext = fmt && fmt.op === 'format' ? fmt.f : 'jpg';
    const file = path.join(this.root, 'cache', hash.slice(0, 2), `${hash}.${ext}`);
    if (ops.length) {
      const cached = await this.variants.read(file);
      if (cached) return { body: cached, contentType: CONTENT_TYPES[ext], etag };
    }
    const existing = this.inflight.get(hash);
    if (existing) return existing;
    if (this.gate.waiting >= MAX_QUEUE) throw new ApiHttpError(503, ErrorCode.BUSY, '图片服务繁忙，请稍后再试');
    const heavy = isHeavy(ops);
    if (heavy) {
      if ((this.perClient.get(client) ?? 0) >= MAX_HEAVY_PER_CLIENT) throw new ApiHttpError(429, ErrorCode.RATE_LIMIT, '图片处理请求过于频繁，请稍后再试');
      if (this.heavyWaiting >= MAX_HEAVY_WAITING) throw new ApiHttpError(503, ErrorCode.BUSY, '图片服务繁忙，请稍后再试');
      this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1);
      this.heavyWaiting++;
    }
    const job = this.gate
      .run(() => this.produce(img, ops, file, etag))
      .finally(() => {
        this.inflight.delete(hash);
        if (!heavy) return;
        this.heavyWaiting--;
        const left = (this.perClient.get(client) ?? 1) - 1;
        if (left > 0) this.perClient.set(client, left);
        else this.perClient.delete(client);
      });
    this.inflight.set(hash, job);
    return job;
  }

  private async produce(img: SourceImage, ops: Op[], file: string, etag: string): Promise<ImageResult> {
    if (!ops.length) return { body: await this.source(img), contentType: 'image/jpeg', etag };
    const out = await render(await this.source(img), ops);
    await this.variants.write(file, out.body);
    return { body: out.body, contentType: CONTENT_TYPES[out.format], etag };
  }
}
