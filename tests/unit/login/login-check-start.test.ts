import { getDefaultStore } from 'jotai';
import { startLoginCheck, startLoginCheckSoon } from '@/lib/login/login-check-start';
import { loginStatusAtom } from '@/lib/state/account';

// The check itself is tested in login-check.test.ts; here only when it starts.
const checkOnArrival = jest.fn();
jest.mock('@/lib/login/account-store', () => ({ checkOnArrival: (...args: unknown[]) => checkOnArrival(...args) }));
let loaded: (() => void) | null = null;
jest.mock('@/lib/lazy/after-load', () => ({
  afterLoad: (fn: () => void) => {
    loaded = fn;
    return () => (loaded = null);
  },
}));

const store = getDefaultStore();
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  checkOnArrival.mockReset().mockImplementation(async () => store.set(loginStatusAtom, 'guest'));
  store.set(loginStatusAtom, 'checking');
  loaded = null;
  window.history.replaceState(null, '', '/');
});

describe('when the login check starts', () => {
  it('waits for the load, then runs once', async () => {
    const cancel = startLoginCheckSoon();
    await settle();
    expect(checkOnArrival).not.toHaveBeenCalled();
    loaded!();
    await settle();
    expect(checkOnArrival).toHaveBeenCalledTimes(1);
    // A later touch does nothing more: the listeners went with the start.
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(checkOnArrival).toHaveBeenCalledTimes(1);
    cancel();
  });

  it.each(['pointerdown', 'keydown', 'focusin'])('starts at the first %s before the load', async (type) => {
    const cancel = startLoginCheckSoon();
    window.dispatchEvent(new Event(type));
    await settle();
    expect(checkOnArrival).toHaveBeenCalledTimes(1);
    expect(loaded).toBeNull(); // the after-load start was cancelled
    cancel();
  });

  it.each(['/detail/1/3d#sso=ST-abcdefghijkl', '/?bd_vid=123'])('starts at once on %s', async (url) => {
    window.history.replaceState(null, '', url);
    startLoginCheckSoon();
    await settle();
    expect(checkOnArrival).toHaveBeenCalledTimes(1);
    expect(loaded).toBeNull();
  });

  it('does nothing on unmount before it started', async () => {
    const cancel = startLoginCheckSoon();
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(loaded).toBeNull();
    expect(checkOnArrival).not.toHaveBeenCalled();
  });

  it('runs one check for islands asking together, none once it has answered', async () => {
    let answer!: () => void;
    checkOnArrival.mockImplementation(() => new Promise<void>((r) => (answer = () => r(store.set(loginStatusAtom, 'user')))));
    const a = startLoginCheck();
    const b = startLoginCheck();
    await settle();
    expect(checkOnArrival).toHaveBeenCalledTimes(1);
    answer();
    await Promise.all([a, b]);
    await startLoginCheck();
    expect(checkOnArrival).toHaveBeenCalledTimes(1);
    expect(store.get(loginStatusAtom)).toBe('user');
  });

  it('goes on as a visitor when the check’s code cannot be had', async () => {
    checkOnArrival.mockRejectedValue(new Error('ChunkLoadError'));
    await startLoginCheck();
    expect(store.get(loginStatusAtom)).toBe('guest');
  });
});
