import { errorText } from '@wl/api-client';
import type { LaunchGameParams, ShellServices } from '@wl/shell-contract';
import { FREEPLAY_FLAG, SUPPORT_PLAY_TRIAL } from '../../constants';
import type { Game } from '../../api/game-list';
import type { VendorCard } from '../../api/vendors';

/** Something that can be launched: a game of a list or a vendor card with isGame `game`. */
export type Launchable = Game | VendorCard;

/**
 * The launch fields of a game or card (spec/products.md §3) as `shell.launchGame` takes them, as the server sent
 * them: a game with neither gameId nor roomId is not configured, and the launch says in_stay_tuned (§4). A trial is
 * a demo launch (freeplay 1).
 */
export function launchParamsOf(item: Launchable, demo: boolean): LaunchGameParams {
  const trial = 'supportPlay' in item && item.supportPlay === SUPPORT_PLAY_TRIAL;
  return {
    gameId: item.gameId ?? null,
    nodeId: item.nodeId ?? null,
    roomId: item.roomId ?? null,
    matchId: item.matchId ?? null,
    leagueId: item.leagueId ?? null,
    vassalage: item.vassalage ?? ('accountTypeName' in item ? item.accountTypeName : ''),
    gameType: item.gameType ?? null,
    freeplay: item.freeplay ?? (trial ? 1 : 0),
    appNewWindow: item.appNewWindow ?? 0,
    platform: item.platform ?? null,
    demo,
  };
}

/** A free trial is offered when the game has one (supportPlay 0) and the merchant allows free play (FREEPLAY3). */
export function hasTrial(shell: ShellServices, game: Game): boolean {
  return game.supportPlay === SUPPORT_PLAY_TRIAL && shell.flags.isOn(FREEPLAY_FLAG);
}

/**
 * Launch for real money. It needs a logged-in, real (non-demo) account (spec/products.md §4, §5): `shell.launchGame`
 * checks both, for every area. Call it inside the click handler: `shell.launchGame` runs before the first await, so
 * a new game window may still open.
 */
export async function playGame(shell: ShellServices, item: Launchable): Promise<void> {
  try {
    await shell.launchGame(launchParamsOf(item, false));
  } catch (error) {
    await shell.dialogs.warn(errorText(error));
  }
}

/** Launch the free trial; open to visitors. A failed trial launch is only logged (spec/products.md §4). */
export async function tryGame(shell: ShellServices, game: Game): Promise<void> {
  try {
    await shell.launchGame(launchParamsOf(game, true));
  } catch (error) {
    console.warn('[games-lobby] trial launch failed', errorText(error));
  }
}
