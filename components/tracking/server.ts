// What server components render for tracking: the data attributes the host reads and the
// detail's end mark. Pure, and no client module behind it, so a server page never pulls the
// tracking host into its own JavaScript.
export { DISLIKE_ATTRS, areaAttrs, detailAttrs, hrefTrackAttrs, searchAttrs, trackAttrs } from './attrs';
export { DetailEnd } from './detail-end';
