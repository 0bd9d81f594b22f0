import { MINI_GAME_FLAGS, MINI_GAME_HIDDEN_ROUTES } from './constants';
import { isMiniGameHiddenRoute, miniGameShown } from './mini-game-gate';

const flags =
  (...on: string[]) =>
  (modId: string) =>
    on.includes(modId);

describe('the mini-game gate', () => {
  it('hides the mini-game on /seamless, /trial, /login and /register and below them', () => {
    expect(MINI_GAME_HIDDEN_ROUTES).toEqual(['/seamless', '/trial', '/login', '/register']);
    for (const route of MINI_GAME_HIDDEN_ROUTES) {
      expect(isMiniGameHiddenRoute(route)).toBe(true);
      expect(isMiniGameHiddenRoute(`${route}/`)).toBe(true);
      expect(isMiniGameHiddenRoute(`${route}/more`)).toBe(true);
      expect(isMiniGameHiddenRoute(route.toUpperCase())).toBe(true);
    }
    for (const route of ['/', '/lottery', '/trials', '/registered', '/member', '/electron'])
      expect(isMiniGameHiddenRoute(route)).toBe(false);
  });

  it('shows it only to a logged-in member, with a mini-game flag on, off the hidden routes', () => {
    const both = flags(...MINI_GAME_FLAGS);
    expect(miniGameShown({ pathname: '/', loggedIn: true, isOn: both })).toBe(true);
    expect(miniGameShown({ pathname: '/', loggedIn: false, isOn: both })).toBe(false);
    expect(miniGameShown({ pathname: '/login', loggedIn: true, isOn: both })).toBe(false);
    expect(miniGameShown({ pathname: '/seamless', loggedIn: true, isOn: both })).toBe(false);
    expect(miniGameShown({ pathname: '/', loggedIn: true, isOn: flags() })).toBe(false);
  });

  it('takes either flag: LOTTMINIGAME3 or SEALOTTMINIGAME3', () => {
    expect(miniGameShown({ pathname: '/lottery', loggedIn: true, isOn: flags('LOTTMINIGAME3') })).toBe(true);
    expect(miniGameShown({ pathname: '/lottery', loggedIn: true, isOn: flags('SEALOTTMINIGAME3') })).toBe(
      true,
    );
  });
});
