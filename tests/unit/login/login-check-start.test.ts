import type { getDefaultStore } from 'jotai';
import type * as StartModule from '@/components/login/login-check-start';
import type * as AccountState from '@/components/login/state';
import type * as Storage from '@/lib/storage';
import { hasMemberHint } from '@/components/login/member-hint';

// The check itself is tested in login-check.test.ts; here only when it starts and with what.
const checkOnArrival = jest.fn();
jest.mock('@/components/login/account-store', () => ({ checkOnArrival: (...args: unknown[]) => checkOnArrival(...args) }));
/** How many fetches of the check's code fail next (a chunk that does not come). */
let mockImportFailures = 0;
jest.mock('@/lib/lazy/with-timeout', () => {
  const actual = jest.requireActual('@/lib/lazy/with-timeout');
  return {
    ...actual,
    withChunkTimeout: <T,>(load: Promise<T>) => {
      if (mockImportFailures === 0) return load;
      mockImportFailures -= 1;
      return Promise.reject(new actual.ChunkLoadError());
    },
  };
});
let loaded: (() => void) | null = null;
jest.mock('@/lib/lazy/after-load', () => ({
  afterLoad: (fn: () => void) => {
    loaded = fn;
    return () => (loaded = null);
  },
}));

/** A fresh page: the module's once-per-page state (what the address said, failures) and a fresh store. */
async function page(url = '/') {
  window.history.replaceState(null, '', url);
  let mods!: { start: typeof StartModule; store: ReturnType<typeof getDefaultStore>; status: typeof AccountState.loginStatusAtom; storage: typeof Storage };
  await jest.isolateModulesAsync(async () => {
    const [jotai, start, account, storage] = await Promise.all([import('jotai'), import('@/components/login/login-check-start'), import('@/components/login/state'), import('@/lib/storage')]);
    mods = { start, store: jotai.getDefaultStore(), status: account.loginStatusAtom, storage };
  });
  const { store, status } = mods;
  checkOnArrival.mockImplementation(async () => store.set(status, 'guest'));
  return { ...mods, current: () => store.get(status) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  mockImportFailures = 0;
  checkOnArrival.mockReset();
  loaded = null;
  localStorage.clear();
  document.cookie = 'accountId=; Max-Age=0; Path=/';
});

describe('when the login check starts', () => {
  it('for a visitor, waits for the load, then runs once', async () => {
    const p = await page();
    const cancel = p.start.startLoginCheckSoon(p.store);
    await settle();
    expect(checkOnArrival).not.toHaveBeenCalled();
    loaded!();
    await settle();
    expect(checkOnArrival).toHaveBeenCalledTimes(1);
    expect(checkOnArrival.mock.calls[0][0]).toEqual({ ticket: null, landingHref: null });
    // A later touch does nothing more: the listeners went with the start.
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(checkOnArrival).toHaveBeenCalledTimes(1);
    cancel();
  });

  it.each(['pointerdown', 'keydown', 'focusin'])('for a visitor, starts at the first %s before the load', async (type) => {
    const p = await page();
    const cancel = p.start.startLoginCheckSoon(p.store);
    window.dispatchEvent(new Event(type));
    await settle();
    expect(checkOnArrival).toHaveBeenCalledTimes(1);
    expect(loaded).toBeNull(); // the after-load start was cancelled
    cancel();
  });

  it('starts at once with a hand-off ticket, which leaves the address before any code is fetched', async () => {
    const p = await page('/detail/1/3d?x=1#sso=ST-abcdefghijkl');
    p.start.startLoginCheckSoon(p.store);
    expect(window.location.hash).toBe('');
    await settle();
    expect(checkOnArrival).toHaveBeenCalledTimes(1);
    expect(checkOnArrival.mock.calls[0][0]).toEqual({ ticket: 'ST-abcdefghijkl', landingHref: null });
    expect(loaded).toBeNull();
  });

  it('starts at once on an ad landing, and the landing address is kept even if the page rewrites it', async () => {
    const p = await page('/listPage/case?bd_vid=123');
    p.start.startLoginCheckSoon(p.store);
    window.history.replaceState(null, '', '/listPage/case/2');
    await settle();
    expect(checkOnArrival.mock.calls[0][0]).toEqual({ ticket: null, landingHref: 'http://localhost/listPage/case?bd_vid=123' });
  });

  it('starts at once for a member: the stored accountId or the shared accountId cookie', async () => {
    let p = await page();
    p.storage.setItem('accountId', 10000001);
    expect(hasMemberHint()).toBe(true);
    p.start.startLoginCheckSoon(p.store);
    await settle();
    expect(checkOnArrival).toHaveBeenCalledTimes(1);

    localStorage.clear();
    document.cookie = 'accountId=10000002; Path=/';
    p = await page();
    expect(hasMemberHint()).toBe(true);
    p.start.startLoginCheckSoon(p.store);
    await settle();
    expect(checkOnArrival).toHaveBeenCalledTimes(2);
    expect(loaded).toBeNull();
  });

  it('an empty accountId cookie or a look-alike name is no member hint', () => {
    document.cookie = 'accountId=; Path=/';
    document.cookie = 'accountIdOld=5; Path=/';
    expect(hasMemberHint()).toBe(false);
    document.cookie = 'accountIdOld=; Max-Age=0; Path=/';
  });

  it('does nothing on unmount before it started', async () => {
    const p = await page();
    const cancel = p.start.startLoginCheckSoon(p.store);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(loaded).toBeNull();
    expect(checkOnArrival).not.toHaveBeenCalled();
  });

  it('runs one check for islands asking together, none once it has answered', async () => {
    const p = await page();
    let answer!: () => void;
    checkOnArrival.mockImplementation(() => new Promise<void>((r) => (answer = () => r(p.store.set(p.status, 'user')))));
    const a = p.start.startLoginCheck(p.store);
    const b = p.start.startLoginCheck(p.store);
    await settle();
    expect(checkOnArrival).toHaveBeenCalledTimes(1);
    answer();
    await Promise.all([a, b]);
    await p.start.startLoginCheck(p.store);
    expect(checkOnArrival).toHaveBeenCalledTimes(1);
    expect(p.current()).toBe('user');
  });

  describe('the one retry (fake timers)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('when the check’s code cannot be had, tries once more, then goes on as a visitor', async () => {
      const p = await page();
      mockImportFailures = 2;
      await p.start.startLoginCheck(p.store);
      expect(p.current()).toBe('checking');
      await jest.advanceTimersByTimeAsync(p.start.LOGIN_CHECK_RETRY_MS);
      expect(mockImportFailures).toBe(0); // imported twice, failed twice
      expect(p.current()).toBe('guest');
      expect(checkOnArrival).not.toHaveBeenCalled();
    });

    it('when the code comes the second time, the check runs then', async () => {
      const p = await page();
      mockImportFailures = 1;
      await p.start.startLoginCheck(p.store);
      expect(p.current()).toBe('checking');
      await jest.advanceTimersByTimeAsync(p.start.LOGIN_CHECK_RETRY_MS);
      expect(checkOnArrival).toHaveBeenCalledTimes(1);
      expect(p.current()).toBe('guest'); // what the (mocked) check answered
    });

    it('a check that fails itself is not run a second time (it would report the landing twice)', async () => {
      const p = await page('/?bd_vid=5');
      checkOnArrival.mockRejectedValue(new Error('bug'));
      await p.start.startLoginCheck(p.store);
      expect(p.current()).toBe('guest');
      await jest.advanceTimersByTimeAsync(p.start.LOGIN_CHECK_RETRY_MS * 2);
      expect(checkOnArrival).toHaveBeenCalledTimes(1);
    });
  });

  it('a failure never turns a member found meanwhile into a visitor', async () => {
    const p = await page();
    checkOnArrival.mockImplementation(async () => {
      p.store.set(p.status, 'user');
      throw new Error('late failure');
    });
    await p.start.startLoginCheck(p.store);
    expect(p.current()).toBe('user');
  });
});
