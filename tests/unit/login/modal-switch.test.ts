import { getDefaultStore } from 'jotai';
import { closeAccountModal, MODAL_REOPEN_DELAY_MS, openAccountModal, typedModalOpener, type TypedModal } from '@/components/login/modal-switch';
import { accountModalAtom } from '@/components/login/state';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function harness() {
  let state: TypedModal<'vip' | 'account'> = { open: false, type: 'account' };
  const writes: TypedModal<'vip' | 'account'>[] = [];
  const open = typedModalOpener(
    () => state,
    (next) => {
      state = next;
      writes.push(next);
    },
  );
  return { open, get state() {
    return state;
  }, writes };
}

describe('VIP / personal modal type switch (SPEC §4, 200 ms)', () => {
  it('opens at once when closed', () => {
    const h = harness();
    h.open('vip');
    expect(h.state).toEqual({ open: true, type: 'vip' });
  });

  it('stays open without flicker for the same type', () => {
    const h = harness();
    h.open('vip');
    h.open('vip');
    expect(h.writes.every((w) => w.open)).toBe(true);
  });

  it('closes on a type change and reopens with the new type after exactly 200 ms', () => {
    const h = harness();
    h.open('account');
    h.open('vip');
    expect(h.state).toEqual({ open: false, type: 'account' });
    jest.advanceTimersByTime(MODAL_REOPEN_DELAY_MS - 1);
    expect(h.state.open).toBe(false);
    jest.advanceTimersByTime(1);
    expect(h.state).toEqual({ open: true, type: 'vip' });
    expect(MODAL_REOPEN_DELAY_MS).toBe(200);
  });

  it('lets a newer request replace a pending reopen', () => {
    const h = harness();
    h.open('account');
    h.open('vip');
    jest.advanceTimersByTime(100);
    h.open('account');
    expect(h.state).toEqual({ open: true, type: 'account' });
    jest.advanceTimersByTime(500);
    expect(h.state).toEqual({ open: true, type: 'account' });
  });

  it('drives the site-wide atom', () => {
    const store = getDefaultStore();
    openAccountModal('account');
    expect(store.get(accountModalAtom)).toEqual({ open: true, type: 'account' });
    openAccountModal('vip');
    expect(store.get(accountModalAtom).open).toBe(false);
    jest.advanceTimersByTime(200);
    expect(store.get(accountModalAtom)).toEqual({ open: true, type: 'vip' });
    closeAccountModal();
    expect(store.get(accountModalAtom).open).toBe(false);
  });
});
