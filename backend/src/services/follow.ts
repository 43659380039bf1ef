import type Database from 'better-sqlite3';
import { FOLLOW_SELF_CODE, type FollowedPage, type FollowState, type FollowStatus } from '../../../lib/api/contract/follow';
import type { DesignerRepo } from '../db/repo/designers';
import { FollowRepo } from '../db/repo/follows';
import { designerSummary } from '../domain/designers';
import { ApiHttpError, notFound } from '../http/envelope';

/**
 * Following designers (关注). Follow and unfollow are idempotent — following twice or
 * unfollowing what is not followed changes nothing and answers the same state — so a retried or
 * doubled click never moves the count twice. A member may not follow their own creator profile.
 */
export class FollowService {
  private readonly repo: FollowRepo;
  constructor(
    private readonly db: Database.Database,
    private readonly designers: DesignerRepo,
    private readonly ossOrigin: string,
  ) {
    this.repo = new FollowRepo(db);
  }

  private state(accountId: number, designerId: number): FollowState {
    return { designerId, following: this.repo.following(accountId, [designerId]).has(designerId), followers: this.repo.counts([designerId]).get(designerId) ?? 0 };
  }

  private designer(designerId: number) {
    const d = this.designers.byId(designerId);
    if (!d) throw notFound('设计师不存在');
    return d;
  }

  follow(accountId: number, designerId: number, now = Date.now()): FollowState {
    const d = this.designer(designerId);
    if (d.account_id === accountId) throw new ApiHttpError(400, FOLLOW_SELF_CODE, '不能关注自己');
    return this.db.transaction(() => {
      this.repo.add(accountId, designerId, now);
      return this.state(accountId, designerId);
    })();
  }

  unfollow(accountId: number, designerId: number): FollowState {
    this.designer(designerId);
    return this.db.transaction(() => {
      this.repo.remove(accountId, designerId);
      return this.state(accountId, designerId);
    })();
  }

  /** The listed designers' counts, and whether this member (null: a visitor) follows each. */
  status(accountId: number | null, ids: readonly number[]): FollowStatus {
    const counts = this.repo.counts(ids);
    const mine = accountId === null ? new Set<number>() : this.repo.following(accountId, [...counts.keys()]);
    const out: FollowStatus = {};
    for (const [designerId, followers] of counts) out[designerId] = { designerId, following: mine.has(designerId), followers };
    return out;
  }

  list(accountId: number, page: number, pageSize: number): FollowedPage {
    const { rows, total } = this.repo.page(accountId, (page - 1) * pageSize, pageSize);
    return { list: rows.map((r) => ({ ...designerSummary(this.ossOrigin, r), followedAt: r.followed_at })), total, page, pageSize };
  }
}
