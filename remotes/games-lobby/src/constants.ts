/**
 * The games-lobby constants of spec/products.md (§2, §4, §9), named as the spec names them.
 */

/** Game types a lobby lists (docs/endpoints.md, games-lobby). */
export const GAME_TYPES = ['LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP', 'LOTT', 'ELOTT', 'ESPORTS'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Slot lobby page size (§9). */
export const SLOT_LOBBY_PAGE_SIZE = 40;
/** Electron lobby default page size (§9). */
export const ELECTRON_LOBBY_PAGE_SIZE = 40;
/** Vendor popup page size (§9; the popup is not part of this slice). */
export const POPUP_PAGE_SIZE = 10;
/** The vendor strip scrolls in 150 px steps (§9)... */
export const VENDOR_STRIP_STEP = 150;
/** ...shows 8 vendors, and scrolls only when there are more than 8 (§2, §9). */
export const VENDOR_STRIP_VISIBLE = 8;
/** Each games-entry tile shows up to 3 vendors (§2). */
export const ENTRY_TILE_VENDORS = 3;
/** The games-entry tiles, in the order the home page shows them (§2; the lottery tile belongs to the lottery area). */
export const ENTRY_TILE_TYPES: readonly GameType[] = ['SPORTS', 'LIVE', 'FISH', 'PVP', 'RNG'];
/** Game platform and client type sent with game-list queries (§3, §9). */
export const GAME_PLATFORM = 'html5-desktop';
export const CLIENT_TYPE = 3;
/** `supportPlay` 0 means a free trial exists (§3). */
export const SUPPORT_PLAY_TRIAL = 0;
/** The electronic-games lobby route; an RNG vendor goes to `/electron?page={vendor}` (§2). */
export const ELECTRON_ROUTE = '/electron';
/** Query parameter naming the vendor of a lobby (§2). */
export const VENDOR_QUERY = 'page';
/** Whitelabel flag of free play (spec/products.md §6); the trial button needs it. */
export const FREEPLAY_FLAG = 'FREEPLAY3';

/**
 * The game type each of the remote's base paths lists. electron, rng and arcade are slots; live and casino the live
 * casino; pvp and table the card games.
 */
export const BASE_PATH_GAME_TYPES: Record<string, GameType> = {
  '/electron': 'RNG',
  '/rng': 'RNG',
  '/arcade': 'RNG',
  '/live': 'LIVE',
  '/casino': 'LIVE',
  '/fish': 'FISH',
  '/sports': 'SPORTS',
  '/pvp': 'PVP',
  '/table': 'PVP',
  '/esports': 'ESPORTS',
};

/** The game type of a base path (`/live`, `/live/`); unknown paths list slots. */
export function gameTypeOfBasePath(basePath: string): GameType {
  const key = `/${basePath.split('/').filter(Boolean)[0] ?? ''}`.toLowerCase();
  return BASE_PATH_GAME_TYPES[key] ?? 'RNG';
}
