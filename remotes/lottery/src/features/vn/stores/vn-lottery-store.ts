import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import { VN_DRAW_COUNT } from '../../../constants';
import { CountdownStore } from '../../../lib/countdown/countdown-store';
import { timed } from '../../../lib/countdown/deadline';
import { vnDrawsEndpoint, vnGamesEndpoint, type VnDraw, type VnGame } from '../api/vn-lottery';

/** The countdown key of the selected game's draw. */
const DRAW = 'draw';

/**
 * The Vietnam lottery page (`/vnLottery?gameCode=`, spec/products.md §2): the Vietnam games, the selected one's open
 * issue with its countdown (the page's shared ticker), and its latest draws with every prize tier. At zero, or when
 * the game's draw is broadcast, the games and draws reload.
 */
export class VnLotteryStore {
  games: VnGame[] = [];
  draws: VnDraw[] = [];
  requested: string | null = null;
  readonly gamesLoad = new LoadState();
  readonly drawsLoad = new LoadState();
  readonly countdown: CountdownStore;
  private stopDraws: (() => void) | null = null;
  private followed: string | null = null;

  constructor(
    private readonly shell: ShellServices,
    private readonly clock: () => number = Date.now,
  ) {
    this.countdown = new CountdownStore({
      onExpire: () => this.refresh(),
      onResync: () => this.refresh(),
      clock,
    });
    makeAutoObservable<VnLotteryStore, 'shell' | 'clock' | 'stopDraws' | 'followed'>(this, {
      shell: false,
      clock: false,
      stopDraws: false,
      followed: false,
      gamesLoad: false,
      drawsLoad: false,
      countdown: false,
    });
  }

  /** The game the URL names, else the first. */
  get selected(): VnGame | null {
    return this.games.find((g) => g.gameCode === this.requested) ?? this.games[0] ?? null;
  }

  /** Open the page on `gameCode` (null: the first game). */
  open(gameCode: string | null): void {
    this.requested = gameCode;
    this.countdown.start();
    this.refresh();
  }

  /** Reload the games (re-syncing the countdown) and the selected game's draws. */
  refresh(): void {
    void this.gamesLoad.run(
      () => timed(() => this.shell.api.call(vnGamesEndpoint), this.clock),
      ({ value, trip }) => {
        this.games = value;
        const game = this.selected;
        if (game) this.countdown.set(DRAW, game.remainTime, trip);
        this.follow();
      },
    );
  }

  private follow(): void {
    const game = this.selected;
    if (!game) return;
    if (this.followed !== game.gameCode) {
      this.stopDraws?.();
      this.followed = game.gameCode;
      this.stopDraws = this.shell.realtime.subscribeDraws(game.gameCode, () => this.refresh());
    }
    this.loadDraws(game.gameCode);
  }

  loadDraws(gameCode: string): void {
    void this.drawsLoad.run(
      () => this.shell.api.call(vnDrawsEndpoint, { params: { gameCode, count: VN_DRAW_COUNT } }),
      (draws) => {
        this.draws = draws;
      },
    );
  }

  get countdownKey(): string {
    return DRAW;
  }

  dispose(): void {
    this.countdown.dispose();
    this.stopDraws?.();
    this.stopDraws = null;
    this.followed = null;
  }
}
