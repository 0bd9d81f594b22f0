import { errorText } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import type { LoadStatus } from '@wl/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import { ENTERTAINMENT_GROUP_CODES, THAI_GROUP_IDS, type LobbyMode } from '../../../constants';
import { lotteryGamesEndpoint, type LotteryGame } from '../api/lottery-games';

/** A group of the lottery menu. */
export interface LotteryGroup {
  id: number;
  code: string;
  /** Groups 9, 10 and 11 are Thai (spec/products.md §4). */
  thai: boolean;
  games: LotteryGame[];
}

/** Is the group an entertainment group (see {@link ENTERTAINMENT_GROUP_CODES}); Thai groups never are. */
export function isEntertainmentGroup(group: Pick<LotteryGroup, 'code' | 'thai'>): boolean {
  return !group.thai && ENTERTAINMENT_GROUP_CODES.includes(group.code);
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
  state: LoadStatus = 'idle';
  error = '';
  private request = 0;

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<GamesStore, 'shell' | 'request'>(this, { shell: false, request: false });
  }

  /** Load (or reload) the games; a reload keeps the current list on screen until the answer comes. */
  async load(): Promise<void> {
    const request = ++this.request;
    if (this.state !== 'ready') this.state = 'loading';
    this.error = '';
    try {
      const games = await this.shell.api.call(lotteryGamesEndpoint);
      if (request !== this.request) return;
      runInAction(() => {
        this.games = games;
        this.state = 'ready';
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        // A failed background reload keeps the list (the countdowns retry); a failed first load shows the retry card.
        if (this.state !== 'ready') this.state = 'error';
        this.error = errorText(error);
      });
    }
  }

  get groups(): LotteryGroup[] {
    return groupGames(this.games);
  }

  /** The groups a lobby of `mode` lists. */
  groupsFor(mode: LobbyMode): LotteryGroup[] {
    if (mode === 'all') return this.groups;
    const entertainment = mode === 'entertainment';
    return this.groups.filter((group) => isEntertainmentGroup(group) === entertainment);
  }

  find(gameCode: string | null | undefined): LotteryGame | undefined {
    return gameCode ? this.games.find((g) => g.gameCode === gameCode) : undefined;
  }
}
