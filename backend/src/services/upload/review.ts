import type Database from 'better-sqlite3';
import type { ReviewApproveResult, ReviewCase, ReviewPage, ReviewReturnResult } from '../../../../lib/api/contract/upload';
import type { Catalog } from '../../db/repo/catalog';
import { creatorProfile } from '../../db/repo/designers';
import { caseField } from '../../domain/designers';
import { storeFeatures } from '../../search/feature-store';
import { indexNewItem, uploadedWords } from '../../search/index-build';
import type { PictureChecker } from './picture-check';
import type { CaseRow, CaseService } from './cases';
import { uploadError } from './errors';

export type ReviewState = 'pending' | 'approved' | 'returned';

/** The site's cache tags an approval expires (lib/api/cache-tags.ts; the API may not import it). */
const REVALIDATE_TAGS = ['content', 'classify', 'search', 'sitemap'];

interface SiteRevalidation {
  siteOrigin: string | null;
  secret: string | null;
  log: (msg: string) => void;
}

/**
 * The review queue (docs/api.md "Review"): editors list submitted cases, approve them or return
 * them with a reason. Approval turns the case into a catalogue item in one transaction — the
 * item row, its labels, the category counts, its search document — so it is in its category
 * list, keyword search and the sitemap at once; then the site is asked to expire its cached
 * pages (a failure there is logged, never undoes the approval).
 */
export class ReviewService {
  constructor(
    private readonly db: Database.Database,
    private readonly catalog: Catalog,
    private readonly cases: CaseService,
    private readonly pictures: PictureChecker,
    private readonly site: SiteRevalidation,
  ) {}

  private view(row: CaseRow & { nickname: string }): ReviewCase {
    return { ...this.cases.record(row), authorId: row.account_id, authorName: row.nickname, classifyName: this.cases.classifyName(row.classify_id) };
  }

  list(state: ReviewState, page: number, pageSize: number): ReviewPage {
    const total = (this.db.prepare('SELECT count(*) AS n FROM cases WHERE state = ?').get(state) as { n: number }).n;
    // Pending: first come, first reviewed; decided ones: the latest decision first.
    const order = state === 'pending' ? 'c.submitted_at ASC, c.id ASC' : 'c.reviewed_at DESC, c.id DESC';
    const rows = this.db
      .prepare(`SELECT c.*, a.nickname FROM cases c JOIN accounts a ON a.id = c.account_id WHERE c.state = ? ORDER BY ${order} LIMIT ? OFFSET ?`)
      .all(state, pageSize, (page - 1) * pageSize) as (CaseRow & { nickname: string })[];
    return { list: rows.map((r) => this.view(r)), total, page, pageSize };
  }

  one(caseId: number): ReviewCase {
    const row = this.db.prepare('SELECT c.*, a.nickname FROM cases c JOIN accounts a ON a.id = c.account_id WHERE c.id = ?').get(caseId) as (CaseRow & { nickname: string }) | undefined;
    if (!row) throw uploadError.notFoundCase();
    return this.view(row);
  }

  private pending(caseId: number): CaseRow {
    const row = this.cases.row(caseId);
    if (!row) throw uploadError.notFoundCase();
    if (row.state !== 'pending') throw uploadError.reviewState();
    return row;
  }

  /** Catalogue labels named like the author's tags (the rest stay searchable as the case's own words). */
  private tagIds(tagsJson: string): number[] {
    const names = new Set(uploadedWords(tagsJson, '', ''));
    const ids: number[] = [];
    for (const t of this.catalog.tags.values()) if (names.has(t.name)) ids.push(t.id);
    const caseTags = new Set((this.db.prepare("SELECT id FROM tags WHERE tree = 'case'").pluck().all() as number[]));
    return ids.filter((id) => caseTags.has(id)).slice(0, 10);
  }

  approve(editorId: number, caseId: number, now = Date.now()): ReviewApproveResult {
    const itemId = this.db.transaction(() => {
      const row = this.pending(caseId);
      const pics = this.cases.picturesOf(row);
      const cover = pics.find((p) => p.id === row.cover_picture_id) ?? pics[0];
      const cls = row.classify_id !== null ? this.catalog.categories.get(row.classify_id) : undefined;
      const top = row.classify_id !== null ? this.catalog.topOf(row.classify_id) : undefined;
      // Submission checked these; a category or picture removed since is a reason to return, not to publish.
      if (!cover || !cls || !top) throw uploadError.caseInvalid('案例缺少封面或分类，请退回作者修改');
      const tagIds = this.tagIds(row.tags);
      // The uploader is the item's author: their creator profile, made at their first approval.
      const account = this.db.prepare('SELECT nickname, phone FROM accounts WHERE id = ?').get(row.account_id) as { nickname: string; phone: string | null };
      const authorId = creatorProfile(this.db, { accountId: row.account_id, nickname: account.nickname, phone: account.phone, firm: row.design_company, location: row.location, field: caseField(top.slug) }, now);
      const id = ((this.db.prepare('SELECT coalesce(max(id), 0) AS n FROM items').get() as { n: number }).n) + 1;
      this.db
        .prepare(`INSERT INTO items (id, kind, classify_id, top_classify_id, parent_id, author_id, title, cover_key, image_count, image_seed, tag_ids, vip, price, views, downloads, collects, created_at, updated_at)
                  VALUES (?, 'case', ?, ?, NULL, ?, ?, ?, ?, 0, ?, 0, 0, 0, 0, 0, ?, ?)`)
        .run(id, cls.id, top.id, authorId, row.title, cover.key, pics.length, tagIds.join(','), now, now);
      const addTag = this.db.prepare('INSERT INTO item_tags (tag_id, item_id) VALUES (?, ?)');
      for (const t of tagIds) addTag.run(t, id);
      const bump = this.db.prepare('INSERT INTO item_counts (kind, classify_id, count) VALUES (?, ?, 1) ON CONFLICT (kind, classify_id) DO UPDATE SET count = count + 1');
      const counted = [...new Set([0, top.id, cls.id])];
      for (const c of counted) bump.run('case', c);
      this.db
        .prepare("INSERT INTO day_counts (day, kind, count) VALUES (date(? / 1000 + 28800, 'unixepoch'), 'case', 1) ON CONFLICT (day, kind) DO UPDATE SET count = count + 1")
        .run(now);
      this.db.prepare("UPDATE cases SET state = 'approved', item_id = ?, reviewer_id = ?, reviewed_at = ?, updated_at = ?, return_reason = NULL WHERE id = ?").run(id, editorId, now, now, caseId);
      // An approved case earns a share of its downloads (SPEC §1 earn-money flag).
      this.db.prepare('UPDATE accounts SET earn_money = 1, creator_center = 1 WHERE id = ?').run(row.account_id);
      indexNewItem(this.db, id);
      this.catalog.countNew('case', counted.filter((c) => c !== 0));
      return id;
    })();
    void this.revalidate(itemId);
    void this.indexPictures(itemId);
    return { caseId, state: 'approved', itemId };
  }

  return(editorId: number, caseId: number, reason: string, now = Date.now()): ReviewReturnResult {
    this.db.transaction(() => {
      this.pending(caseId);
      this.db.prepare("UPDATE cases SET state = 'returned', return_reason = ?, reviewer_id = ?, reviewed_at = ?, updated_at = ? WHERE id = ?").run(reason, editorId, now, now, caseId);
    })();
    return { caseId, state: 'returned', reason };
  }

  /**
   * Every picture of the new item into the similar-image index, now and (features stored) from
   * every later start; the cover also into the duplicate check. A search with one of its pictures
   * finds the case.
   */
  private async indexPictures(itemId: number): Promise<void> {
    const keys = this.db
      .prepare(`SELECT p.key FROM cases c JOIN json_each(c.picture_ids) j JOIN upload_pictures p ON p.id = j.value WHERE c.item_id = ? ORDER BY p.key = (SELECT cover_key FROM items WHERE id = ?) DESC`)
      .pluck()
      .all(itemId, itemId) as string[];
    for (const key of keys) {
      const f = await this.pictures.featuresOfKey(key);
      if (!f || !this.db.open) continue;
      storeFeatures(this.db, key, f);
      await this.pictures.indexPicture(itemId, 'case', f, key);
    }
  }

  /** POST {SITE_ORIGIN}/site-api/revalidate; never throws (the approval stands either way). */
  async revalidate(itemId: number): Promise<boolean> {
    const { siteOrigin, secret, log } = this.site;
    if (!siteOrigin || !secret) return false;
    try {
      const res = await fetch(`${siteOrigin}/site-api/revalidate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags: REVALIDATE_TAGS, items: [itemId] }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) log(`revalidate after approving item ${itemId}: site answered ${res.status}`);
      return res.ok;
    } catch (err) {
      log(`revalidate after approving item ${itemId} failed: ${(err as Error).message}`);
      return false;
    }
  }
}
