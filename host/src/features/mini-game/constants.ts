/** Where and for whom the host places the lottery's floating mini-game (spec/products.md §2, §6). */

/** The whitelabel flags of the mini-game: the lottery's and the SEA lottery's; either one shows it (§6). */
export const MINI_GAME_FLAGS = ['LOTTMINIGAME3', 'SEALOTTMINIGAME3'] as const;

/**
 * Routes where the mini-game is hidden (§2 "hidden on certain routes"): the in-page game views and the sign-in and
 * registration pages. A route hides its sub-paths too.
 */
export const MINI_GAME_HIDDEN_ROUTES = ['/seamless', '/trial', '/login', '/register'] as const;

/** The lottery remote's widget that is the mini-game. */
export const MINI_GAME_WIDGET = 'MiniGame';
