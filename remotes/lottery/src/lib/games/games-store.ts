import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import { lotteryGamesEndpoint, type LotteryGame } from '../../api/lottery-games';
import { MODE_GAME_TYPE, THAI_GROUP_IDS, type LobbyMode, type LotteryType } from '../../constants';
import { timed, type RoundTrip } from '../countdown/deadline';

/** A group of the lottery menu. */
export interface LotteryGroup {
  id: number;
  code: string;
  /** Groups 9, 10 and 11 are Thai (spec/products.md §4). */
  thai: boolean;
  games: LotteryGame[];
}

/** A game's product type (spec/products.md §1): its `gameType`, LOTT when the server names none. */
export function gameTypeOf(game: Pick<LotteryGame, 'gameType'>): LotteryType {
  return game.gameType?.toUpperCase() === 'ELOTT' ? 'ELOTT' : 'LOTT';
}

/** Is the game in a Thai group (9, 10, 11: spec/products.md §4), which bets in the SEA prize mode. */
export const isThaiGame = (game: Pick<LotteryGame, 'gameGroupId'>): boolean =>
  THAI_GROUP_IDS.includes(game.gameGroupId);

/**
 * Does a `lottoGameGroup` link (spec/products.md §2: the games-entry tile's tag) name this game: its group code, its
 * type (LOTT, ELOTT) or its vendor, case-insensitive.
 */
export function inLottoGameGroup(game: LotteryGame, group: string): boolean {
  const tag = group.toUpperCase();
  return [game.gameGroupCode, game.gameType, game.vassalage].some((v) => v?.toUpperCase() === tag);
}

/** Group games in the order the server lists them. */
export function groupGames(games: readonly LotteryGame[]): LotteryGroup[] {
  const groups = new Map<number, LotteryGroup>();
  for (const game of games) {
    let group = groups.get(game.gameGroupId);
    if (!group) {
      const thai = THAI_GROUP_IDS.includes(game.gameGroupId);
      group = {
        id: game.gameGroupId,
        code: game.gameGroupCode || (thai ? 'THAI' : String(game.gameGroupId)),
        thai,
        games: [],
      };
      groups.set(game.gameGroupId, group);
    }
    group.games.push(game);
  }
  return [...groups.values()];
}

/** The lottery games (GET /lgw/games) with their current issues. */
export class GamesStore {
  games: LotteryGame[] = [];
  readonly gamesLoad = new LoadState();
  /** The round trip of the last answer: countdowns built from it correct half of it. */
  trip: RoundTrip | undefined = undefined;

  constructor(
    private readonly shell: ShellServices,
    private readonly clock: () => number = Date.now,
  ) {
    makeAutoObservable<GamesStore, 'shell' | 'clock'>(this, {
      shell: false,
      clock: false,
      trip: false,
      gamesLoad: false,
    });
  }

  /**
   * Load (or reload) the games; a reload keeps the current list on screen until the answer comes, and a failed one
   * keeps it too (the countdowns retry); a failed first load shows the retry card.
   */
  load(): Promise<void> {
    return this.gamesLoad.run(
      () => timed(() => this.shell.api.call(lotteryGamesEndpoint), this.clock),
      ({ value: games, trip }) => {
        this.trip = trip;
        this.games = games;
      },
      { keepReady: 'always' },
    );
  }

  get groups(): LotteryGroup[] {
    return groupGames(this.games);
  }

  /** The groups a lobby of `mode` lists: every game, or the games of the mode's type (LOTT, ELOTT). */
  groupsFor(mode: LobbyMode): LotteryGroup[] {
    const type = MODE_GAME_TYPE[mode];
    if (!type) return this.groups;
    return groupGames(this.games.filter((game) => gameTypeOf(game) === type));
  }

  find(gameCode: string | null | undefined): LotteryGame | undefined {
    return gameCode ? this.games.find((g) => g.gameCode === gameCode) : undefined;
  }
}
