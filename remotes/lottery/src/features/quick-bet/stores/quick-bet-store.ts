import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import { DEFAULT_GAME_CODES } from '../../../constants';
import { lotteryGamesEndpoint, type LotteryGame } from '../../../api/lottery-games';
import { IssueStore } from '../../../lib/issue/issue-store';
import type { RandomSource } from '../../../lib/random/random-below';
import { lotteryRoute } from '../../../lib/routes/lottery-route';
import {
  BET_PARAM_SEPARATOR,
  QUICK_BET_GAMES,
  QUICK_BET_GAMES_SPECIAL,
  QUICK_BET_SPECIAL_MODE_FLAG,
} from '../constants';
import { pickKindOf, quickPick, type PickKind } from '../random-numbers';

const DEFAULTS: readonly string[] = DEFAULT_GAME_CODES;

/**
 * The games the quick bet lists: the default games in their order (those the server has), then, to fill 5 (6 in
 * special mode), the other SSC and 11X5 games in the server's order.
 */
export function quickBetGames(games: readonly LotteryGame[], special: boolean): LotteryGame[] {
  const count = special ? QUICK_BET_GAMES_SPECIAL : QUICK_BET_GAMES;
  const playable = games.filter((game) => pickKindOf(game) !== null);
  const defaults = DEFAULTS.flatMap((code) => playable.filter((game) => game.gameCode === code));
  const others = playable.filter((game) => !DEFAULTS.includes(game.gameCode));
  return [...defaults, ...others].slice(0, count);
}

/** Options of {@link QuickBetStore}. */
export interface QuickBetOptions {
  /** Time source of the countdown (epoch ms). */
  clock?: () => number;
  /** Random values for the picks; `crypto.getRandomValues` by default. */
  random?: RandomSource;
}

/**
 * The home page's quick bet (spec/products.md §2, §9): pick a lottery game, see its current issue and the countdown
 * to its draw (GET /lgw/numeros/near, the lobby's issue store and its 1 s countdown), get 5 random numbers (SSC 5
 * digits 0-9, 11X5 5 distinct 01-11, from `crypto.getRandomValues`) and go to betting: the lottery route with the
 * game, its default play type and the numbers as `bet_param`.
 */
export class QuickBetStore {
  games: LotteryGame[] = [];
  readonly load = new LoadState();
  selectedCode: string | null = null;
  numbers: string[] = [];
  readonly issue: IssueStore;
  private readonly random: RandomSource | undefined;

  constructor(
    private readonly shell: ShellServices,
    options: QuickBetOptions = {},
  ) {
    this.random = options.random;
    // At zero the countdown asks (at most once per 5 s) for the next issue.
    this.issue = new IssueStore(shell, () => this.issue.retry(), options.clock);
    makeAutoObservable<QuickBetStore, 'shell' | 'random'>(this, {
      shell: false,
      random: false,
      load: false,
      issue: false,
    });
  }

  /** Special mode (see {@link QUICK_BET_SPECIAL_MODE_FLAG}): 6 games instead of 5. */
  get special(): boolean {
    return this.shell.flags.isOn(QUICK_BET_SPECIAL_MODE_FLAG);
  }

  /** The games to pick from. */
  get choices(): LotteryGame[] {
    return quickBetGames(this.games, this.special);
  }

  get selected(): LotteryGame | undefined {
    return this.choices.find((game) => game.gameCode === this.selectedCode);
  }

  get kind(): PickKind | null {
    return this.selected ? pickKindOf(this.selected) : null;
  }

  /** Load the games and select the first; start the countdown. */
  async start(): Promise<void> {
    this.issue.countdown.start();
    await this.load.run(
      () => this.shell.api.call(lotteryGamesEndpoint),
      (games) => {
        this.games = games;
      },
    );
    const first = this.choices[0];
    if (this.load.status === 'ready' && first && !this.selected) this.select(first.gameCode);
  }

  dispose(): void {
    this.issue.countdown.dispose();
  }

  /** Pick a game: load its current issue and draw fresh numbers by its rules. */
  select(gameCode: string): void {
    if (!this.choices.some((game) => game.gameCode === gameCode)) return;
    this.selectedCode = gameCode;
    this.shuffle();
    void this.issue.load(gameCode);
  }

  /** Draw 5 new random numbers for the selected game. */
  shuffle(): void {
    const kind = this.kind;
    this.numbers = kind ? quickPick(kind, this.random) : [];
  }

  /** `/lottery?gameCode=..&playType=..&bet_param=..` of the selected game and numbers. */
  get betRoute(): string | null {
    const game = this.selected;
    if (!game || this.numbers.length === 0) return null;
    return lotteryRoute({
      gameCode: game.gameCode,
      playType: game.defaultPlayType,
      bet_param: this.numbers.join(BET_PARAM_SEPARATOR),
    });
  }

  /** Go to betting with the numbers (the lottery lobby preselects them). */
  bet(): void {
    const route = this.betRoute;
    if (route) this.shell.navigate(route);
  }
}
