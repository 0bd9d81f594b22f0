import type { DrawBroadcast, ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, observable, reaction, type IReactionDisposer } from 'mobx';
import type { LotteryGame } from '../../api/lottery-games';
import {
  LONG_DRAGON_GAME_CODE,
  LOTTERY_TYPES,
  MENU_GAMES_PER_GROUP,
  MODE_GAME_TYPE,
  lottoModeOf,
  type LobbyMode,
  type LotteryType,
} from '../../constants';
import { LottoLobbyStore } from '../../features/betting/stores/lotto-lobby-store';
import { ResultsStore } from '../../features/results/stores/results-store';
import {
  gameTypeOf,
  groupGames,
  inLottoGameGroup,
  isThaiGame,
  type GamesStore,
  type LotteryGroup,
} from '../../lib/games/games-store';
import { IssueStore } from '../../lib/issue/issue-store';

/** The query of /lottery (spec/products.md §2); absent parameters are null. */
export interface LobbyQuery {
  gameCode: string | null;
  gameId: string | null;
  playType: string | null;
  betParam: string | null;
  type: string | null;
  id: string | null;
  lMode: string | null;
  lottoGameGroup: string | null;
}

/** A query with nothing in it. */
export const EMPTY_QUERY: LobbyQuery = {
  gameCode: null,
  gameId: null,
  playType: null,
  betParam: null,
  type: null,
  id: null,
  lMode: null,
  lottoGameGroup: null,
};

/**
 * The lottery lobby (/lottery, /lott, /elott): the game-group menu (4 games per group, the rest folded), the selected
 * game with its current issue and live countdown, and its last 5 draws; a bet opens the lotto lobby.
 *
 * Every query parameter of spec/products.md §2 counts: `gameCode` (or `gameId`, or `id`) preselects the game and
 * `playType` its play type; `gameCode=long_dragon` is the long-dragon bet (mode 2); `lMode` the mode (1, 2);
 * `type` (LOTT, ELOTT) and `lottoGameGroup` (a group code, type or vendor tag) narrow the list; `bet_param` carries
 * numbers to the lotto lobby. {@link start} on mount, {@link dispose} on unmount.
 */
export class LobbyStore {
  /** The query the URL carries. */
  query: LobbyQuery = EMPTY_QUERY;
  readonly betting: LottoLobbyStore;
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
    this.betting = new LottoLobbyStore(shell);
    makeAutoObservable<LobbyStore, 'disposeSelection' | 'stopDraws' | 'shell'>(this, {
      shell: false,
      stopDraws: false,
      games: false,
      issue: false,
      results: false,
      betting: false,
      disposeSelection: false,
    });
  }

  /** Load the games (unless loaded), follow the selected game and start the countdown. */
  start(): void {
    if (this.games.gamesLoad.status === 'idle' || this.games.gamesLoad.status === 'error')
      void this.games.load();
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
    this.betting.close();
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

  /** The game type the lobby lists: the base path's (/lott, /elott), else the `type` query's, else every type. */
  get gameType(): LotteryType | null {
    const fromPath = MODE_GAME_TYPE[this.mode];
    if (fromPath) return fromPath;
    const type = this.query.type?.toUpperCase();
    return (LOTTERY_TYPES as readonly string[]).includes(type ?? '') ? (type as LotteryType) : null;
  }

  /**
   * The menu's groups: the games of the lobby's type, narrowed to the `lottoGameGroup` tag when any game carries it
   * (an unknown tag keeps the list rather than showing an empty lobby).
   */
  get groups(): LotteryGroup[] {
    const type = this.gameType;
    let games = type ? this.games.games.filter((game) => gameTypeOf(game) === type) : this.games.games;
    const tag = this.query.lottoGameGroup;
    if (tag) {
      const tagged = games.filter((game) => inLottoGameGroup(game, tag));
      if (tagged.length > 0) games = tagged;
    }
    return groupGames(games);
  }

  /** The long-dragon bet (`gameCode=long_dragon`): no single game, mode 2. */
  get longDragon(): boolean {
    return this.query.gameCode === LONG_DRAGON_GAME_CODE;
  }

  /** The `lMode` query as a number, null when absent or not a number. */
  get modeNumber(): number | null {
    const mode = Number.parseInt(this.query.lMode ?? '', 10);
    return Number.isNaN(mode) ? null : mode;
  }

  /** The play type: the link's, else the selected game's default. */
  get playType(): string | null {
    return this.query.playType ?? this.selected?.defaultPlayType ?? null;
  }

  /** The lottoMode a bet on `game` opens with (spec/products.md §4). */
  lottoModeFor(game: LotteryGame): string {
    return lottoModeOf({ gameType: gameTypeOf(game), mode: this.modeNumber, thai: isThaiGame(game) });
  }

  /** The long-dragon bet's lottoMode: mode 2 of the lobby's type (LOTT unless ELOTT). */
  get longDragonMode(): string {
    return lottoModeOf({ gameType: this.gameType ?? 'LOTT', longDragon: true });
  }

  /** Bet on the selected game (or the long-dragon bet): open the lotto lobby. */
  bet(): void {
    if (this.longDragon) {
      void this.betting.open({
        lottoGameCode: LONG_DRAGON_GAME_CODE,
        lottoMode: this.longDragonMode,
        sea: false,
        title: LONG_DRAGON_GAME_CODE,
        betParam: this.query.betParam,
      });
      return;
    }
    const game = this.selected;
    if (!game) return;
    void this.betting.open({
      lottoGameCode: game.gameCode,
      lottoMode: this.lottoModeFor(game),
      sea: isThaiGame(game),
      title: game.remark,
      playType: this.playType,
      betParam: this.query.betParam,
    });
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

  /** Follow the URL's query. */
  setQuery(query: LobbyQuery): void {
    const same = (Object.keys(query) as (keyof LobbyQuery)[]).every((key) => query[key] === this.query[key]);
    if (!same) this.query = query;
  }

  /** Follow the URL's gameCode (the rest of the query cleared). */
  select(gameCode: string | null): void {
    this.setQuery({ ...EMPTY_QUERY, gameCode });
  }

  /**
   * The selected game: the one the link names by `gameCode`, else by `gameId` or `id` (a link to any game works in
   * every lobby), else the first game of this lobby's groups; none for the long-dragon bet.
   */
  get selected(): LotteryGame | null {
    if (this.longDragon) return null;
    const { gameCode, gameId, id } = this.query;
    const byId = (value: string | null) =>
      value ? this.games.games.find((g) => String(g.gameId) === value) : undefined;
    return this.games.find(gameCode) ?? byId(gameId) ?? byId(id) ?? this.groups[0]?.games[0] ?? null;
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
    const params: Record<string, string> = { gameCode: game.gameCode };
    if (game.defaultPlayType) params.playType = game.defaultPlayType;
    // The list's filters and the mode stay as the link set them.
    const { type, lMode, lottoGameGroup } = this.query;
    if (type) params.type = type;
    if (lMode) params.lMode = lMode;
    if (lottoGameGroup) params.lottoGameGroup = lottoGameGroup;
    return params;
  }
}
