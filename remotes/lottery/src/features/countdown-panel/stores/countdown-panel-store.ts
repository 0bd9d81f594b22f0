import type { DrawBroadcast, ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, observable, reaction, type IReactionDisposer } from 'mobx';
import { COUNTDOWN_PANEL_GAMES, DEFAULT_GAME_CODES, LIVE_VIDEO_ON, LOTTERY_ROUTE } from '../../../constants';
import type { LotteryGame } from '../../../api/lottery-games';
import { CountdownStore } from '../../../lib/countdown/countdown-store';
import { GamesStore } from '../../../lib/games/games-store';

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

/** The countdown key of a game's lock time (betting closes). */
export const lockKey = (gameCode: string): string => `${gameCode}:lock`;

/**
 * The home page's countdown panel (spec/products.md §2): up to 5 lottery games with live countdowns to their draws
 * and lock times, and the live-video games listed separately. Every countdown follows the page's one shared ticker;
 * when one reaches zero the games are reloaded (at most once per 5 s), and a draw broadcast of a shown game (through
 * the shell's topic service) shows its numbers and reloads the games at once, re-syncing the countdowns.
 */
export class CountdownPanelStore {
  readonly games: GamesStore;
  readonly countdown: CountdownStore;
  /** The last draw broadcast per shown game. */
  readonly lastDraws = observable.map<string, DrawBroadcast>();
  private disposeSync: IReactionDisposer | null = null;
  private disposeDraws: IReactionDisposer | null = null;
  private stopDraws: (() => void)[] = [];

  constructor(
    private readonly shell: ShellServices,
    clock?: () => number,
  ) {
    this.games = new GamesStore(shell, clock);
    this.countdown = new CountdownStore({
      onExpire: () => void this.games.load(),
      // A tab waking from sleep re-syncs every countdown from the server.
      onResync: () => void this.games.load(),
      clock,
    });
    makeAutoObservable<CountdownPanelStore, 'shell' | 'disposeSync' | 'disposeDraws' | 'stopDraws'>(this, {
      shell: false,
      games: false,
      countdown: false,
      lastDraws: false,
      disposeSync: false,
      disposeDraws: false,
      stopDraws: false,
    });
  }

  start(): void {
    // Every (re)load restarts the countdowns from the fresh remainTimes and lock times, half the round trip corrected.
    this.disposeSync ??= reaction(
      () => this.games.games,
      (games) =>
        this.countdown.replaceAll(
          games.flatMap((g): [string, number, boolean][] => [
            [g.gameCode, g.remainTime, true],
            [lockKey(g.gameCode), g.lockTime ?? 0, false],
          ]),
          this.games.trip,
        ),
      { fireImmediately: true },
    );
    // Follow the draws of the games shown.
    this.disposeDraws ??= reaction(
      () => [...this.lotteryGames, ...this.liveGames].map((g) => g.gameCode).join(','),
      (codes) => {
        for (const stop of this.stopDraws) stop();
        this.stopDraws = codes
          .split(',')
          .filter(Boolean)
          .map((code) => this.shell.realtime.subscribeDraws(code, (draw) => this.onDraw(draw)));
      },
      { fireImmediately: true },
    );
    if (this.games.gamesLoad.status !== 'ready') void this.games.load();
    this.countdown.start();
  }

  dispose(): void {
    this.countdown.dispose();
    this.disposeSync?.();
    this.disposeSync = null;
    this.disposeDraws?.();
    this.disposeDraws = null;
    for (const stop of this.stopDraws) stop();
    this.stopDraws = [];
  }

  /** A shown game drew: show its numbers and reload the games (the next issue is open). */
  onDraw(draw: DrawBroadcast): void {
    this.lastDraws.set(draw.gameCode, draw);
    void this.games.load();
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
