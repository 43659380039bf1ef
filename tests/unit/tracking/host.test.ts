import type { TrackCall } from '@/components/tracking/track';
import { FakeIntersectionObserver } from '../helpers/intersection-observer';

const recorded: TrackCall[] = [];
jest.mock('@/components/tracking/track', () => ({
  record: (c: TrackCall) => recorded.push(c),
  startTracking: () => undefined,
}));

const observers = FakeIntersectionObserver.instances;
(globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;

import { fieldsOf, firstViewVisibleSince, numberItems, startHost, trackItem } from '@/components/tracking/host';

function show(el: Element) {
  for (const o of observers) if (o.observed.has(el)) o.show(el, 1, { height: 10 });
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const LIST = `
  <div data-tk-search="沙发" data-tk-filters='{"sort":"new"}' data-tk-req="req1" data-tk-recall="keyword" data-tk-scm="search.keyword.new">
    <ul data-tk-area="搜索结果">
      <li><article data-tk-kind="case" data-tk-id="11" data-tk-author="7"><a href="/detail_news/detail/11/case">a</a><button>收藏</button></article></li>
      <li><article data-tk-kind="pin" data-tk-id="12"><a href="/detail/12/pin">b</a></article></li>
    </ul>
  </div>
  <ul data-tk-area="相关推荐"><li><article data-tk-kind="3d" data-tk-id="13"><a href="/detail/13/3d">c</a></article></li></ul>`;

let stop: () => void = () => undefined;
beforeEach(() => {
  jest.useFakeTimers();
  recorded.length = 0;
  observers.length = 0;
  setVisibility('visible');
});
afterEach(() => {
  stop();
  jest.useRealTimers();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('data attributes', () => {
  it('numbers items per area and reads kind, id, author, area and the search answer', () => {
    document.body.innerHTML = LIST;
    numberItems(document);
    const [a, b, c] = Array.from(document.querySelectorAll('[data-tk-id]'));
    expect(fieldsOf(a!)).toEqual({ kind: 'case', doc_id: '11', area: '搜索结果', index: 1, author_id: '7', request_id: 'req1', recall_id: 'keyword', scm: 'search.keyword.new' });
    expect(fieldsOf(b!)).toMatchObject({ kind: 'pin', doc_id: '12', index: 2 });
    expect(fieldsOf(c!)).toEqual({ kind: '3d', doc_id: '13', area: '相关推荐', index: 1 });
  });
});

describe('the tracking host', () => {
  it('sends the search event once per page view, and exposures after 500 ms', () => {
    history.replaceState(null, '', '/classify/0_0_1_0_0_0_沙发_0_0_0');
    document.body.innerHTML = LIST;
    stop = startHost();
    expect(recorded.map((c) => c.type)).toEqual(['search']);
    expect(recorded[0]!.input).toMatchObject({ query: '沙发', filters: { sort: 'new' }, request_id: 'req1', recall_id: 'keyword' });
    const card = document.querySelector('[data-tk-id="12"]')!;
    show(card);
    jest.advanceTimersByTime(500);
    const exp = recorded.filter((c) => c.type === 'exposure');
    expect(exp).toHaveLength(1);
    expect(exp[0]!.input).toMatchObject({ kind: 'pin', doc_id: '12', index: 2, request_id: 'req1' });
    expect(exp[0]!.href).toBe('/classify/0_0_1_0_0_0_%E6%B2%99%E5%8F%91_0_0_0');
  });

  it("the search event carries the keyword's id (GET /searchWord/id) as trans_data.word_id", () => {
    document.body.innerHTML = LIST.replace('data-tk-search="沙发"', 'data-tk-search="沙发" data-tk-word="123456"');
    stop = startHost();
    expect(recorded[0]!.input).toMatchObject({ query: '沙发', trans_data: { word_id: 123456 } });
  });

  it('a search without a word id sends no trans_data', () => {
    document.body.innerHTML = LIST;
    stop = startHost();
    expect(recorded[0]!.input).not.toHaveProperty('trans_data');
  });

  it('sends a click for a card link with where it leads, not for the card’s other buttons', () => {
    document.body.innerHTML = LIST;
    stop = startHost();
    const card = document.querySelector('[data-tk-id="11"]')!;
    card.querySelector('button')!.click();
    expect(recorded.filter((c) => c.type === 'click')).toHaveLength(0);
    card.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const clicks = recorded.filter((c) => c.type === 'click');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ input: { kind: 'case', doc_id: '11', index: 1 }, to: '/detail_news/detail/11/case' });
  });

  it('不感兴趣 sends dislike about its card, says so for 3 s, then the card leaves the list', () => {
    document.body.innerHTML = `<ul data-tk-area="相关推荐">
      <li><article data-tk-kind="3d" data-tk-id="13"><a href="/detail/13/3d">c</a></article><button type="button" data-tk-dislike>不感兴趣</button></li>
      <li><article data-tk-kind="3d" data-tk-id="14"><a href="/detail/14/3d">d</a></article><button type="button" data-tk-dislike>不感兴趣</button></li>
    </ul>`;
    stop = startHost();
    numberItems(document);
    (document.querySelectorAll('[data-tk-dislike]')[1] as HTMLElement).click();
    const dislikes = recorded.filter((c) => c.type === 'dislike');
    expect(dislikes).toHaveLength(1);
    expect(dislikes[0]!.input).toMatchObject({ kind: '3d', doc_id: '14', area: '相关推荐', index: 2 });
    expect(recorded.filter((c) => c.type === 'click')).toHaveLength(0);
    expect(document.querySelector('[data-testid="dislike-note"]')!.textContent).toBe('已减少此类推荐');
    expect(document.querySelectorAll('li')).toHaveLength(2);
    jest.advanceTimersByTime(3000);
    expect(document.querySelectorAll('li')).toHaveLength(1);
    expect(document.querySelector('[data-tk-id="14"]')).toBeNull();
  });

  it('sends stay with the visible time when a detail is hidden, and browse_finish at its end', () => {
    history.replaceState(null, '', '/detail/12/pin');
    document.body.innerHTML = '<div data-tk-kind="pin" data-tk-detail="12" data-tk-author="3"><p>x</p></div><span data-tk-end></span>';
    stop = startHost();
    show(document.querySelector('[data-tk-end]')!);
    show(document.querySelector('[data-tk-end]')!);
    expect(recorded.filter((c) => c.type === 'browse_finish')).toHaveLength(1);
    expect(recorded[0]!.input).toMatchObject({ kind: 'pin', doc_id: '12', author_id: '3', area: 'detail' });
    jest.advanceTimersByTime(3000);
    setVisibility('hidden');
    const stay = recorded.filter((c) => c.type === 'stay');
    expect(stay).toHaveLength(1);
    expect(stay[0]!.input.stay_time).toBe(3000);
    // Time in the background does not count; back and left again: only the new visible time.
    jest.advanceTimersByTime(10_000);
    setVisibility('visible');
    jest.advanceTimersByTime(1000);
    dispatchEvent(new Event('pagehide'));
    expect(recorded.filter((c) => c.type === 'stay').map((c) => c.input.stay_time)).toEqual([3000, 1000]);
  });

  it('sends one stay when the page is left: the hidden state that follows pagehide adds none', () => {
    history.replaceState(null, '', '/detail/12/pin');
    document.body.innerHTML = '<div data-tk-kind="pin" data-tk-detail="12"><p>x</p></div>';
    stop = startHost();
    jest.advanceTimersByTime(2000);
    dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(7);
    setVisibility('hidden');
    expect(recorded.filter((c) => c.type === 'stay').map((c) => c.input.stay_time)).toEqual([2000]);
  });

  it('treats a client navigation as leaving the detail: stay on the old page, a new page view', async () => {
    history.replaceState(null, '', '/detail/12/pin');
    document.body.innerHTML = '<div data-tk-kind="pin" data-tk-detail="12"></div>';
    stop = startHost();
    jest.advanceTimersByTime(2000);
    history.pushState(null, '', '/pin');
    document.body.innerHTML = LIST;
    await Promise.resolve(); // the mutation observer's callback
    jest.advanceTimersByTime(100);
    const stay = recorded.find((c) => c.type === 'stay')!;
    expect(stay.href).toBe('/detail/12/pin');
    expect(stay.input.stay_time).toBeGreaterThanOrEqual(2000);
    expect(recorded.filter((c) => c.type === 'search')).toHaveLength(1);
    expect(recorded.find((c) => c.type === 'search')!.href).toBe('/pin');
  });

  it('counts the first page view’s stay from when it was shown, not from the host’s start after the load', () => {
    history.replaceState(null, '', '/detail/12/pin');
    document.body.innerHTML = '<div data-tk-kind="pin" data-tk-detail="12"></div>';
    stop = startHost({ visibleSince: Date.now() - 1500 });
    jest.advanceTimersByTime(1000);
    dispatchEvent(new Event('pagehide'));
    expect(recorded.filter((c) => c.type === 'stay').map((c) => c.input.stay_time)).toEqual([2500]);
  });

  it('reads the first page view’s start from the navigation, or from its last turn to visible', () => {
    // The browser's visibility-state entries (jsdom has none: without them, the navigation).
    const perf = performance as unknown as { getEntriesByType?: (type: string) => unknown[] };
    const had = perf.getEntriesByType;
    let list: { name: string; startTime: number }[] = [];
    perf.getEntriesByType = (type) => (type === 'visibility-state' ? list : []);
    try {
      expect(firstViewVisibleSince()).toBe(Math.round(performance.timeOrigin));
      list = [{ name: 'hidden', startTime: 0 }, { name: 'visible', startTime: 800 }];
      expect(firstViewVisibleSince()).toBe(Math.round(performance.timeOrigin + 800));
      list = [{ name: 'visible', startTime: 0 }, { name: 'hidden', startTime: 300 }];
      expect(firstViewVisibleSince()).toBe(Date.now());
      setVisibility('hidden');
      expect(firstViewVisibleSince()).toBeNull();
    } finally {
      perf.getEntriesByType = had;
    }
  });

  it('sends nothing for a page that is not a detail when left', () => {
    document.body.innerHTML = LIST;
    stop = startHost();
    jest.advanceTimersByTime(5000);
    dispatchEvent(new Event('pagehide'));
    expect(recorded.filter((c) => c.type === 'stay')).toHaveLength(0);
  });
});

describe('trackItem', () => {
  it('takes kind, area and position from the item’s element, the detail first', () => {
    document.body.innerHTML = LIST;
    numberItems(document);
    trackItem('favorite', 13);
    expect(recorded[0]).toMatchObject({ type: 'favorite', input: { kind: '3d', doc_id: '13', area: '相关推荐', index: 1 } });
    document.body.insertAdjacentHTML('afterbegin', '<div data-tk-kind="3d" data-tk-detail="13"></div>');
    trackItem('download', 13, { redownload: true });
    expect(recorded[1]).toMatchObject({ type: 'download', input: { kind: '3d', doc_id: '13', area: 'detail', redownload: true } });
    trackItem('share', 999);
    expect(recorded[2]!.input).toEqual({ doc_id: 999, area: 'page' });
  });
});
