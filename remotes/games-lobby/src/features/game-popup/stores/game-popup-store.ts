import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import { CLIENT_TYPE, LIST_PLATFORMS, POPUP_PAGE_SIZE } from '../../../constants';
import { gameListEndpoint, type Game, type GameListQuery } from '../../../api/game-list';
import { hasTrial, playGame, tryGame } from '../../../lib/game-actions/game-actions';
import { launchGuardFor } from '../../../lib/game-actions/launch-guard';

/** The vendor a popup lists: its name, display name and game type. */
export interface PopupVendor {
  accountTypeName: string;
  displayName: string;
  gameType: string;
}

/**
 * The game popup of a VASSALAGE vendor (spec/products.md §2): the vendor's games of one type, 10 a page, each with
 * play-now and, when it has a trial, free-trial.
 */
export class GamePopupStore {
  games: Game[] = [];
  readonly load = new LoadState();
  page = 1;
  totalPages = 0;

  /**
   * The launch under way, or null: the lobby's one launch guard (one launch at a time, from any screen or area; the
   * buttons wait). The key of a launch from this screen is its card's; another screen's or area's is not.
   */
  get launching(): unknown {
    return launchGuardFor(this.shell).running;
  }

  constructor(
    private readonly shell: ShellServices,
    readonly vendor: PopupVendor,
  ) {
    makeAutoObservable<GamePopupStore, 'shell'>(this, { shell: false });
  }

  /** Load the current page (also the retry of a failed load). */
  loadGames(): Promise<void> {
    const language = this.shell.i18n.language === 'cimode' ? 'CN' : this.shell.i18n.language;
    const params: GameListQuery = {
      gameType: this.vendor.gameType,
      vassalage: this.vendor.accountTypeName,
      merchant: this.shell.session.merchant,
      pageNo: this.page,
      pageSize: POPUP_PAGE_SIZE,
      platform: LIST_PLATFORMS,
      clientType: CLIENT_TYPE,
      language,
    };
    return this.load.run(
      () => this.shell.api.call(gameListEndpoint, { params: { ...params } }),
      (page) => {
        this.games = page.games;
        this.totalPages = page.totalPages;
      },
    );
  }

  goToPage(page: number): void {
    if (page < 1 || (this.totalPages > 0 && page > this.totalPages) || page === this.page) return;
    this.page = page;
    void this.loadGames();
  }

  hasTrial(game: Game): boolean {
    return hasTrial(this.shell, game);
  }

  /** Play now: a real launch (login and a real account needed). Runs inside the click, before any await. */
  play(game: Game): Promise<void> {
    return this.guard(game, () => playGame(this.shell, game));
  }

  /** Free trial: the demo, open to visitors. */
  trial(game: Game): Promise<void> {
    return this.guard(game, () => tryGame(this.shell, game));
  }

  private guard(game: Game, launch: () => Promise<void>): Promise<void> {
    return launchGuardFor(this.shell).run(game.nodeId, launch);
  }
}
