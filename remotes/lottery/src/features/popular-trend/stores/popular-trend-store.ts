import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import { POPULAR_LOTTERY_COUNT } from '../../../constants';
import { lotteryRoute } from '../../../lib/routes/lottery-route';
import { popularGamesEndpoint, type PopularGame } from '../api/popular-games';

/**
 * The popular-trend strip (spec/products.md §2, §9): the 4 most popular lotteries (GET /lgw/games/popular?count=4);
 * a click goes to the lottery route with the game.
 */
export class PopularTrendStore {
  games: PopularGame[] = [];
  readonly load = new LoadState();

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<PopularTrendStore, 'shell'>(this, { shell: false, load: false });
  }

  fetch(): Promise<void> {
    return this.load.run(
      () => this.shell.api.call(popularGamesEndpoint, { params: { count: POPULAR_LOTTERY_COUNT } }),
      (games) => {
        // A server that ignores `count` still shows 4.
        this.games = games.slice(0, POPULAR_LOTTERY_COUNT);
      },
    );
  }

  routeOf(game: PopularGame): string {
    return lotteryRoute({ gameCode: game.gameCode });
  }

  choose(game: PopularGame): void {
    this.shell.navigate(this.routeOf(game));
  }
}
