import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { parsePoolKey, type PoolImage } from './pool';
import { canonical, type Op } from './process';
import { CONTENT_TYPES, render } from './render';
import { poolSvg } from './svg';

const RENDER_VERSION = 'r1';

export interface ImageResult {
  body: Buffer;
  contentType: string;
  etag: string;
}

/** Bounded concurrency for CPU-heavy rendering. */
class Gate {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  constructor(private readonly limit: number) {}
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
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'oss');
  }

  lookup(key: string): PoolImage | null {
    return parsePoolKey(key);
  }

  private async source(img: PoolImage): Promise<Buffer> {
    const file = path.join(this.root, 'src', img.key);
    try {
      return await fs.readFile(file);
    } catch {
      const body = await sharp(Buffer.from(poolSvg(img))).jpeg({ quality: 86, mozjpeg: false }).toBuffer();
      await writeAtomic(file, body);
      return body;
    }
  }

  /** The (possibly processed) image for a pool key; `ops` must be validated already. */
  get(img: PoolImage, ops: Op[]): Promise<ImageResult> {
    const canon = canonical(ops);
    const hash = createHash('sha1').update(`${RENDER_VERSION}|${img.key}|${canon}`).digest('hex');
    const existing = this.inflight.get(hash);
    if (existing) return existing;
    const job = this.gate
      .run(() => this.produce(img, ops, hash))
      .finally(() => this.inflight.delete(hash));
    this.inflight.set(hash, job);
    return job;
  }

  private async produce(img: PoolImage, ops: Op[], hash: string): Promise<ImageResult> {
    const etag = `"${hash.slice(0, 32)}"`;
    if (!ops.length) return { body: await this.source(img), contentType: 'image/jpeg', etag };
    const fmt = [...ops].reverse().find((o) => o.op === 'format');
    const ext = fmt && fmt.op === 'format' ? fmt.f : 'jpg';
    const file = path.join(this.root, 'cache', hash.slice(0, 2), `${hash}.${ext}`);
    try {
      return { body: await fs.readFile(file), contentType: CONTENT_TYPES[ext], etag };
    } catch {
      const out = await render(await this.source(img), ops);
      await writeAtomic(file, out.body);
      return { body: out.body, contentType: CONTENT_TYPES[out.format], etag };
    }
  }
}
