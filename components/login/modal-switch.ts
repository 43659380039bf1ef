import { getDefaultStore } from 'jotai';
import { accountModalAtom, type AccountModalType } from './state';

/** SPEC §4/§9: changing the modal type while it is open closes it, then reopens after 200 ms. */
export const MODAL_REOPEN_DELAY_MS = 200;

export interface TypedModal<T> {
  open: boolean;
  type: T;
}

/**
 * An opener for a typed modal kept elsewhere (an atom): same type or closed → open now;
 * another type while open → close, then open with the new type after the delay, so the closing
 * animation finishes and the content is mounted fresh. A newer call cancels a pending reopen.
 */
export function typedModalOpener<T>(read: () => TypedModal<T>, write: (next: TypedModal<T>) => void, delay = MODAL_REOPEN_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (type: T): void => {
    clearTimeout(timer);
    timer = undefined;
    const current = read();
    if (current.open && current.type !== type) {
      write({ open: false, type: current.type });
      timer = setTimeout(() => {
        timer = undefined;
        write({ open: true, type });
      }, delay);
      return;
    }
    write({ open: true, type });
  };
}

const store = getDefaultStore();

/** Opens the VIP / personal modal with a type (the site-wide instance on jotai's default store). */
export const openAccountModal = typedModalOpener<AccountModalType>(
  () => store.get(accountModalAtom),
  (next) => store.set(accountModalAtom, next),
);

export function closeAccountModal(): void {
  store.set(accountModalAtom, { ...store.get(accountModalAtom), open: false });
}
