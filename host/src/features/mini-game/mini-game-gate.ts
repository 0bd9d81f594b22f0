import { MINI_GAME_FLAGS, MINI_GAME_HIDDEN_ROUTES } from './constants';

/** What decides whether the mini-game shows. */
export interface MiniGameGate {
  pathname: string;
  loggedIn: boolean;
  isOn(modId: string): boolean;
}

/** Is `pathname` one of the hidden routes or below one (`/trial`, `/trial/x`, not `/trials`)? Case-insensitive. */
export function isMiniGameHiddenRoute(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return MINI_GAME_HIDDEN_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
}

/**
 * The floating mini-game shows for a logged-in member, when the merchant has one of its flags on, on every route but
 * the hidden ones (spec/products.md §2).
 */
export function miniGameShown({ pathname, loggedIn, isOn }: MiniGameGate): boolean {
  return loggedIn && MINI_GAME_FLAGS.some((flag) => isOn(flag)) && !isMiniGameHiddenRoute(pathname);
}
