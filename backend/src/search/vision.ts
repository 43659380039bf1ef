import path from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { parsePoolKey } from '../images/pool';
import { poolSvg } from '../images/svg';
import { openImage, rgbSquare, type CropBox } from './features';

/**
 * What a picture shows, from its pixels alone: a MobileNetV3 CenterNet (COCO) shipped with its
 * weights in the npm package @vladmandic/human, run by TensorFlow.js on WebAssembly in worker
 * threads (vision-worker.mjs). Two readings:
 *
 * - the subject vector: the mean of the backbone's deepest block (120 values) over the picture
 *   at SUBJECT_SIZE px — pictures of one kind of thing lie close together whatever their colour
 *   (docs/search.md has the measurements that chose the node and the size);
 * - the same vector of regions of a picture, batched, for 找同款模型 (objects.ts).
 */
export const SUBJECT_DIM = 120;
export const SUBJECT_SIZE = 320;
/** Bump when the model, node, size or pixel preparation changes: stored vectors are recomputed. */
export const SUBJECT_VERSION = 1;

type Reply = { id: number; vec?: Float32Array; error?: string };

/** One model thread; calls are answered in order. Unref'd: an idle model never keeps the process alive. */
class VisionThread {
  private worker: Worker | null = null;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();

  private start(): Worker {
    const w = new Worker(path.join(__dirname, 'vision-worker.mjs'));
    w.unref();
    w.on('message', (r: Reply) => {
      const p = this.pending.get(r.id);
      if (!p) return;
      this.pending.delete(r.id);
      if (r.error) p.reject(new Error(`vision: ${r.error}`));
      else p.resolve(r);
    });
    w.on('error', (err) => {
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      if (this.worker === w) this.worker = null;
    });
    w.on('exit', (code) => {
      for (const p of this.pending.values()) p.reject(new Error(`vision thread exited (${code})`));
      this.pending.clear();
      if (this.worker === w) this.worker = null;
    });
    return w;
  }

  /** Ends the thread (a closing app); the next call starts another. */
  stop(): void {
    const w = this.worker;
    this.worker = null;
    void w?.terminate();
  }

  call(op: 'embed', rgb: Uint8Array, size: number): Promise<Reply> {
    this.worker ??= this.start();
    const id = ++this.next;
    const worker = this.worker;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, rgb, size });
    });
  }
}

/** Requests (a visitor's picture, a picture's regions) never queue behind the catalogue's background work. */
const threads = { request: new VisionThread(), background: new VisionThread() };
export type VisionLane = keyof typeof threads;

/**
 * The pixels a generated picture's vectors are computed from: drawn from its key at 400 px on the
 * short side (the subject vector is taken at 320 px); null for a key that is not generated.
 */
export async function drawnPictureBytes(key: string): Promise<Buffer | null> {
  const gen = parsePoolKey(key);
  if (!gen) return null;
  const density = Math.max(1, (72 * 400) / Math.min(gen.width, gen.height));
  return sharp(Buffer.from(poolSvg(gen)), { density }).png({ compressionLevel: 0 }).toBuffer();
}

/** Ends the model threads (an app closing: an unref'd worker still holds a test runner open). */
export function stopVision(): void {
  threads.request.stop();
  threads.background.stop();
}

/** The subject vector of an image file (optionally of a region). Bad input is a 400 (features.ts). */
export async function subjectVector(input: Buffer, crop?: CropBox, lane: VisionLane = 'request'): Promise<Float32Array> {
  const { image } = await openImage(input, crop);
  const rgb = await rgbSquare(image, SUBJECT_SIZE, 'cover');
  const r = await threads[lane].call('embed', rgb, SUBJECT_SIZE);
  return new Float32Array(r.vec!);
}

/**
 * Subject vectors of several regions of one decoded picture at once: `crops` holds `n` RGB
 * squares of `size` px one after another; one graph call embeds them all (the 找同款模型 outliner).
 */
export async function subjectVectorsOf(crops: Uint8Array, size: number, lane: VisionLane = 'request'): Promise<Float32Array[]> {
  const r = await threads[lane].call('embed', crops, size);
  const all = new Float32Array(r.vec!);
  const n = all.length / SUBJECT_DIM;
  return Array.from({ length: n }, (_, i) => all.slice(i * SUBJECT_DIM, (i + 1) * SUBJECT_DIM));
}
