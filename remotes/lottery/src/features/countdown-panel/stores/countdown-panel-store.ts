import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { COUNTDOWN_PANEL_GAMES, DEFAULT_GAME_CODES, LIVE_VIDEO_ON, LOTTERY_ROUTE } from '../../../constants';
import type { LotteryGame } from '../../games/api/lottery-games';
import { GamesStore } from '../../games/stores/games-store';
import { CountdownStore } from '../../countdown/stores/countdown-store';

const DEFAULTS: readonly string[] = DEFAULT_GAME_CODES;

/** The default games first (in their order), then the rest as the server lists them. */
function byDefaultsFirst(games: readonly LotteryGame[]): LotteryGame[] {
  const rank = (g: LotteryGame) =>
    DEFAULTS.includes(g.gameCode) ? DEFAULTS.indexOf(g.gameCode) : DEFAULTS.length;
  return games
    .map((game, index) => ({ game, index }))
    .sort((a, b) => rank(a.game) - rank(b.game) || a.index - b.index)
    .map(({ game }) => game);
}

/**
 * The home page's countdown panel (spec/products.md §2): up to 5 lottery games with live countdowns to their draws,
 * and the live-video games listed separately. One interval for every countdown; when one reaches zero the games are
 * reloaded (at most once per 5 s).
 */
export class CountdownPanelStore {
  readonly games: GamesStore;
  readonly countdown: CountdownStore;
  private disposeSync: IReactionDisposer | null = null;

  constructor(
    private readonly shell: ShellServices,
    clock?: () => number,
  ) {
    this.games = new GamesStore(shell);
    this.countdown = new CountdownStore({ onExpire: () => void this.games.load(), clock });
    makeAutoObservable<CountdownPanelStore, 'shell' | 'disposeSync'>(this, {
      shell: false,
      games: false,
      countdown: false,
      disposeSync: false,
    });
  }

  start(): void {
    // Every (re)load restarts the countdowns from the fresh remainTimes.
    this.disposeSync ??= reaction(
      () => this.games.games,
      (games) => this.countdown.replaceAll(games.map((g) => [g.gameCode, g.remainTime])),
      { fireImmediately: true },
    );
    if (this.games.state !== 'ready') void this.games.load();
    this.countdown.start();
  }

  dispose(): void {
    this.countdown.dispose();
    this.disposeSync?.();
    this.disposeSync = null;
  }

  /** Up to 5 lottery games (not live video), the default games first. */
  get lotteryGames(): LotteryGame[] {
    return byDefaultsFirst(this.games.games.filter((g) => g.liveVideoSwitch !== LIVE_VIDEO_ON)).slice(
      0,
      COUNTDOWN_PANEL_GAMES,
    );
  }

  /** Up to 5 live-video games, listed separately. */
  get liveGames(): LotteryGame[] {
    return this.games.games
      .filter((g) => g.liveVideoSwitch === LIVE_VIDEO_ON)
      .slice(0, COUNTDOWN_PANEL_GAMES);
  }

  /** `/lottery?gameCode=..&playType=..` for a game. */
  routeOf(game: LotteryGame): string {
    const query = new URLSearchParams({ gameCode: game.gameCode });
    if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
    return `${LOTTERY_ROUTE}?${query.toString()}`;
  }

  open(game: LotteryGame): void {
    this.shell.navigate(this.routeOf(game));
  }
}
