import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import type Database from 'better-sqlite3';
import type { DownloadAccess, DownloadHistory, DownloadInfo, DownloadLink } from '../../../../lib/api/contract/pay';
import type { AccountRow } from '../../db/repo/accounts';
import type { ItemRepo, ItemRow } from '../../db/repo/items';
import { accessFor, hasFile, plansHeld, type RightsItem } from '../../../../lib/api/contract/rights';
import { chinaDay, dailyDownloads, isBanned, liveVip } from '../account/account-view';
import { safeEqual } from '../account/passwords';
import { payError } from '../pay/errors';
import { Archives, ARCHIVE_FORMAT, archiveName } from './archive';

/** An item row as the rights table reads it. */
export const rightsOf = (item: Pick<ItemRow, 'kind' | 'vip' | 'price'>): RightsItem => ({ kind: item.kind, vip: item.vip === 1, price: item.price });

/** A download link works this long after it is issued. */
const LINK_TTL_S = 300;

export interface VerifiedLink {
  item: ItemRow;
  file: string;
  fileName: string;
}

/**
 * Downloads (docs/api.md "Downloads"): who may download what, per-account daily quota of new
 * items (re-downloads are free and never count), and short-lived signed links to the archive.
 */
export class Downloads {
  private readonly purchased;
  private readonly record;
  private readonly touch;
  private readonly todayCount;
  private readonly history;
  private readonly bumpItem;

  constructor(
    private readonly db: Database.Database,
    private readonly items: ItemRepo,
    readonly archives: Archives,
    private readonly secret: Buffer,
  ) {
    this.purchased = db.prepare('SELECT 1 FROM item_purchases WHERE account_id = ? AND item_id = ?');
    this.record = db.prepare('SELECT * FROM downloads WHERE account_id = ? AND item_id = ?');
    this.touch = db.prepare('UPDATE downloads SET last_at = ?, times = times + 1 WHERE account_id = ? AND item_id = ?');
    this.todayCount = db.prepare('SELECT count(*) AS n FROM downloads WHERE account_id = ? AND first_day = ? AND counted = 1');
    this.history = db.prepare('SELECT * FROM downloads WHERE account_id = ? ORDER BY last_at DESC LIMIT 200');
    this.bumpItem = db.prepare('UPDATE items SET downloads = downloads + 1 WHERE id = ?');
  }

  /** The item when it has a file to download (the rights table's kinds: files, and the picture packs of cases and inspiration). */
  downloadable(itemId: number): ItemRow {
    const item = this.items.byId(itemId);
    if (!item || !hasFile(item.kind)) throw payError.notDownloadable();
    return item;
  }

  /** The item when its pack holds a file: a pack with nothing in it is never served, linked or counted. */
  private withFiles(item: ItemRow): ItemRow {
    if (this.archives.fileCount(item) === 0) throw payError.emptyPack();
    return item;
  }

  access(account: AccountRow | null, item: ItemRow, now = Date.now()): DownloadAccess {
    if (!account) return { state: 'login' };
    if (isBanned(account, now)) return { state: 'restricted' };
    // The rights table decides, after what this account already has: a bought item is never
    // counted against the quota, whatever VIP it also holds.
    const table = accessFor(rightsOf(item), plansHeld(liveVip(account, now)));
    if (table.state === 'allowed' && table.reason === 'free') return table;
    if (this.purchased.get(account.id, item.id)) return { state: 'allowed', reason: 'purchased' };
    if (this.record.get(account.id, item.id)) return { state: 'allowed', reason: 'owned' };
    return table;
  }

  info(account: AccountRow | null, item: ItemRow, now = Date.now()): Omit<DownloadInfo, 'headUrl'> {
    const fileName = archiveName(item);
    return { itemId: item.id, format: ARCHIVE_FORMAT, fileName, files: this.archives.fileCount(item), headPath: `/files/${item.id}/${encodeURIComponent(fileName)}`, access: this.access(account, item, now) };
  }

  private sign(itemId: number, accountId: number, exp: number): string {
    return createHmac('sha256', this.secret).update(`dl\u0000${itemId}\u0000${accountId}\u0000${exp}`).digest('base64url');
  }

  /**
   * A signed link for the account, after the rights and the quota: a new item counts against
   * today's quota (a bought one does not); an item obtained before is a free re-download.
   */
  async link(account: AccountRow, item: ItemRow, fileOrigin: string, now = Date.now()): Promise<DownloadLink> {
    this.withFiles(item);
    const access = this.access(account, item, now);
    if (access.state === 'restricted') throw payError.restricted();
    if (access.state !== 'allowed') throw payError.needsVip();
    const file = await this.archives.ensure(item);
    const size = (await fs.stat(file)).size;
    const limit = dailyDownloads(account, now);
    const day = chinaDay(now);
    const redownload = this.db.transaction(() => {
      if (this.record.get(account.id, item.id)) {
        this.touch.run(now, account.id, item.id);
        return true;
      }
      const counted = access.reason === 'purchased' ? 0 : 1;
      if (counted && (this.todayCount.get(account.id, day) as { n: number }).n >= limit) throw payError.quota(limit);
      this.db.prepare('INSERT INTO downloads (account_id, item_id, first_at, first_day, last_at, times, counted) VALUES (?, ?, ?, ?, ?, 1, ?)').run(account.id, item.id, now, day, now, counted);
      this.bumpItem.run(item.id);
      return false;
    })();
    const exp = Math.floor(now / 1000) + LINK_TTL_S;
    const fileName = archiveName(item);
    const url = `${fileOrigin}/files/${item.id}/${encodeURIComponent(fileName)}?acc=${account.id}&exp=${exp}&sig=${this.sign(item.id, account.id, exp)}`;
    const used = (this.todayCount.get(account.id, day) as { n: number }).n;
    return { itemId: item.id, url, fileName, size, expiresIn: LINK_TTL_S, redownload, quotaLeft: Math.max(0, limit - used) };
  }

  /**
   * Checks a link's signature, expiry and owner: the file to serve, or the 403 to answer. `viewer`
   * is the account logged in on the request (its login cookie): a link works only for the account
   * it was signed for, so a leaked link (a log, a chat, a hot-link) downloads nothing.
   */
  async verify(itemId: number, q: { acc?: unknown; exp?: unknown; sig?: unknown }, viewer: number | null, now = Date.now()): Promise<VerifiedLink> {
    const acc = typeof q.acc === 'string' && /^\d{1,12}$/.test(q.acc) ? Number(q.acc) : NaN;
    const exp = typeof q.exp === 'string' && /^\d{1,12}$/.test(q.exp) ? Number(q.exp) : NaN;
    const sig = typeof q.sig === 'string' ? q.sig : '';
    if (!Number.isFinite(acc) || !Number.isFinite(exp) || !safeEqual(sig, this.sign(itemId, acc, exp))) throw payError.linkInvalid('forged');
    if (exp * 1000 <= now) throw payError.linkInvalid('expired');
    if (viewer !== acc) throw payError.linkInvalid('owner');
    return this.built(itemId);
  }

  /** The item's archive for a verified GET: built (or rebuilt after eviction) here only. */
  private async built(itemId: number): Promise<VerifiedLink> {
    const item = this.withFiles(this.downloadable(itemId));
    return { item, file: await this.archives.ensure(item), fileName: archiveName(item) };
  }

  /** HEAD (no signature needed, SPEC §7): the recorded size, never a build; null when no build has told it yet. */
  async head(itemId: number): Promise<{ item: ItemRow; fileName: string; size: number | null }> {
    const item = this.withFiles(this.downloadable(itemId));
    return { item, fileName: archiveName(item), size: await this.archives.knownSize(item) };
  }

  list(account: AccountRow): DownloadHistory {
    const rows = this.history.all(account.id) as { item_id: number; first_at: number; last_at: number; times: number }[];
    const items = new Map(this.items.byIds(rows.map((r) => r.item_id)).map((i) => [i.id, i]));
    return {
      items: rows.flatMap((r) => {
        const item = items.get(r.item_id);
        return item ? [{ itemId: item.id, kind: item.kind, title: item.title, cover: item.cover_key, firstAt: r.first_at, lastAt: r.last_at, times: r.times }] : [];
      }),
    };
  }
}
