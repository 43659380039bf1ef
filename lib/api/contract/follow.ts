/** Contract types: following designers (关注). */
import type { Page } from '../envelope';
import type { DesignerSummary } from './designer';

/** A designer's follow state for the member asking, with the live follower count. */
export interface FollowState {
  designerId: number;
  following: boolean;
  followers: number;
}

/** GET /case/api/follow/status?ids= → data: designer id → its state (unknown ids are left out). */
export type FollowStatus = Record<number, FollowState>;

/** One followed designer in the member's list: the designer and when it was followed (epoch ms). */
export interface FollowedDesigner extends DesignerSummary {
  followedAt: number;
}

/** GET /case/api/follow/list → data: the member's followed designers, newest follow first. */
export type FollowedPage = Page<FollowedDesigner>;

/** errorCode of following one's own creator profile. */
export const FOLLOW_SELF_CODE = 40911;
