import type { DrawBroadcast, ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, observable, reaction, type IReactionDisposer } from 'mobx';
import { MENU_GAMES_PER_GROUP, type LobbyMode } from '../../../constants';
import type { LotteryGame } from '../../games/api/lottery-games';
import type { GamesStore, LotteryGroup } from '../../games/stores/games-store';
import { IssueStore } from '../../issue/stores/issue-store';
import { ResultsStore } from '../../results/stores/results-store';

/**
 * The lottery lobby (/lottery, /lott, /elott): the game-group menu (4 games per group, the rest folded), the selected
 * game (the `gameCode` query, default the first listed) with its current issue and live countdown, and its last
 * 5 draws. {@link start} on mount, {@link dispose} on unmount.
 */
export class LobbyStore {
  /** The gameCode the URL asks for. */
  requestedCode: string | null = null;
  /** Groups unfolded beyond their first 4 games. */
  readonly expanded = observable.set<number>();
  readonly issue: IssueStore;
  readonly results: ResultsStore;
  private disposeSelection: IReactionDisposer | null = null;
  /** Stops following the selected game's draw broadcasts. */
  private stopDraws: (() => void) | null = null;

  constructor(
    private readonly shell: ShellServices,
    readonly games: GamesStore,
    readonly mode: LobbyMode,
    clock?: () => number,
  ) {
    this.issue = new IssueStore(shell, () => this.refresh(), clock);
    this.results = new ResultsStore(shell);
    makeAutoObservable<LobbyStore, 'disposeSelection' | 'stopDraws' | 'shell'>(this, {
      shell: false,
      stopDraws: false,
      games: false,
      issue: false,
      results: false,
      disposeSelection: false,
    });
  }

  /** Load the games (unless loaded), follow the selected game and start the countdown. */
  start(): void {
    if (this.games.state === 'idle' || this.games.state === 'error') void this.games.load();
    // Whenever the selected game changes (URL or first load), load its issue and draws, and follow its draw
    // broadcasts through the shell: a draw shows at once, without waiting for the countdown.
    this.disposeSelection ??= reaction(
      () => this.selected?.gameCode,
      (code) => {
        this.stopDraws?.();
        this.stopDraws = null;
        if (!code) return;
        void this.issue.load(code);
        void this.results.load(code);
        this.stopDraws = this.shell.realtime.subscribeDraws(code, (draw) => this.onDraw(draw));
      },
      { fireImmediately: true },
    );
    this.issue.countdown.start();
  }

  dispose(): void {
    this.issue.countdown.dispose();
    this.disposeSelection?.();
    this.disposeSelection = null;
    this.stopDraws?.();
    this.stopDraws = null;
  }

  /** A draw of the selected game was broadcast: list it first, and load the issue that is now open. */
  onDraw(draw: DrawBroadcast): void {
    if (draw.gameCode !== this.selected?.gameCode) return;
    this.results.applyDraw(draw);
    void this.issue.load(draw.gameCode);
  }

  /** The menu's groups for this lobby's mode. */
  get groups(): LotteryGroup[] {
    return this.games.groupsFor(this.mode);
  }

  /** The games a group shows: the first 4 unless unfolded. */
  visibleGames(group: LotteryGroup): LotteryGame[] {
    return this.expanded.has(group.id) ? group.games : group.games.slice(0, MENU_GAMES_PER_GROUP);
  }

  /** A group with more than 4 games has a more/fold toggle. */
  folds(group: LotteryGroup): boolean {
    return group.games.length > MENU_GAMES_PER_GROUP;
  }

  toggleGroup(groupId: number): void {
    if (this.expanded.has(groupId)) this.expanded.delete(groupId);
    else this.expanded.add(groupId);
  }

  /** Follow the URL's gameCode. */
  select(gameCode: string | null): void {
    this.requestedCode = gameCode;
  }

  /**
   * The selected game: the requested one when it exists (a link to any game works in every lobby), else the first
   * game of this lobby's groups.
   */
  get selected(): LotteryGame | null {
    return this.games.find(this.requestedCode) ?? this.groups[0]?.games[0] ?? null;
  }

  /** The countdown reached zero: reload the issue and the draws (the countdown store throttles this). */
  refresh(): void {
    const code = this.selected?.gameCode;
    if (!code) return;
    void this.issue.load(code);
    void this.results.load(code);
  }

  /** Where a menu click goes: the lobby with the game and its default play type (spec/products.md §2). */
  linkParams(game: LotteryGame): Record<string, string> {
    return { gameCode: game.gameCode, ...(game.defaultPlayType ? { playType: game.defaultPlayType } : {}) };
  }
}
