import { getDefaultStore } from 'jotai';
import { loginModalAtom, type LoginView } from './state';

type Store = ReturnType<typeof getDefaultStore>;

/**
 * Opens the login modal on a view (the header button, a personal page prompt, a gated action).
 * Its own light module: the header's first load needs it, not the login check's code.
 */
export function openLoginModal(view: LoginView = 'code', store: Store = getDefaultStore()): void {
  store.set(loginModalAtom, { open: true, view });
}
