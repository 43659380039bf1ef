import { record, startTracking, type TrackCall } from './track';
import { watchExposure } from './exposure';
import type { BehaviourType, TrackInput, TrackKind } from './types';
import { TOAST_MS } from '@/lib/policy';

const ITEM = '[data-tk-id]';
const DEFAULT_AREA = 'list';

const here = () => location.pathname + location.search;

/**
 * Each tracked element's position in its area (spm index, from 1), set by numberItems. Kept
 * beside the DOM, not written into it: an attribute write per card is style work per card.
 */
let positions = new WeakMap<Element, number>();

/** The event fields an element's data attributes and its ancestors' give. */
export function fieldsOf(el: Element): TrackInput {
  const d = (el as HTMLElement).dataset;
  const area = el.closest<HTMLElement>('[data-tk-area]');
  const search = el.closest<HTMLElement>('[data-tk-search]');
  const input: TrackInput = { kind: d.tkKind as TrackKind, doc_id: d.tkId ?? d.tkDetail, area: area?.dataset.tkArea ?? DEFAULT_AREA };
  const index = positions.get(el);
  if (index) input.index = index;
  if (d.tkAuthor) input.author_id = d.tkAuthor;
  if (d.tkParent) input.parent_doc_id = d.tkParent;
  if (search) {
    const s = search.dataset;
    if (s.tkReq) input.request_id = s.tkReq;
    if (s.tkRecall) input.recall_id = s.tkRecall;
    if (s.tkScm) input.scm = s.tkScm;
  }
  return input;
}

/** Numbers the tracked elements of each area in document order (spm index, from 1); returns them. */
export function numberItems(root: ParentNode): NodeListOf<Element> {
  const counters = new Map<Element | null, number>();
  const items = root.querySelectorAll(ITEM);
  positions = new WeakMap();
  items.forEach((el) => {
    const area = el.closest('[data-tk-area]');
    const n = (counters.get(area) ?? 0) + 1;
    counters.set(area, n);
    positions.set(el, n);
  });
  return items;
}

/**
 * 不感兴趣 on a recommended card: the event about the card in the same list item, then the item
 * says so for the SPEC §9 toast's 3 s and leaves the list. Nothing is stored: the recommender
 * learns from the event.
 */
function dismiss(button: HTMLElement, sendAbout: (item: Element) => void): void {
  const cell = button.closest('li') ?? button.parentElement;
  const item = cell?.querySelector(ITEM);
  if (!cell || !item) return;
  sendAbout(item);
  const note = document.createElement('p');
  note.setAttribute('role', 'status');
  note.dataset.testid = 'dislike-note';
  note.textContent = '已减少此类推荐';
  cell.replaceChildren(note);
  setTimeout(() => cell.remove(), TOAST_MS);
}

/**
 * Since when the document's first page view has been visible, in epoch ms (null when hidden
 * now): its navigation, or the last time the browser recorded it turning visible after that
 * (Chromium's `visibility-state` entries). The host starts after the load, and a reader waiting
 * for a page to load is on it: a detail's stay counts from there, not from the host's start.
 */
export function firstViewVisibleSince(): number | null {
  if (document.visibilityState !== 'visible') return null;
  const changes = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('visibility-state') : [];
  const last = changes.at(-1);
  if (last && last.name !== 'visible') return Date.now();
  return Math.round(performance.timeOrigin + (last?.startTime ?? 0));
}

/**
 * The page's one tracking host (mounted once by ./tracking-host.tsx):
 * exposures of every `[data-tk-id]` element (one shared observer), clicks on their links,
 * the search answer's event, and the detail's stay (visible time, sent when the page is left
 * or hidden) and browse_finish. A client navigation is a new page view. Returns the cleanup.
 */
export function startHost({ visibleSince: since }: { visibleSince?: number | null } = {}): () => void {
  let href = here();
  let detail: TrackInput | null = null;
  let searched = false;
  let lastSearch = '';
  let finished = false;
  let visibleMs = 0;
  let visibleSince: number | null = since !== undefined ? since : document.visibilityState === 'visible' ? Date.now() : null;
  let scanTimer: ReturnType<typeof setTimeout> | null = null;
  let scanFrame: number | null = null;

  const send = (type: BehaviourType, input: TrackInput, to?: string) => record({ type, input, at: Date.now(), href, to } satisfies TrackCall);

  const exposure = watchExposure((els) => {
    const at = Date.now();
    record(...els.map((el): TrackCall => ({ type: 'exposure', input: fieldsOf(el), at, href })));
  });
  const end = new IntersectionObserver((entries) => {
    if (finished || !detail || !entries.some((e) => e.isIntersecting)) return;
    finished = true;
    send('browse_finish', detail);
  });

  const flushStay = () => {
    if (visibleSince !== null) visibleMs += Date.now() - visibleSince;
    visibleSince = document.visibilityState === 'visible' ? Date.now() : null;
    if (detail && visibleMs > 0) send('stay', { ...detail, stay_time: visibleMs });
    visibleMs = 0;
  };

  const scan = () => {
    if (scanTimer !== null) clearTimeout(scanTimer);
    if (scanFrame !== null) cancelAnimationFrame(scanFrame);
    scanTimer = scanFrame = null;
    if (here() !== href) {
      // A client navigation: the old page is left, a new page view begins.
      flushStay();
      href = here();
      detail = null;
      searched = false;
      finished = false;
      exposure.reset();
      end.disconnect();
    }
    if (!detail) {
      const d = document.querySelector('[data-tk-detail]');
      if (d) detail = { ...fieldsOf(d), area: 'detail' };
    }
    if (!searched) {
      const s = document.querySelector<HTMLElement>('[data-tk-search]');
      // The previous page's answer may still be on screen for a moment after the URL changed.
      const key = s ? `${s.dataset.tkSearch}|${s.dataset.tkFilters ?? ''}|${s.dataset.tkReq ?? ''}` : '';
      if (s && key !== lastSearch) {
        searched = true;
        lastSearch = key;
        let filters: Record<string, unknown> | undefined;
        try {
          filters = s.dataset.tkFilters ? (JSON.parse(s.dataset.tkFilters) as Record<string, unknown>) : undefined;
        } catch {
          filters = undefined;
        }
        const ids = fieldsOf(s);
        const wordId = Number(s.dataset.tkWord);
        send(s.dataset.tkBhv === 'similar_img' ? 'similar_img' : 'search', {
          query: s.dataset.tkSearch || undefined,
          filters,
          area: 'search',
          request_id: ids.request_id,
          recall_id: ids.recall_id,
          scm: ids.scm,
          ...(Number.isInteger(wordId) && wordId > 0 ? { trans_data: { word_id: wordId } } : {}),
        });
      }
    }
    numberItems(document).forEach((el) => exposure.observe(el));
    document.querySelectorAll('[data-tk-end]').forEach((el) => end.observe(el));
  };
  // Before the frame that paints the new cards, so their first intersections are worked out in
  // that frame and not in one of their own (a frame is ~2 ms of a screen's tracking cost); the
  // timer for a hidden tab, where frames wait.
  const schedule = () => {
    if (scanTimer !== null) return;
    scanTimer = setTimeout(scan, 50);
    if (typeof requestAnimationFrame === 'function') scanFrame = requestAnimationFrame(scan);
  };

  const onClick = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target : null;
    const dislike = target?.closest<HTMLElement>('[data-tk-dislike]');
    if (dislike) {
      dismiss(dislike, (item) => send('dislike', fieldsOf(item)));
      return;
    }
    const item = target?.closest(ITEM);
    const link = target?.closest<HTMLAnchorElement>('a[href]');
    if (!item || !link || !item.contains(link)) return;
    const to = link.origin === location.origin ? link.pathname + link.search : undefined;
    send('click', fieldsOf(item), to);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flushStay();
    else visibleSince = Date.now();
  };
  // The page is left: send its stay once. The visibilitychange to hidden that follows pagehide
  // must not send a second, few-millisecond stay; a page restored from the back/forward cache
  // counts again from its return.
  const onPageHide = () => {
    flushStay();
    visibleSince = null;
  };
  const onPageShow = (e: PageTransitionEvent) => {
    if (e.persisted) visibleSince = document.visibilityState === 'visible' ? Date.now() : null;
  };

  const mutations = new MutationObserver(schedule);
  mutations.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('click', onClick, true);
  document.addEventListener('visibilitychange', onVisibility);
  addEventListener('pagehide', onPageHide);
  addEventListener('pageshow', onPageShow);
  addEventListener('popstate', schedule);
  scan();
  // Load the engine once the page is idle even when nothing was tracked yet: it sends what
  // earlier pages left in the queue and looks up the location.
  startTracking();

  return () => {
    mutations.disconnect();
    exposure.disconnect();
    end.disconnect();
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('visibilitychange', onVisibility);
    removeEventListener('pagehide', onPageHide);
    removeEventListener('pageshow', onPageShow);
    removeEventListener('popstate', schedule);
    if (scanTimer !== null) clearTimeout(scanTimer);
    if (scanFrame !== null) cancelAnimationFrame(scanFrame);
  };
}

/**
 * An event about an item shown on this page, from code that knows only its id (the collect
 * toggle, the download panel): kind, author, area and position come from the item's element
 * (the detail, else its first card), so the event lands on the right beacon with its spm.
 */
export function trackItem(type: BehaviourType, docId: string | number, extra: TrackInput = {}, kind?: TrackKind): void {
  if (typeof document === 'undefined') return;
  const id = String(docId).replace(/["\\]/g, "");
  // `kind`: ids of different kinds may be equal (designer 15, case 15): only that kind's element.
  const of = kind ? `[data-tk-kind="${kind}"]` : '';
  const el = document.querySelector(`${of}[data-tk-detail="${id}"]`) ?? document.querySelector(`${of}[data-tk-id="${id}"]`);
  const base: TrackInput = el ? fieldsOf(el) : { doc_id: docId, area: 'page' };
  if (el?.hasAttribute('data-tk-detail')) base.area = 'detail';
  record({ type, input: { ...base, ...extra }, at: Date.now(), href: here() });
}
