/** The floating mini-game's constants (spec/products.md §2, §4, §6). */

/** The whitelabel flags of the mini-game: the lottery's and the SEA lottery's (§6). */
export const MINI_GAME_FLAG = 'LOTTMINIGAME3';
export const SEA_MINI_GAME_FLAG = 'SEALOTTMINIGAME3';

/** The mini-game's script, under /mini-game/ (§2; the file name is ours, docs/endpoints.md). */
export const MINI_GAME_SCRIPT_URL = '/mini-game/launcher.js';
/** The global the script defines. */
export const MINI_GAME_GLOBAL = 'WlMiniGame';

/** A press turns into a drag only after 150 ms (§4); a shorter press is a click. */
export const DRAG_START_MS = 150;
/** The launcher tilts with the drag, at most 25 degrees either way (§4). */
export const MAX_TILT_DEG = 25;
/** Degrees of tilt per pixel of horizontal movement between two pointer events (ours). */
export const TILT_PER_PX = 1.5;
/** Arrow keys move the launcher this many pixels (ours: keyboard dragging). */
export const KEY_STEP_PX = 16;
/**
 * Where the launcher starts: its distance from the start edge (the left; the right in a right-to-left language) and
 * the bottom, in the shell's gutter beside the page (the end edge has the quick links and the chat launcher), and its
 * size (ours).
 */
export const START_MARGIN_LEFT = 24;
export const START_MARGIN_BOTTOM = 140;
export const LAUNCHER_SIZE = 56;
