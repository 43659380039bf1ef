import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { UPLOAD_MAX_BYTES, type UploadedPicture, type UploadSession, type UploadType } from '../../../../lib/api/contract/upload';
import { imageRef } from '../../domain/images';
import { ApiHttpError, ErrorCode } from '../../http/envelope';
import type { ImageService } from '../../images/service';
import { reencode, uploadKey } from '../../images/uploads';
import { uploadError } from './errors';

/** Bytes per chunk: small enough for a progress bar that moves, large enough to keep requests few. */
export const CHUNK_SIZE = 1024 * 1024;
/** An unfinished upload is forgotten this long after its last chunk. */
const UPLOAD_TTL_MS = 24 * 3600_000;
/** Unfinished uploads one account may hold at once. */
const MAX_OPEN_UPLOADS = 60;
/**
 * What one account may keep and add (issue 36): stored pictures and their bytes in all, and
 * finished uploads per day. A case holds at most 30 pictures and an account 50 drafts, so 2,000
 * pictures leave room for every draft; what no draft or case uses is swept after a day.
 */
export const UPLOAD_QUOTA = { pictures: 2000, bytes: 2 * 1024 ** 3, perDay: 300 } as const;
/** A picture no draft or case uses is deleted this long after its upload (time to add it to a draft). */
export const UNUSED_PICTURE_TTL_MS = 24 * 3600_000;
const UNUSED_SWEEP_EVERY_MS = 10 * 60_000;
/** Re-encodings at once (each is a full decode and encode), and how many may wait for a turn. */
const ENCODE_SLOTS = 2;
const ENCODE_QUEUE = 64;

interface SessionRow {
  id: string;
  account_id: number;
  name: string;
  size: number;
  type: string;
  sha256: string;
  received: number;
  picture_id: number | null;
  created_at: number;
  updated_at: number;
  expires_at: number;
}

export interface PictureRow {
  id: number;
  account_id: number;
  key: string;
  name: string;
  width: number;
  height: number;
  size: number;
  sha256: string;
  created_at: number;
}

/**
 * Resumable picture uploads (docs/api.md "Picture upload"): init → chunks at the received offset
 * → complete (SHA-256 verified, re-encoded, stored under a generated key). The same account,
 * file hash and size find the same upload again, so a reload, a dropped connection or a second
 * tab continues where the API stopped receiving, and a finished file is never sent twice.
 */
export class UploadService {
  private readonly tmpDir: string;
  /** One chunk at a time per upload (a retried request must not interleave with the original). */
  private readonly locks = new Map<string, Promise<unknown>>();
  private encoding = 0;
  private readonly encodeQueue: (() => void)[] = [];
  private lastUnusedSweep = 0;

  /** Runs a re-encoding in one of ENCODE_SLOTS; a full queue answers 503 rather than piling up. */
  private async encodeSlot<T>(job: () => Promise<T>): Promise<T> {
    if (this.encoding >= ENCODE_SLOTS) {
      if (this.encodeQueue.length >= ENCODE_QUEUE) throw new ApiHttpError(503, ErrorCode.BUSY, '图片处理繁忙，请稍后再完成上传');
      // The finishing job hands its slot over directly, so the count never exceeds the slots.
      await new Promise<void>((resolve) => this.encodeQueue.push(resolve));
    } else this.encoding++;
    try {
      return await job();
    } finally {
      const next = this.encodeQueue.shift();
      if (next) next();
      else this.encoding--;
    }
  }

  constructor(
    private readonly db: Database.Database,
    private readonly images: ImageService,
    dataDir: string,
    private readonly origin: string,
  ) {
    this.tmpDir = path.join(dataDir, 'uploads', 'tmp');
  }

  private partFile(id: string): string {
    return path.join(this.tmpDir, `${id}.part`);
  }

  private session(id: string, accountId: number): SessionRow {
    const row = this.db.prepare('SELECT * FROM upload_sessions WHERE id = ? AND account_id = ?').get(id, accountId) as SessionRow | undefined;
    if (!row || (row.picture_id === null && row.expires_at < Date.now())) throw uploadError.unknownUpload();
    return row;
  }

  picture(id: number): PictureRow | undefined {
    return this.db.prepare('SELECT * FROM upload_pictures WHERE id = ?').get(id) as PictureRow | undefined;
  }

  pictureByKey(key: string): PictureRow | undefined {
    return this.db.prepare('SELECT * FROM upload_pictures WHERE key = ?').get(key) as PictureRow | undefined;
  }

  /** The account's pictures among `ids` (others' and unknown ids are left out). */
  ownPictures(accountId: number, ids: readonly number[]): Map<number, PictureRow> {
    if (!ids.length) return new Map();
    const rows = this.db.prepare(`SELECT * FROM upload_pictures WHERE account_id = ? AND id IN (${ids.map(() => '?').join(',')})`).all(accountId, ...ids) as PictureRow[];
    return new Map(rows.map((r) => [r.id, r]));
  }

  toPicture(row: PictureRow): UploadedPicture {
    const ref = imageRef(this.origin, { key: row.key, width: row.width, height: row.height });
    return { pictureId: row.id, url: ref.url, key: row.key, width: row.width, height: row.height, size: row.size, sha256: row.sha256, name: row.name };
  }

  private view(row: SessionRow): UploadSession {
    const pic = row.picture_id !== null ? this.picture(row.picture_id) : undefined;
    return { uploadId: row.id, name: row.name, size: row.size, chunkSize: CHUNK_SIZE, received: row.received, picture: pic ? this.toPicture(pic) : null, expiresAt: row.expires_at };
  }

  /** Forgets unfinished uploads past their time, with their partial files. */
  async sweep(now = Date.now()): Promise<number> {
    const gone = this.db.prepare('SELECT id FROM upload_sessions WHERE picture_id IS NULL AND expires_at < ?').pluck().all(now) as string[];
    if (!gone.length) return 0;
    this.db.prepare('DELETE FROM upload_sessions WHERE picture_id IS NULL AND expires_at < ?').run(now);
    await Promise.all(gone.map((id) => fs.unlink(this.partFile(id)).catch(() => undefined)));
    return gone.length;
  }

  /**
   * Deletes pictures uploaded more than UNUSED_PICTURE_TTL_MS ago that no case of their account
   * (draft, submitted, returned or approved; its pictures or its cover) uses: their rows, their
   * finished upload sessions and their stored files. Returns how many went.
   */
  async sweepUnused(now = Date.now()): Promise<number> {
    this.lastUnusedSweep = now;
    const unused = this.db
      .prepare(
        `SELECT p.id, p.key FROM upload_pictures p WHERE p.created_at < ?
           AND NOT EXISTS (SELECT 1 FROM cases c, json_each(c.picture_ids) j WHERE c.account_id = p.account_id AND j.value = p.id)
           AND NOT EXISTS (SELECT 1 FROM cases c WHERE c.account_id = p.account_id AND c.cover_picture_id = p.id)`,
      )
      .all(now - UNUSED_PICTURE_TTL_MS) as { id: number; key: string }[];
    if (!unused.length) return 0;
    this.db.transaction(() => {
      const dropSession = this.db.prepare('DELETE FROM upload_sessions WHERE picture_id = ?');
      const dropPicture = this.db.prepare('DELETE FROM upload_pictures WHERE id = ?');
      for (const p of unused) {
        dropSession.run(p.id);
        dropPicture.run(p.id);
      }
    })();
    for (const p of unused) await this.images.deleteUpload(p.key);
    return unused.length;
  }

  /** Refuses a new picture past the account's quota (UPLOAD_QUOTA); `adding` is its stored size when known. */
  private checkQuota(accountId: number, now: number, adding = 0): void {
    const held = this.db.prepare('SELECT count(*) AS n, COALESCE(SUM(size), 0) AS bytes FROM upload_pictures WHERE account_id = ?').get(accountId) as { n: number; bytes: number };
    if (held.n >= UPLOAD_QUOTA.pictures) throw uploadError.limit(`图片数量已达上限（每个账号最多保存 ${UPLOAD_QUOTA.pictures} 张），未使用的图片会在上传一天后自动清理`);
    if (held.bytes + Math.max(adding, 1) > UPLOAD_QUOTA.bytes) throw uploadError.limit(`图片存储空间已达上限（每个账号 ${UPLOAD_QUOTA.bytes / 1024 ** 3} GB），未使用的图片会在上传一天后自动清理`);
    const today = (this.db.prepare('SELECT count(*) AS n FROM upload_pictures WHERE account_id = ? AND created_at >= ?').get(accountId, now - 24 * 3600_000) as { n: number }).n;
    if (today >= UPLOAD_QUOTA.perDay) throw uploadError.limit(`24 小时内最多上传 ${UPLOAD_QUOTA.perDay} 张图片，请稍后再试`);
  }

  async init(accountId: number, req: { name: string; size: number; type: UploadType; sha256: string }, now = Date.now()): Promise<UploadSession> {
    if (req.size > UPLOAD_MAX_BYTES) throw uploadError.tooLarge(UPLOAD_MAX_BYTES / 1024 / 1024);
    await this.sweep(now);
    if (now - this.lastUnusedSweep >= UNUSED_SWEEP_EVERY_MS) await this.sweepUnused(now);
    const same = this.db
      .prepare('SELECT * FROM upload_sessions WHERE account_id = ? AND sha256 = ? AND size = ? AND (picture_id IS NOT NULL OR expires_at >= ?) ORDER BY picture_id IS NULL, updated_at DESC LIMIT 1')
      .get(accountId, req.sha256, req.size, now) as SessionRow | undefined;
    if (same) return this.view(same);
    this.checkQuota(accountId, now);
    const open = (this.db.prepare('SELECT count(*) AS n FROM upload_sessions WHERE account_id = ? AND picture_id IS NULL').get(accountId) as { n: number }).n;
    if (open >= MAX_OPEN_UPLOADS) throw uploadError.limit(`未完成的上传过多（最多 ${MAX_OPEN_UPLOADS} 个），请先完成或等待其过期`);
    const id = randomBytes(16).toString('hex');
    this.db
      .prepare('INSERT INTO upload_sessions (id, account_id, name, size, type, sha256, received, picture_id, created_at, updated_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, 0, NULL, ?, ?, ?)')
      .run(id, accountId, req.name, req.size, req.type, req.sha256, now, now, now + UPLOAD_TTL_MS);
    await fs.mkdir(this.tmpDir, { recursive: true });
    await fs.writeFile(this.partFile(id), Buffer.alloc(0));
    return this.view(this.session(id, accountId));
  }

  status(accountId: number, id: string): UploadSession {
    return this.view(this.session(id, accountId));
  }

  private serial<T>(id: string, job: () => Promise<T>): Promise<T> {
    const prev = this.locks.get(id) ?? Promise.resolve();
    const next = prev.then(job, job);
    const settled = next.catch(() => undefined);
    this.locks.set(id, settled);
    void settled.then(() => {
      if (this.locks.get(id) === settled) this.locks.delete(id);
    });
    return next;
  }

  /** Writes one chunk at `offset`, which must be what the API holds; a repeat of the last chunk is harmless. */
  chunk(accountId: number, id: string, offset: number, body: Buffer, now = Date.now()): Promise<UploadSession> {
    return this.serial(id, async () => {
      const row = this.session(id, accountId);
      if (row.picture_id !== null) return this.view(row);
      if (offset !== row.received) throw uploadError.offsetMismatch(row.received);
      if (!body.length) throw uploadError.limit('分片为空');
      if (body.length > CHUNK_SIZE) throw uploadError.tooLarge(CHUNK_SIZE / 1024 / 1024);
      if (offset + body.length > row.size) throw uploadError.limit(`分片超出文件大小（${row.size} 字节）`);
      const fh = await fs.open(this.partFile(id), 'r+').catch(() => null);
      if (!fh) throw uploadError.unknownUpload();
      try {
        await fh.write(body, 0, body.length, offset);
      } finally {
        await fh.close();
      }
      // The offset moves only after the bytes are on disk: a crash mid-write resends this chunk.
      this.db.prepare('UPDATE upload_sessions SET received = ?, updated_at = ?, expires_at = ? WHERE id = ?').run(offset + body.length, now, now + UPLOAD_TTL_MS, id);
      return this.view(this.session(id, accountId));
    });
  }

  /** Verifies the whole file's SHA-256, re-encodes and stores it; idempotent once done. */
  complete(accountId: number, id: string, now = Date.now()): Promise<UploadedPicture> {
    return this.serial(id, async () => {
      const row = this.session(id, accountId);
      if (row.picture_id !== null) return this.toPicture(this.picture(row.picture_id)!);
      if (row.received !== row.size) throw uploadError.incomplete(row.received, row.size);
      const file = this.partFile(id);
      const hash = createHash('sha256');
      for await (const part of createReadStream(file, { start: 0, end: row.size - 1 })) hash.update(part as Buffer);
      if (hash.digest('hex') !== row.sha256) {
        // The bytes are wrong somewhere: start this file over rather than keep a poisoned prefix.
        this.db.prepare('UPDATE upload_sessions SET received = 0, updated_at = ? WHERE id = ?').run(now, id);
        await fs.truncate(file, 0).catch(() => undefined);
        throw uploadError.checksum();
      }
      // The quota again, now that the bytes are known (uploads started together all passed init).
      this.checkQuota(accountId, now, row.size);
      const original = (await fs.readFile(file)).subarray(0, row.size);
      let stored: Awaited<ReturnType<typeof reencode>>;
      try {
        stored = await this.encodeSlot(() => reencode(original));
      } catch (err) {
        // Not a picture we accept: nothing to resume, the session goes with its bytes. (Busy: it stays, complete again later.)
        if (err instanceof ApiHttpError && err.errorCode === ErrorCode.BAD_IMAGE) {
          this.db.prepare('DELETE FROM upload_sessions WHERE id = ?').run(id);
          await fs.unlink(file).catch(() => undefined);
        }
        throw err;
      }
      const key = uploadKey(stored.width, stored.height);
      await this.images.storeUpload(key, stored.body);
      const pictureId = this.db.transaction(() => {
        const r = this.db
          .prepare('INSERT INTO upload_pictures (account_id, key, name, width, height, size, sha256, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
          .run(accountId, key, row.name, stored.width, stored.height, stored.body.length, row.sha256, now);
        this.db.prepare('UPDATE upload_sessions SET picture_id = ?, updated_at = ? WHERE id = ?').run(r.lastInsertRowid, now, id);
        return Number(r.lastInsertRowid);
      })();
      await fs.unlink(file).catch(() => undefined);
      return this.toPicture(this.picture(pictureId)!);
    });
  }
}
