// 关注 (following designers): the button on designer pages and cards, and the member's list.
export { FollowButton } from './follow-button';
export { followAtom } from './state';
export { useFollowedDesigners } from './use-followed-designers';
