import type Database from 'better-sqlite3';
import type { CollectFolder, CollectResult, CollectStatus, FolderDeleted, FolderPage } from '../../../lib/api/contract/collect';
import { imageRefFromKey } from '../domain/images';
import { ApiHttpError, badParam, notFound } from '../http/envelope';
import type { ItemRepo } from '../db/repo/items';
import type { Presenter } from '../domain/present';

const DEFAULT_FOLDER_NAME = '默认收藏夹';
const FOLDER_NAME_MAX = 20;
const MAX_FOLDERS = 50;
/** Collect error codes (docs/api.md). */
const CollectError = { NAME_TAKEN: 40901, TOO_MANY: 40902, DEFAULT_FOLDER: 40903 } as const;

interface FolderRow {
  id: number;
  account_id: number;
  name: string;
  public: number;
  is_default: number;
  updated_at: number;
  count: number;
  cover_key: string | null;
}

const FOLDER_SELECT = `SELECT f.id, f.account_id, f.name, f.public, f.is_default, f.updated_at,
  (SELECT count(*) FROM collect_items c WHERE c.folder_id = f.id) AS count,
  (SELECT i.cover_key FROM collect_items c JOIN items i ON i.id = c.item_id WHERE c.folder_id = f.id ORDER BY c.created_at DESC LIMIT 1) AS cover_key
  FROM collect_folders f`;

/** A folder name: trimmed, 1–20 characters, no control characters or markup. */
function folderName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '';
  if (!name) throw badParam('请输入收藏夹名称');
  if ([...name].length > FOLDER_NAME_MAX) throw badParam(`收藏夹名称最多 ${FOLDER_NAME_MAX} 个字`);
  if (/[<>\u0000-\u001f\u007f]/.test(name)) throw badParam('收藏夹名称不能包含 < > 或控制字符');
  return name;
}

/**
 * An account's collections: folders (one default), items in folders, the item's collect count
 * (one per account that holds it in any folder). Every change is one transaction; adding what
 * is already there and removing what is not are no-ops, so a retried request changes nothing.
 */
export class CollectService {
  constructor(
    private readonly db: Database.Database,
    private readonly items: ItemRepo,
    private readonly presenter: Presenter,
    private readonly ossOrigin: string,
  ) {}

  private present(r: FolderRow): CollectFolder {
    return { id: r.id, name: r.name, public: r.public === 1, isDefault: r.is_default === 1, count: r.count, cover: r.cover_key ? imageRefFromKey(this.ossOrigin, r.cover_key) : null, updatedAt: r.updated_at };
  }

  /** The account's default folder id, created on first use. */
  defaultFolder(accountId: number): number {
    const row = this.db.prepare('SELECT id FROM collect_folders WHERE account_id = ? AND is_default = 1').get(accountId) as { id: number } | undefined;
    if (row) return row.id;
    const now = Date.now();
    // A user folder may already carry the default name; the default then gets a suffix.
    const taken = this.db.prepare('SELECT 1 FROM collect_folders WHERE account_id = ? AND name = ?').get(accountId, DEFAULT_FOLDER_NAME);
    return Number(this.db.prepare('INSERT INTO collect_folders (account_id, name, public, is_default, created_at, updated_at) VALUES (?, ?, 0, 1, ?, ?)').run(accountId, taken ? `${DEFAULT_FOLDER_NAME}（默认）` : DEFAULT_FOLDER_NAME, now, now).lastInsertRowid);
  }

  folders(accountId: number): CollectFolder[] {
    this.db.transaction(() => this.defaultFolder(accountId))();
    const rows = this.db.prepare(`${FOLDER_SELECT} WHERE f.account_id = ? ORDER BY f.is_default DESC, f.created_at DESC, f.id DESC`).all(accountId) as FolderRow[];
    return rows.map((r) => this.present(r));
  }

  private folderRow(id: number): FolderRow | undefined {
    return this.db.prepare(`${FOLDER_SELECT} WHERE f.id = ?`).get(id) as FolderRow | undefined;
  }

  /** The account's own folder, or 404 (someone else's folder is not revealed). */
  private own(accountId: number, folderId: number): FolderRow {
    const row = this.folderRow(folderId);
    if (!row || row.account_id !== accountId) throw notFound('收藏夹不存在');
    return row;
  }

  create(accountId: number, rawName: unknown, isPublic: boolean): CollectFolder {
    const name = folderName(rawName);
    const id = this.db.transaction(() => {
      this.defaultFolder(accountId);
      const n = (this.db.prepare('SELECT count(*) AS n FROM collect_folders WHERE account_id = ?').get(accountId) as { n: number }).n;
      if (n >= MAX_FOLDERS) throw new ApiHttpError(409, CollectError.TOO_MANY, `最多创建 ${MAX_FOLDERS} 个收藏夹`);
      this.assertNameFree(accountId, name);
      const now = Date.now();
      return Number(this.db.prepare('INSERT INTO collect_folders (account_id, name, public, is_default, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?)').run(accountId, name, isPublic ? 1 : 0, now, now).lastInsertRowid);
    })();
    return this.present(this.folderRow(id)!);
  }

  private assertNameFree(accountId: number, name: string, except = 0): void {
    const clash = this.db.prepare('SELECT id FROM collect_folders WHERE account_id = ? AND name = ? AND id <> ?').get(accountId, name, except);
    if (clash) throw new ApiHttpError(409, CollectError.NAME_TAKEN, '已有同名收藏夹');
  }

  update(accountId: number, folderId: number, change: { name?: unknown; public?: boolean }): CollectFolder {
    this.db.transaction(() => {
      const row = this.own(accountId, folderId);
      const name = change.name === undefined ? row.name : folderName(change.name);
      if (name !== row.name) this.assertNameFree(accountId, name, folderId);
      const pub = change.public === undefined ? row.public : change.public ? 1 : 0;
      this.db.prepare('UPDATE collect_folders SET name = ?, public = ?, updated_at = ? WHERE id = ?').run(name, pub, Date.now(), folderId);
    })();
    return this.present(this.folderRow(folderId)!);
  }

  /** Deletes a folder; its items move into the default folder, so nothing collected is lost. */
  remove(accountId: number, folderId: number): FolderDeleted {
    return this.db.transaction(() => {
      const row = this.own(accountId, folderId);
      if (row.is_default) throw new ApiHttpError(400, CollectError.DEFAULT_FOLDER, '默认收藏夹不能删除');
      const target = this.defaultFolder(accountId);
      const moved = this.db.prepare('INSERT OR IGNORE INTO collect_items (folder_id, item_id, account_id, created_at) SELECT ?, item_id, account_id, created_at FROM collect_items WHERE folder_id = ?').run(target, folderId).changes;
      this.db.prepare('DELETE FROM collect_items WHERE folder_id = ?').run(folderId);
      this.db.prepare('DELETE FROM collect_folders WHERE id = ?').run(folderId);
      this.db.prepare('UPDATE collect_folders SET updated_at = ? WHERE id = ?').run(Date.now(), target);
      return { folderId, moved, defaultFolderId: target };
    })();
  }

  private itemMustExist(itemId: number): void {
    if (!this.items.byId(itemId)) throw notFound('内容不存在');
  }

  private where(accountId: number, itemId: number): number[] {
    return (this.db.prepare('SELECT folder_id FROM collect_items WHERE account_id = ? AND item_id = ? ORDER BY folder_id').all(accountId, itemId) as { folder_id: number }[]).map((r) => r.folder_id);
  }

  private result(accountId: number, itemId: number): CollectResult {
    const count = (this.db.prepare('SELECT collects FROM items WHERE id = ?').get(itemId) as { collects: number } | undefined)?.collects ?? 0;
    return { itemId, folderIds: this.where(accountId, itemId), collectCount: count };
  }

  /** Keeps items.collects = accounts holding the item: +1 on the first folder, -1 on the last. */
  private recount(accountId: number, itemId: number, before: number): void {
    const after = this.where(accountId, itemId).length;
    if (before === 0 && after > 0) this.db.prepare('UPDATE items SET collects = collects + 1 WHERE id = ?').run(itemId);
    if (before > 0 && after === 0) this.db.prepare('UPDATE items SET collects = max(collects - 1, 0) WHERE id = ?').run(itemId);
  }

  add(accountId: number, itemId: number, folderId?: number): CollectResult {
    this.itemMustExist(itemId);
    this.db.transaction(() => {
      const target = folderId === undefined ? this.defaultFolder(accountId) : this.own(accountId, folderId).id;
      const before = this.where(accountId, itemId).length;
      const now = Date.now();
      if (this.db.prepare('INSERT OR IGNORE INTO collect_items (folder_id, item_id, account_id, created_at) VALUES (?, ?, ?, ?)').run(target, itemId, accountId, now).changes) {
        this.db.prepare('UPDATE collect_folders SET updated_at = ? WHERE id = ?').run(now, target);
      }
      this.recount(accountId, itemId, before);
    })();
    return this.result(accountId, itemId);
  }

  /** Removes the item from one folder, or from all of the account's folders when none is named. */
  uncollect(accountId: number, itemId: number, folderId?: number): CollectResult {
    this.db.transaction(() => {
      if (folderId !== undefined) this.own(accountId, folderId);
      const before = this.where(accountId, itemId).length;
      if (folderId === undefined) this.db.prepare('DELETE FROM collect_items WHERE account_id = ? AND item_id = ?').run(accountId, itemId);
      else this.db.prepare('DELETE FROM collect_items WHERE folder_id = ? AND item_id = ?').run(folderId, itemId);
      this.recount(accountId, itemId, before);
    })();
    return this.result(accountId, itemId);
  }

  move(accountId: number, itemId: number, from: number, to: number): CollectResult {
    this.db.transaction(() => {
      this.own(accountId, from);
      this.own(accountId, to);
      if (from === to) return;
      const row = this.db.prepare('SELECT created_at FROM collect_items WHERE folder_id = ? AND item_id = ?').get(from, itemId) as { created_at: number } | undefined;
      if (!row) throw notFound('该收藏夹中没有这个内容');
      this.db.prepare('INSERT OR IGNORE INTO collect_items (folder_id, item_id, account_id, created_at) VALUES (?, ?, ?, ?)').run(to, itemId, accountId, row.created_at);
      this.db.prepare('DELETE FROM collect_items WHERE folder_id = ? AND item_id = ?').run(from, itemId);
      const now = Date.now();
      this.db.prepare('UPDATE collect_folders SET updated_at = ? WHERE id IN (?, ?)').run(now, from, to);
    })();
    return this.result(accountId, itemId);
  }

  /** Which of `ids` the account has collected, and where. */
  status(accountId: number, ids: readonly number[]): CollectStatus {
    if (!ids.length) return {};
    const rows = this.db.prepare(`SELECT item_id, folder_id FROM collect_items WHERE account_id = ? AND item_id IN (${ids.map(() => '?').join(',')}) ORDER BY folder_id`).all(accountId, ...ids) as { item_id: number; folder_id: number }[];
    const out: CollectStatus = {};
    for (const r of rows) (out[r.item_id] ??= []).push(r.folder_id);
    return out;
  }

  /** One page of a folder: its owner sees it always, others only when it is public. */
  folderPage(viewerId: number | null, folderId: number, page: number, pageSize: number): FolderPage {
    const row = this.folderRow(folderId);
    const own = !!row && row.account_id === viewerId;
    if (!row || (!own && row.public !== 1)) throw notFound('收藏夹不存在或未公开');
    const ids = (this.db.prepare('SELECT item_id FROM collect_items WHERE folder_id = ? ORDER BY created_at DESC, item_id LIMIT ? OFFSET ?').all(folderId, pageSize, (page - 1) * pageSize) as { item_id: number }[]).map((r) => r.item_id);
    const owner = this.db.prepare('SELECT nickname FROM accounts WHERE id = ?').get(row.account_id) as { nickname: string } | undefined;
    return {
      folder: this.present(row),
      ownerName: owner?.nickname ?? '设计师',
      own,
      list: { list: this.presenter.summaries(this.items.byIds(ids)), total: row.count, page, pageSize, totalCapped: false },
    };
  }

  /** Public folders with items, for sitemaps (keyset by id). */
  publicAfter(afterId: number, limit: number): { id: number; updated_at: number }[] {
    return this.db.prepare('SELECT f.id, f.updated_at FROM collect_folders f WHERE f.public = 1 AND f.id > ? AND EXISTS (SELECT 1 FROM collect_items c WHERE c.folder_id = f.id) ORDER BY f.id LIMIT ?').all(afterId, limit) as { id: number; updated_at: number }[];
  }
}
