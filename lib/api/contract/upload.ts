/**
 * Contract types: gather tasks (采集), picture upload, case drafts and submission, review,
 * the creator's address and identity (SPEC §1, §3, §7 "Gather and upload"). docs/api.md
 * "Gather and upload" states every limit and rule.
 */
import type { Page } from '../envelope';
import type { ImageRef } from './classify';
import type { ItemSummary } from './content';

// ---------------------------------------------------------------- gather tasks (采集)

/** One gathered picture: its position in the source item's `images` and the picture itself. */
interface GatheredPicture {
  /** Index in the source item's detail `images` (0-based). */
  index: number;
  image: ImageRef;
  /** Epoch ms. */
  gatheredAt: number;
}

/**
 * A gather task: the pictures one member gathered from one source item (a case detail or a
 * picture set). Gathering more pictures of the same item adds them to the same task.
 */
export interface GatherTask {
  taskId: number;
  /** The item the pictures come from. */
  item: ItemSummary;
  /** In the source item's order. */
  pictures: GatheredPicture[];
  createdAt: number;
  updatedAt: number;
}

/**
 * GET /case/api/gatherTask/addGatherTask?itemId=&pictures= (CSRF header, login) → data.
 * `pictures`: comma-separated indexes into the item's `images`; omitted = every picture.
 */
export interface GatherTaskQuery {
  itemId: number;
  /** e.g. [0, 2]; omitted = every picture of the item. */
  pictures?: number[];
}

/** GET /case/api/gatherTask/checkGatherTask?itemId= → data: what this member gathered from the item. */
export interface GatherCheck {
  itemId: number;
  gathered: boolean;
  /** null when nothing is gathered from the item. */
  taskId: number | null;
  /** Indexes already gathered. */
  pictures: number[];
}

/**
 * GET /case/api/gatherTask/cancelGatherTask?taskId= | ?itemId=&pictures= (CSRF header, login) → data.
 * Without `pictures` the whole task goes; a task left with no picture is deleted.
 */
export interface GatherCancelResult {
  taskId: number;
  /** Indexes still gathered (empty: the task is gone). */
  remaining: number[];
  deleted: boolean;
}

/** GET /case/api/gatherTask/list?page=&pageSize= → data: the member's tasks, newest first. */
export type GatherTaskPage = Page<GatherTask>;

/**
 * GET /case/api/gatherTask/uploadActivateShowFlag → data: whether the upload-activity banner
 * shows. Rule: shown to a logged-in member who has never submitted a case, and to every
 * logged-in member while the activity window (API_UPLOAD_ACTIVITY_START/END) is open; never to
 * visitors (they see the login first) nor to banned members.
 */
export interface UploadActivateFlag {
  show: boolean;
  reason: 'first-upload' | 'activity' | null;
  /** Epoch ms; null outside an activity window. */
  activityEndsAt: number | null;
}

// ---------------------------------------------------------------- text and picture checks

export type SensitiveCategory = 'political' | 'porn' | 'gambling' | 'ads' | 'contact';

/** One offending word in the checked text. */
export interface SensitiveHit {
  /** The listed word that matched (normalised: e.g. "加微信"). */
  word: string;
  category: SensitiveCategory;
  /** The text as written, spaces and punctuation between characters included (e.g. "加 微-信"). */
  text: string;
  /** UTF-16 offsets in the checked text: text.slice(start, end) === `text`. */
  start: number;
  end: number;
}

/**
 * GET /case/api/gatherTask/checkSensitive?word= (≤ 5,000 characters) → data. A long text does not
 * fit a URL (the server refuses request heads over 16 KB, ~1,800 Chinese characters), so the same
 * check answers POST { word } too; components/upload/api.ts checkSensitive() picks by length.
 */
export interface SensitiveCheck {
  /** true when nothing offending was found. */
  pass: boolean;
  hits: SensitiveHit[];
  /** Chinese summary for the field, e.g. 包含敏感词：xx、yy; '' when it passes. */
  message: string;
}

type PictureProblemCode = 'format' | 'zero-size' | 'too-small' | 'too-large' | 'duplicate' | 'missing';

export interface PictureProblem {
  code: PictureProblemCode;
  /** Chinese, ready to show at the picture. */
  message: string;
  /** For 'duplicate': the catalogue item whose picture it nearly equals; `url` is that catalogue picture. */
  item?: { id: number; title: string; kind: string; url: string };
}

/** One picture's verdict. */
export interface PictureCheck {
  imgUrl: string;
  pass: boolean;
  width: number;
  height: number;
  problems: PictureProblem[];
}

/**
 * POST /case/api/gatherTask/checkPictures { imgUrl: string | string[] } (≤ 30 URLs, each a
 * picture this site stores: `{OSS origin}/oss/up/...` from an upload, or a catalogue picture)
 * → data, in the order given. A URL that is not on this site's OSS origin answers 400 (never fetched).
 */
export type PictureCheckResult = PictureCheck[];

/** Minimum picture size of a case (the picture check's 'too-small'). */
export const CASE_PICTURE_MIN_WIDTH = 600;
export const CASE_PICTURE_MIN_HEIGHT = 400;

// ---------------------------------------------------------------- resumable picture upload

/** Limits of the upload (also enforced by the API). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/**
 * POST /case/api/upload/init (CSRF header, login) body. The same account, sha256 and size
 * continue the unfinished upload (resume) or get the stored picture at once.
 */
export interface UploadInitRequest {
  /** The file's name, for display only (the stored name is generated). ≤ 200 characters. */
  name: string;
  /** Bytes, 1..UPLOAD_MAX_BYTES. */
  size: number;
  type: UploadType;
  /** Lower-case hex SHA-256 of the whole file (SPEC §7: hashed in the browser). */
  sha256: string;
}

/** POST upload/init, GET upload/status, POST upload/chunk → data: where the upload stands. */
export interface UploadSession {
  uploadId: string;
  name: string;
  size: number;
  /** Bytes to send per chunk (the last one may be shorter). */
  chunkSize: number;
  /** Bytes the API holds: the next chunk starts here. */
  received: number;
  /** Set once completed. */
  picture: UploadedPicture | null;
  /** Epoch ms; an unfinished upload is forgotten after it. */
  expiresAt: number;
}

/** A stored picture (re-encoded JPEG, EXIF stripped, rotated upright), served by /oss/. */
export interface UploadedPicture {
  pictureId: number;
  /** `{OSS origin}/oss/up/...`: the oss image processing params work on it. */
  url: string;
  key: string;
  width: number;
  height: number;
  /** Stored bytes. */
  size: number;
  /** SHA-256 of the bytes the user sent. */
  sha256: string;
  name: string;
}

// ---------------------------------------------------------------- cases

export type CaseState = 'draft' | 'pending' | 'approved' | 'returned';

/** A picture of a case (one of the author's uploads). */
export type CasePicture = Pick<UploadedPicture, 'pictureId' | 'url' | 'key' | 'width' | 'height'>;

/** Limits of the case fields (the API enforces them; the form shows them). */
export const CASE_LIMITS = {
  title: 60,
  description: 2000,
  tags: 10,
  tag: 12,
  location: 40,
  designCompany: 60,
  areaMin: 1,
  areaMax: 1_000_000,
  pictures: 30,
} as const;

/** What the author fills in. Drafts accept any part of it; submission needs every field. */
export interface CaseFields {
  title: string;
  description: string;
  /** A leaf or top id of GET /case/api/case/classify/list; null when not chosen yet. */
  classifyId: number | null;
  tags: string[];
  /** e.g. 浙江 杭州. */
  location: string;
  /** m²; null when not given yet. */
  area: number | null;
  designCompany: string;
  /** In the order the author arranged. */
  pictureIds: number[];
  /** One of pictureIds; null when not chosen (submission requires it). */
  coverPictureId: number | null;
}

/** A case as its author sees it (draft or submitted). */
export interface CaseRecord extends Omit<CaseFields, 'pictureIds'> {
  caseId: number;
  state: CaseState;
  pictures: CasePicture[];
  /** The editor's reason when returned, else null. */
  returnReason: string | null;
  /** The catalogue item once approved (its detail page), else null. */
  itemId: number | null;
  /** false when approved (read-only for the author) or pending. */
  editable: boolean;
  createdAt: number;
  updatedAt: number;
  submittedAt: number | null;
  reviewedAt: number | null;
}

/**
 * POST /case/api/case/saveDraft (CSRF header, login) body: caseId 0 creates a draft; an id
 * updates the author's draft or returned case (a pending or approved case is refused). Any
 * subset of the fields; text fields are stored as plain text within CASE_LIMITS. → CaseRecord.
 */
export interface CaseDraftRequest extends Partial<CaseFields> {
  caseId: number;
}

/** One field's problem found by the submit checks. */
export interface CaseProblem {
  field: keyof CaseFields | 'pictures';
  /** Chinese, ready to show at the field. */
  message: string;
  /** For a picture problem: which picture. */
  pictureId?: number;
}

/**
 * POST /case/api/case/checkCase (login) body: CaseDraftRequest → data: every problem the
 * submission would be refused for (required fields, limits, category, sensitive words, picture
 * checks); empty = it can be submitted. Writes nothing.
 */
export interface CaseCheckResult {
  pass: boolean;
  problems: CaseProblem[];
}

/**
 * POST /case/api/case/saveCase (CSRF header, login) body: CaseDraftRequest (the whole case).
 * The fields are saved to the draft FIRST, then checked; on a problem it answers 400 (errorCode
 * 45006) with the first problem's message and `data: { problems, case }` (the draft keeps everything;
 * with caseId 0 the new draft's id is in `data.case`). On success the case is pending → CaseRecord.
 */
export type SaveCaseRequest = CaseDraftRequest;

/** One of my uploads (GET /case/api/personal/queryMyUploadDetail). */
export interface MyUpload {
  caseId: number;
  title: string;
  cover: ImageRef | null;
  state: CaseState;
  returnReason: string | null;
  classifyName: string | null;
  pictureCount: number;
  /** The catalogue item once approved. */
  itemId: number | null;
  /** The approved item's counts (0 before approval). */
  views: number;
  downloads: number;
  collects: number;
  updatedAt: number;
  submittedAt: number | null;
  reviewedAt: number | null;
}

/** GET /case/api/personal/queryMyUploadDetail?page=&pageSize=&state= → data, newest change first. */
export interface MyUploadPage extends Page<MyUpload> {
  /** How many of the author's cases are in each state (whatever the `state` filter). */
  counts: Record<CaseState, number>;
}

// ---------------------------------------------------------------- review (editors)

/** A case in the review queue. */
export interface ReviewCase extends CaseRecord {
  authorId: number;
  authorName: string;
  classifyName: string | null;
}

/**
 * GET /case/api/review/list?state=pending|approved|returned&page= (editor) → data, oldest
 * submission first for pending; GET /case/api/review/case?caseId= → one ReviewCase. People review
 * on the API's page GET /review (docs/api.md "Review").
 */
export type ReviewPage = Page<ReviewCase>;

/** POST /case/api/review/approve { caseId } (editor, CSRF header) → data. */
export interface ReviewApproveResult {
  caseId: number;
  state: 'approved';
  /** The new catalogue item (its detail and category page list it). */
  itemId: number;
}

/** POST /case/api/review/return { caseId, reason } (editor, CSRF header; reason 2..200 characters) → data. */
export interface ReviewReturnResult {
  caseId: number;
  state: 'returned';
  reason: string;
}

// ---------------------------------------------------------------- creator

/** POST /case/api/homepage/saveAddress (CSRF header, login) body; GET /case/api/homepage/address → MailingAddress | null. */
export interface MailingAddressInput {
  /** Recipient, 2..20 characters. */
  name: string;
  /** Mainland mobile number, 11 digits starting with 1. */
  phone: string;
  /** Province / city / district, e.g. 浙江省 杭州市 西湖区; 2..60 characters. */
  region: string;
  /** Street and number, 5..120 characters. */
  detail: string;
}

export interface MailingAddress extends MailingAddressInput {
  updatedAt: number;
}

/** GET /account/uploadIdentity (SPEC §7 api host) → data: the creator flags and counts (login). */
export interface UploadIdentity {
  accountId: number;
  /** Earns a download share: the account has at least one approved case (or was granted it). */
  earnMoney: boolean;
  /** The creator centre opens: the account has submitted at least one case (or was granted it). */
  creatorCenter: boolean;
  /** May review cases (docs/api.md "Editor role"). */
  editor: boolean;
  /** Banned members may not upload (SPEC §6). */
  canUpload: boolean;
  counts: Record<CaseState, number>;
  /** Sums over the approved cases. */
  views: number;
  downloads: number;
  collects: number;
}
