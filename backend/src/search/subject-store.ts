import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { PICTURE_VERSION } from '../images/picture';
import { machineCache } from './feature-store';
import { SUBJECT_DIM, SUBJECT_VERSION, subjectVector } from './vision';

/** Stored vectors belong to this model reading and these drawings. */
const SUBJECTS_OF = `${SUBJECT_VERSION}.${PICTURE_VERSION}`;

/** Where the background pass is: pictures with a subject vector out of the pictures indexed. */
export interface SubjectProgress {
  done: number;
  total: number;
  running: boolean;
}

const TABLE = 'CREATE TABLE IF NOT EXISTS image_subjects (key TEXT PRIMARY KEY, vec BLOB NOT NULL)';
/** Batches of this many vectors are written and handed to the index together. */
const BATCH = 64;

const toBlob = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);
function fromBlob(b: Buffer): Float32Array | null {
  if (b.length !== SUBJECT_DIM * 4) return null;
  const out = new Float32Array(SUBJECT_DIM);
  for (let i = 0; i < SUBJECT_DIM; i++) out[i] = b.readFloatLE(i * 4);
  return out;
}

/**
 * Subject vectors (vision.ts) of indexed pictures, stored beside their look features by key in
 * `image_subjects`, and — for generated pictures, a pure function of their keys — in one file
 * per machine shared by every data directory (API_SUBJECT_CACHE), so test servers and fresh
 * benchmark catalogues do not run the model over the same drawings again.
 */
export class SubjectStore {
  readonly vectors = new Map<string, Float32Array>();
  readonly progress: SubjectProgress = { done: 0, total: 0, running: false };
  private stopped = false;

  constructor(private readonly db: Database.Database, private readonly say: (msg: string) => void = () => {}) {
    db.exec(TABLE);
    const row = db.prepare("SELECT value FROM meta WHERE key = 'search_subject_version'").get() as { value: string } | undefined;
    if (row && row.value !== SUBJECTS_OF) db.exec('DELETE FROM image_subjects');
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('search_subject_version', ?)").run(SUBJECTS_OF);
    for (const r of db.prepare('SELECT key, vec FROM image_subjects').all() as { key: string; vec: Buffer }[]) {
      const v = fromBlob(r.vec);
      if (v) this.vectors.set(r.key, v);
    }
  }

  /** Keeps the vector of one picture (an approved upload's, computed at approval). */
  put(key: string, v: Float32Array): void {
    this.vectors.set(key, v);
    if (this.db.open) this.db.prepare('INSERT OR REPLACE INTO image_subjects (key, vec) VALUES (?, ?)').run(key, toBlob(v));
  }

  stop(): void {
    this.stopped = true;
  }

  /**
   * Computes the missing vectors of these pictures in the background, in the order given (the
   * most viewed first), printing progress; `onBatch` hands each batch to the index. Generated
   * pictures come from the shared cache when another server already computed them.
   */
  async fill(keys: string[], source: (key: string) => Promise<Buffer | null>, onBatch: (keys: string[]) => void): Promise<void> {
    const unique = [...new Set(keys)];
    this.progress.total = unique.length;
    let missing = unique.filter((k) => !this.vectors.has(k));
    this.progress.done = unique.length - missing.length;
    if (!missing.length) return;
    this.progress.running = true;
    const shared = sharedCache();
    const started = Date.now();
    try {
      if (shared) {
        const get = shared.prepare('SELECT vec FROM image_subjects WHERE key = ?').pluck();
        const found: string[] = [];
        missing = missing.filter((k) => {
          const b = k.startsWith('pic/') || k.startsWith('pool/') ? (get.get(k) as Buffer | undefined) : undefined;
          const v = b ? fromBlob(b) : null;
          if (!v) return true;
          this.vectors.set(k, v);
          found.push(k);
          return false;
        });
        if (found.length) this.write(found);
        this.progress.done += found.length;
        if (found.length) onBatch(found);
      }
      if (missing.length) this.say(`search: subject vectors of ${missing.length.toLocaleString('en')} pictures in the background (${this.progress.done.toLocaleString('en')} known)`);
      let lastSaid = Date.now();
      for (let i = 0; i < missing.length && !this.stopped; i += BATCH) {
        const batch: string[] = [];
        for (const key of missing.slice(i, i + BATCH)) {
          if (this.stopped || !this.db.open) break;
          const bytes = await source(key).catch(() => null);
          const v = bytes ? await subjectVector(bytes, undefined, 'background').catch(() => null) : null;
          this.progress.done += 1;
          if (!v) continue;
          this.vectors.set(key, v);
          batch.push(key);
        }
        if (!batch.length || !this.db.open) continue;
        this.write(batch);
        if (shared) {
          const ins = shared.prepare('INSERT OR REPLACE INTO image_subjects (key, vec) VALUES (?, ?)');
          try {
            shared.transaction(() => batch.filter((k) => k.startsWith('pic/') || k.startsWith('pool/')).forEach((k) => ins.run(k, toBlob(this.vectors.get(k)!))))();
          } catch {
            /* the shared cache is an optimisation only */
          }
        }
        onBatch(batch);
        if (Date.now() - lastSaid > 15_000) {
          lastSaid = Date.now();
          this.say(`search: subject vectors ${this.progress.done.toLocaleString('en')}/${this.progress.total.toLocaleString('en')}`);
        }
      }
      if (!this.stopped) this.say(`search: subject vectors of ${this.progress.total.toLocaleString('en')} pictures ready (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    } finally {
      this.progress.running = false;
      shared?.close();
    }
  }

  private write(keys: string[]): void {
    if (!this.db.open) return;
    const ins = this.db.prepare('INSERT OR REPLACE INTO image_subjects (key, vec) VALUES (?, ?)');
    this.db.transaction(() => keys.forEach((k) => ins.run(k, toBlob(this.vectors.get(k)!))))();
  }
}

function sharedCache(): Database.Database | null {
  return machineCache(process.env.API_SUBJECT_CACHE ?? path.join(os.tmpdir(), `design-api-picture-subjects-v${SUBJECTS_OF}.db`), TABLE);
}
