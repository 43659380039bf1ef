import type Database from 'better-sqlite3';
import {
  type CaseCheckResult,
  type CaseFields,
  type CaseProblem,
  type CaseRecord,
  type CaseState,
  type MyUpload,
  type MyUploadPage,
  type UploadIdentity,
} from '../../../../lib/api/contract/upload';
import type { Catalog } from '../../db/repo/catalog';
import { imageRef } from '../../domain/images';
import { uploadError } from './errors';
import type { PictureChecker } from './picture-check';
import type { SensitiveWords } from './sensitive';
import type { PictureRow, UploadService } from './uploads';

/** Drafts (and returned cases) one account may hold at once. */
const MAX_DRAFTS = 50;

export interface CaseRow {
  id: number;
  account_id: number;
  state: CaseState;
  title: string;
  description: string;
  classify_id: number | null;
  tags: string;
  location: string;
  area: number | null;
  design_company: string;
  picture_ids: string;
  cover_picture_id: number | null;
  return_reason: string | null;
  item_id: number | null;
  reviewer_id: number | null;
  created_at: number;
  updated_at: number;
  submitted_at: number | null;
  reviewed_at: number | null;
}

/** A draft's fields after the shape checks of the route (any subset). */
export type CasePatch = Partial<CaseFields>;

const EDITABLE: readonly CaseState[] = ['draft', 'returned'];
const STATES: readonly CaseState[] = ['draft', 'pending', 'approved', 'returned'];
/** Markup in a text field: stored as typed (plain text, never rendered as HTML) but refused on submission. */
const MARKUP = /<\s*\/?\s*[a-z!][^>]*>|javascript\s*:|on[a-z]+\s*=/i;

const TEXT_FIELDS = [
  ['title', '标题'],
  ['description', '案例描述'],
  ['location', '项目地点'],
  ['designCompany', '设计公司'],
] as const;

function parseIds(json: string): number[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

function parseTags(json: string): string[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

const chars = (s: string) => [...s].length;

/**
 * Case drafts and submission (docs/api.md "Cases"): states draft → pending → approved |
 * returned(reason) → (edited) → pending. Every save goes to the author's draft first, so a
 * refused submission, a reload or a logout loses nothing; only drafts and returned cases can be
 * changed; an approved case is read-only for its author.
 */
export class CaseService {
  constructor(
    private readonly db: Database.Database,
    private readonly catalog: Catalog,
    private readonly uploads: UploadService,
    private readonly pictures: PictureChecker,
    private readonly words: SensitiveWords,
    private readonly origin: string,
  ) {}

  row(caseId: number): CaseRow | undefined {
    return this.db.prepare('SELECT * FROM cases WHERE id = ?').get(caseId) as CaseRow | undefined;
  }

  /** The author's own case, else 404 (another author's case does not exist for them). */
  own(accountId: number, caseId: number): CaseRow {
    const row = this.row(caseId);
    if (!row || row.account_id !== accountId) throw uploadError.notFoundCase();
    return row;
  }

  /** Pictures of a case in the author's order (deleted ones left out). */
  picturesOf(row: CaseRow): PictureRow[] {
    const ids = parseIds(row.picture_ids);
    const found = this.uploads.ownPictures(row.account_id, ids);
    return ids.map((id) => found.get(id)).filter((p): p is PictureRow => !!p);
  }

  classifyName(id: number | null): string | null {
    return id === null ? null : (this.catalog.categories.get(id)?.name ?? null);
  }

  record(row: CaseRow): CaseRecord {
    return {
      caseId: row.id,
      state: row.state,
      title: row.title,
      description: row.description,
      classifyId: row.classify_id,
      tags: parseTags(row.tags),
      location: row.location,
      area: row.area,
      designCompany: row.design_company,
      coverPictureId: row.cover_picture_id,
      pictures: this.picturesOf(row).map((p) => {
        const ref = imageRef(this.origin, p);
        return { pictureId: p.id, url: ref.url, key: p.key, width: p.width, height: p.height };
      }),
      returnReason: row.state === 'returned' ? row.return_reason : null,
      itemId: row.item_id,
      editable: EDITABLE.includes(row.state),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      submittedAt: row.submitted_at,
      reviewedAt: row.reviewed_at,
    };
  }

  /**
   * Saves any subset of the fields to the author's draft (caseId 0 creates one). Text is kept
   * as typed (trimmed, within CASE_LIMITS): plain text, never HTML. Pictures must be the
   * author's own uploads.
   */
  saveDraft(accountId: number, caseId: number, patch: CasePatch, now = Date.now()): CaseRecord {
    return this.record(this.db.transaction(() => this.write(accountId, caseId, patch, now))());
  }

  private write(accountId: number, caseId: number, patch: CasePatch, now: number): CaseRow {
    if (patch.pictureIds?.length) {
      const own = this.uploads.ownPictures(accountId, patch.pictureIds);
      const foreign = patch.pictureIds.find((id) => !own.has(id));
      if (foreign !== undefined) throw uploadError.caseInvalid(`图片 ${foreign} 不存在或不属于你，请重新上传`);
    }
    let row: CaseRow;
    if (caseId === 0) {
      const open = (this.db.prepare("SELECT count(*) AS n FROM cases WHERE account_id = ? AND state IN ('draft', 'returned')").get(accountId) as { n: number }).n;
      if (open >= MAX_DRAFTS) throw uploadError.limit(`草稿过多（最多 ${MAX_DRAFTS} 个），请先提交或删除部分草稿`);
      const id = Number(this.db.prepare("INSERT INTO cases (account_id, state, created_at, updated_at) VALUES (?, 'draft', ?, ?)").run(accountId, now, now).lastInsertRowid);
      row = this.row(id)!;
    } else {
      row = this.own(accountId, caseId);
      if (!EDITABLE.includes(row.state)) throw uploadError.caseLocked(row.state);
    }
    const set: Record<string, string | number | null> = {};
    if (patch.title !== undefined) set.title = patch.title;
    if (patch.description !== undefined) set.description = patch.description;
    if (patch.classifyId !== undefined) set.classify_id = patch.classifyId;
    if (patch.tags !== undefined) set.tags = JSON.stringify(patch.tags);
    if (patch.location !== undefined) set.location = patch.location;
    if (patch.area !== undefined) set.area = patch.area;
    if (patch.designCompany !== undefined) set.design_company = patch.designCompany;
    if (patch.pictureIds !== undefined) set.picture_ids = JSON.stringify(patch.pictureIds);
    if (patch.coverPictureId !== undefined) set.cover_picture_id = patch.coverPictureId;
    set.updated_at = now;
    const cols = Object.keys(set);
    this.db.prepare(`UPDATE cases SET ${cols.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`).run({ ...set, id: row.id });
    return this.row(row.id)!;
  }

  /** Every reason the case cannot be submitted yet, per field (Chinese, ready to show there). */
  async problems(row: CaseRow): Promise<CaseProblem[]> {
    const out: CaseProblem[] = [];
    const tags = parseTags(row.tags);
    const pics = this.picturesOf(row);
    if (chars(row.title) < 2) out.push({ field: 'title', message: '请填写标题（至少 2 个字）' });
    if (chars(row.description) < 10) out.push({ field: 'description', message: '请填写案例描述（至少 10 个字）' });
    const cls = row.classify_id === null ? undefined : this.catalog.categories.get(row.classify_id);
    if (!cls || cls.tree !== 'case') out.push({ field: 'classifyId', message: row.classify_id === null ? '请选择案例分类' : '所选分类不存在，请重新选择' });
    if (!tags.length) out.push({ field: 'tags', message: '请至少添加 1 个标签' });
    if (chars(row.location) < 2) out.push({ field: 'location', message: '请填写项目地点' });
    if (row.area === null) out.push({ field: 'area', message: '请填写项目面积（㎡）' });
    if (chars(row.design_company) < 2) out.push({ field: 'designCompany', message: '请填写设计公司' });
    if (!pics.length) out.push({ field: 'pictures', message: '请至少上传 1 张图片' });
    else if (row.cover_picture_id === null || !pics.some((p) => p.id === row.cover_picture_id)) out.push({ field: 'coverPictureId', message: '请从已上传的图片中选择封面' });
    for (const [field, label] of TEXT_FIELDS) {
      const text = field === 'designCompany' ? row.design_company : row[field];
      if (MARKUP.test(text)) out.push({ field, message: `${label}不能包含 HTML 标签或脚本，请使用纯文本` });
      const hit = this.words.check(text);
      if (!hit.pass) out.push({ field, message: `${label}${hit.message}` });
    }
    const tagText = tags.join(' ');
    if (MARKUP.test(tagText)) out.push({ field: 'tags', message: '标签不能包含 HTML 标签或脚本' });
    const tagHit = this.words.check(tags.join('，'));
    if (!tagHit.pass) out.push({ field: 'tags', message: `标签${tagHit.message}` });
    for (const p of pics) {
      const verdict = await this.pictures.check(p.key, p.key);
      for (const problem of verdict.problems) out.push({ field: 'pictures', pictureId: p.id, message: `「${p.name}」${problem.message}` });
    }
    return out;
  }

  /** The submit checks without writing anything. */
  async check(accountId: number, caseId: number, patch: CasePatch): Promise<CaseCheckResult> {
    const base: CaseRow =
      caseId === 0
        ? { id: 0, account_id: accountId, state: 'draft', title: '', description: '', classify_id: null, tags: '[]', location: '', area: null, design_company: '', picture_ids: '[]', cover_picture_id: null, return_reason: null, item_id: null, reviewer_id: null, created_at: 0, updated_at: 0, submitted_at: null, reviewed_at: null }
        : this.own(accountId, caseId);
    if (patch.pictureIds?.length) {
      const own = this.uploads.ownPictures(accountId, patch.pictureIds);
      const foreign = patch.pictureIds.find((id) => !own.has(id));
      if (foreign !== undefined) throw uploadError.caseInvalid(`图片 ${foreign} 不存在或不属于你，请重新上传`);
    }
    const merged: CaseRow = {
      ...base,
      title: patch.title ?? base.title,
      description: patch.description ?? base.description,
      classify_id: patch.classifyId !== undefined ? patch.classifyId : base.classify_id,
      tags: patch.tags !== undefined ? JSON.stringify(patch.tags) : base.tags,
      location: patch.location ?? base.location,
      area: patch.area !== undefined ? patch.area : base.area,
      design_company: patch.designCompany ?? base.design_company,
      picture_ids: patch.pictureIds !== undefined ? JSON.stringify(patch.pictureIds) : base.picture_ids,
      cover_picture_id: patch.coverPictureId !== undefined ? patch.coverPictureId : base.cover_picture_id,
    };
    const problems = await this.problems(merged);
    return { pass: problems.length === 0, problems };
  }

  /**
   * Submits for review: the fields are saved to the draft first (committed whatever follows),
   * then every check runs; a problem refuses with 400 and the draft keeps all of it.
   */
  async submit(accountId: number, caseId: number, patch: CasePatch, now = Date.now()): Promise<{ record: CaseRecord } | { refused: CaseProblem[]; record: CaseRecord }> {
    const saved = this.db.transaction(() => this.write(accountId, caseId, patch, now))();
    const problems = await this.problems(saved);
    if (problems.length) return { refused: problems, record: this.record(saved) };
    const done = this.db.transaction(() => {
      const cur = this.row(saved.id)!;
      if (!EDITABLE.includes(cur.state)) throw uploadError.caseLocked(cur.state);
      this.db.prepare("UPDATE cases SET state = 'pending', submitted_at = ?, updated_at = ?, return_reason = NULL WHERE id = ?").run(now, now, cur.id);
      // Submitting opens the creator centre (SPEC §1 creator-centre flag).
      this.db.prepare('UPDATE accounts SET creator_center = 1 WHERE id = ?').run(accountId);
      return this.row(cur.id)!;
    })();
    return { record: this.record(done) };
  }

  counts(accountId: number): Record<CaseState, number> {
    const out = Object.fromEntries(STATES.map((s) => [s, 0])) as Record<CaseState, number>;
    for (const r of this.db.prepare('SELECT state, count(*) AS n FROM cases WHERE account_id = ? GROUP BY state').all(accountId) as { state: CaseState; n: number }[]) out[r.state] = r.n;
    return out;
  }

  myUploads(accountId: number, page: number, pageSize: number, state?: CaseState): MyUploadPage {
    const where = state ? 'c.account_id = ? AND c.state = ?' : 'c.account_id = ?';
    const params: (number | string)[] = state ? [accountId, state] : [accountId];
    const total = (this.db.prepare(`SELECT count(*) AS n FROM cases c WHERE ${where}`).get(...params) as { n: number }).n;
    const rows = this.db
      .prepare(`SELECT c.*, i.views AS i_views, i.downloads AS i_downloads, i.collects AS i_collects FROM cases c LEFT JOIN items i ON i.id = c.item_id WHERE ${where} ORDER BY c.updated_at DESC, c.id DESC LIMIT ? OFFSET ?`)
      .all(...params, pageSize, (page - 1) * pageSize) as (CaseRow & { i_views: number | null; i_downloads: number | null; i_collects: number | null })[];
    const list: MyUpload[] = rows.map((r) => {
      const pics = this.picturesOf(r);
      const cover = pics.find((p) => p.id === r.cover_picture_id) ?? pics[0];
      return {
        caseId: r.id,
        title: r.title,
        cover: cover ? imageRef(this.origin, cover) : null,
        state: r.state,
        returnReason: r.state === 'returned' ? r.return_reason : null,
        classifyName: this.classifyName(r.classify_id),
        pictureCount: pics.length,
        itemId: r.item_id,
        views: r.i_views ?? 0,
        downloads: r.i_downloads ?? 0,
        collects: r.i_collects ?? 0,
        updatedAt: r.updated_at,
        submittedAt: r.submitted_at,
        reviewedAt: r.reviewed_at,
      };
    });
    return { list, total, page, pageSize, counts: this.counts(accountId) };
  }

  /** The creator flags, derived from the account's cases (or granted on the account), and counts. */
  identity(account: { id: number; earn_money: number; creator_center: number }, editor: boolean, canUpload: boolean): UploadIdentity {
    const counts = this.counts(account.id);
    const sums = this.db
      .prepare("SELECT coalesce(sum(i.views), 0) AS v, coalesce(sum(i.downloads), 0) AS d, coalesce(sum(i.collects), 0) AS c FROM cases c JOIN items i ON i.id = c.item_id WHERE c.account_id = ? AND c.state = 'approved'")
      .get(account.id) as { v: number; d: number; c: number };
    return {
      accountId: account.id,
      earnMoney: account.earn_money === 1 || counts.approved > 0,
      creatorCenter: account.creator_center === 1 || counts.pending + counts.approved + counts.returned > 0,
      editor,
      canUpload,
      counts,
      views: sums.v,
      downloads: sums.d,
      collects: sums.c,
    };
  }

  /** Whether the account has ever submitted a case (the upload-activity banner's rule). */
  hasSubmitted(accountId: number): boolean {
    return !!this.db.prepare("SELECT 1 FROM cases WHERE account_id = ? AND state <> 'draft' LIMIT 1").get(accountId);
  }
}
