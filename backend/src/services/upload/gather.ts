import type Database from 'better-sqlite3';
import type { GatherCancelResult, GatherCheck, GatherTask, GatherTaskPage, UploadActivateFlag } from '../../../../lib/api/contract/upload';
import type { ItemRepo, ItemRow } from '../../db/repo/items';
import type { Presenter } from '../../domain/present';
import { badParam, notFound } from '../../http/envelope';
import { uploadError } from './errors';

/** Gather tasks one account may keep (each holds the pictures gathered from one item). */
const MAX_GATHER_TASKS = 1000;

interface TaskRow {
  id: number;
  account_id: number;
  item_id: number;
  created_at: number;
  updated_at: number;
}

/**
 * Gather tasks (采集, docs/api.md "Gather tasks"): a member gathers pictures of a detail or a
 * picture set; the pictures of one item form one task. Adding is idempotent, cancelling removes
 * the named pictures (or the whole task), and a task left empty is deleted.
 */
export class GatherService {
  constructor(
    private readonly db: Database.Database,
    private readonly items: ItemRepo,
    private readonly presenter: Presenter,
  ) {}

  private item(itemId: number): ItemRow {
    const row = this.items.byId(itemId);
    if (!row) throw notFound('内容不存在');
    return row;
  }

  private indexes(taskId: number): { idx: number; gathered_at: number }[] {
    return this.db.prepare('SELECT idx, gathered_at FROM gather_pictures WHERE task_id = ? ORDER BY idx').all(taskId) as { idx: number; gathered_at: number }[];
  }

  private view(task: TaskRow, item: ItemRow): GatherTask {
    const images = this.presenter.images(item);
    return {
      taskId: task.id,
      item: this.presenter.summary(item),
      pictures: this.indexes(task.id).flatMap((p) => (images[p.idx] ? [{ index: p.idx, image: images[p.idx]!, gatheredAt: p.gathered_at }] : [])),
      createdAt: task.created_at,
      updatedAt: task.updated_at,
    };
  }

  private task(accountId: number, itemId: number): TaskRow | undefined {
    return this.db.prepare('SELECT * FROM gather_tasks WHERE account_id = ? AND item_id = ?').get(accountId, itemId) as TaskRow | undefined;
  }

  /** Gathers the given pictures (indexes into the item's pictures; none = all of them). */
  add(accountId: number, itemId: number, pictures: number[] | undefined, now = Date.now()): GatherTask {
    const item = this.item(itemId);
    const count = this.presenter.images(item).length;
    const wanted = pictures?.length ? [...new Set(pictures)] : Array.from({ length: count }, (_, i) => i);
    const outside = wanted.find((i) => i >= count);
    if (outside !== undefined) throw badParam(`图片序号 ${outside} 超出范围（该内容共 ${count} 张图片，序号从 0 开始）`);
    const task = this.db.transaction(() => {
      let t = this.task(accountId, itemId);
      if (!t) {
        const n = (this.db.prepare('SELECT count(*) AS n FROM gather_tasks WHERE account_id = ?').get(accountId) as { n: number }).n;
        if (n >= MAX_GATHER_TASKS) throw uploadError.limit(`采集任务已达上限（${MAX_GATHER_TASKS} 个），请先整理已有任务`);
        const id = Number(this.db.prepare('INSERT INTO gather_tasks (account_id, item_id, created_at, updated_at) VALUES (?, ?, ?, ?)').run(accountId, itemId, now, now).lastInsertRowid);
        t = { id, account_id: accountId, item_id: itemId, created_at: now, updated_at: now };
      } else {
        this.db.prepare('UPDATE gather_tasks SET updated_at = ? WHERE id = ?').run(now, t.id);
        t = { ...t, updated_at: now };
      }
      const ins = this.db.prepare('INSERT OR IGNORE INTO gather_pictures (task_id, idx, gathered_at) VALUES (?, ?, ?)');
      for (const i of wanted) ins.run(t.id, i, now);
      return t;
    })();
    return this.view(task, item);
  }

  check(accountId: number, itemId: number): GatherCheck {
    this.item(itemId);
    const t = this.task(accountId, itemId);
    const pictures = t ? this.indexes(t.id).map((p) => p.idx) : [];
    return { itemId, gathered: pictures.length > 0, taskId: t && pictures.length ? t.id : null, pictures };
  }

  /** Cancels a whole task (by id), or some pictures of an item's task (none named = all). */
  cancel(accountId: number, target: { taskId: number } | { itemId: number; pictures?: number[] }, now = Date.now()): GatherCancelResult {
    const t =
      'taskId' in target
        ? (this.db.prepare('SELECT * FROM gather_tasks WHERE id = ? AND account_id = ?').get(target.taskId, accountId) as TaskRow | undefined)
        : this.task(accountId, target.itemId);
    if (!t) throw notFound('采集任务不存在');
    const pictures = 'pictures' in target ? target.pictures : undefined;
    return this.db.transaction(() => {
      if (pictures?.length) {
        const del = this.db.prepare('DELETE FROM gather_pictures WHERE task_id = ? AND idx = ?');
        for (const i of pictures) del.run(t.id, i);
      } else this.db.prepare('DELETE FROM gather_pictures WHERE task_id = ?').run(t.id);
      const remaining = this.indexes(t.id).map((p) => p.idx);
      if (!remaining.length) this.db.prepare('DELETE FROM gather_tasks WHERE id = ?').run(t.id);
      else this.db.prepare('UPDATE gather_tasks SET updated_at = ? WHERE id = ?').run(now, t.id);
      return { taskId: t.id, remaining, deleted: remaining.length === 0 };
    })();
  }

  list(accountId: number, page: number, pageSize: number): GatherTaskPage {
    const total = (this.db.prepare('SELECT count(*) AS n FROM gather_tasks WHERE account_id = ?').get(accountId) as { n: number }).n;
    const rows = this.db.prepare('SELECT * FROM gather_tasks WHERE account_id = ? ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?').all(accountId, pageSize, (page - 1) * pageSize) as TaskRow[];
    const items = new Map(this.items.byIds(rows.map((r) => r.item_id)).map((i) => [i.id, i]));
    // A task whose item left the catalogue is not shown (its row stays: nothing is deleted behind the member's back).
    const list = rows.flatMap((r) => {
      const item = items.get(r.item_id);
      return item ? [this.view(r, item)] : [];
    });
    return { list, total, page, pageSize };
  }
}

/**
 * The upload-activity banner (docs/api.md): shown to a logged-in member who has never submitted
 * a case, and to every logged-in member while the configured activity window is open; never to
 * visitors (they are asked to log in first) nor to members barred from uploading.
 */
export function uploadActivateFlag(
  viewer: { loggedIn: boolean; canUpload: boolean; hasSubmitted: boolean },
  activity: { start: number; end: number } | null,
  now = Date.now(),
): UploadActivateFlag {
  if (!viewer.loggedIn || !viewer.canUpload) return { show: false, reason: null, activityEndsAt: null };
  if (activity && now >= activity.start && now < activity.end) return { show: true, reason: 'activity', activityEndsAt: activity.end };
  if (!viewer.hasSubmitted) return { show: true, reason: 'first-upload', activityEndsAt: null };
  return { show: false, reason: null, activityEndsAt: null };
}
