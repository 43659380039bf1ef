import { browserStorage } from '@/lib/storage/local-storage';
import { DAY_MS } from '@/lib/time/china-clock';

/**
 * The NPS survey (SPEC §2 "NPS rating dialog"): a 0-10 "would you recommend us" score plus an
 * optional comment, offered to a returning, engaged visitor at a calm moment, at most once per
 * period. The reference API has no endpoint for answers, so the answer stays in this browser's local storage (`npsSurvey`),
 * marked unsent, ready for a collector endpoint to pick up.
 */
export const NPS_KEY = 'npsSurvey';
/** Engagement before the survey: this many page views, or this many viewed items. */
export const NPS_MIN_VIEWS = 4;
const NPS_MIN_HISTORY = 2;
/** Seconds on the page before it may appear, so it never greets a reader on arrival. */
export const NPS_DELAY_MS = 20_000;
/** Never in a first visit: only a visitor first seen at least this long ago is asked. */
export const NPS_MIN_TENURE_MS = DAY_MS;
/** Asked at most once per this period, whatever the answer (or a dismissal) was. */
export const NPS_PERIOD_MS = 90 * DAY_MS;
/** The page must have been calm (no modal, upload or download: lib/ui/busy.ts) this long. */
export const NPS_CALM_MS = 8_000;
export const NPS_CALM_POLL_MS = 2_000;
export const NPS_COMMENT_MAX = 500;

interface NpsAnswer {
  score: number;
  comment: string;
  at: number;
  /** False until an API accepts it (none does yet). */
  sent: boolean;
}

interface NpsState {
  views: number;
  /** The first page view this browser counted. */
  firstSeenAt?: number;
  /** When the survey was last shown: not again within NPS_PERIOD_MS. */
  shownAt?: number;
  dismissedAt?: number;
  answer?: NpsAnswer;
}

export const isValidScore = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 10;

/** NPS groups: 0-6 detractors, 7-8 passives, 9-10 promoters. */
export function npsGroup(score: number): 'detractor' | 'passive' | 'promoter' {
  if (score >= 9) return 'promoter';
  return score >= 7 ? 'passive' : 'detractor';
}

/** A stored value made safe: anything unexpected counts as a fresh visitor. */
export function normalizeNps(x: unknown): NpsState {
  if (typeof x !== 'object' || x === null) return { views: 0 };
  const s = x as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);
  const state: NpsState = { views: Math.floor(num(s.views) ?? 0) };
  if (num(s.firstSeenAt) !== undefined) state.firstSeenAt = num(s.firstSeenAt);
  if (num(s.shownAt) !== undefined) state.shownAt = num(s.shownAt);
  if (num(s.dismissedAt) !== undefined) state.dismissedAt = num(s.dismissedAt);
  const a = s.answer as Record<string, unknown> | undefined;
  if (a && isValidScore(a.score)) {
    state.answer = { score: a.score, comment: typeof a.comment === 'string' ? a.comment.slice(0, NPS_COMMENT_MAX) : '', at: num(a.at) ?? 0, sent: a.sent === true };
  }
  return state;
}

export const countView = (state: NpsState, now = Date.now()): NpsState => ({ ...state, views: state.views + 1, firstSeenAt: state.firstSeenAt ?? now });

/**
 * Offered to a returning visitor (first seen a day or more ago) after engagement, and at most once
 * per period: not within NPS_PERIOD_MS of the last showing, answer or dismissal.
 */
export function shouldShowNps(state: NpsState, historyCount: number, now = Date.now()): boolean {
  const recent = (t?: number) => t !== undefined && now - t < NPS_PERIOD_MS;
  if (recent(state.shownAt) || recent(state.dismissedAt) || recent(state.answer?.at)) return false;
  if (state.firstSeenAt === undefined || now - state.firstSeenAt < NPS_MIN_TENURE_MS) return false;
  return state.views >= NPS_MIN_VIEWS || historyCount >= NPS_MIN_HISTORY;
}

export const markShown = (state: NpsState, now = Date.now()): NpsState => ({ ...state, shownAt: now });
export const dismiss = (state: NpsState, now = Date.now()): NpsState => ({ ...state, dismissedAt: now });

/** Records an answer; invalid scores leave the state unchanged. */
export function answer(state: NpsState, score: number, comment: string, now = Date.now()): NpsState {
  if (!isValidScore(score)) return state;
  return { ...state, answer: { score, comment: comment.trim().slice(0, NPS_COMMENT_MAX), at: now, sent: false } };
}

export function readNps(): NpsState {
  try {
    const raw = browserStorage()?.getItem(NPS_KEY);
    return normalizeNps(raw ? JSON.parse(raw) : null);
  } catch {
    return { views: 0 };
  }
}

export function writeNps(state: NpsState): void {
  try {
    browserStorage()?.setItem(NPS_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the survey just may show again later.
  }
}
