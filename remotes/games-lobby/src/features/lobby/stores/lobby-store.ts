import { errorText } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import { LoadState, type LoadStatus } from '@wl/ui';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  CLIENT_TYPE,
  ELECTRON_LOBBY_PAGE_SIZE,
  GAME_CLASSIFY_ALL,
  LIST_PLATFORMS,
  LOBBY_PAGE_FAVOURITE,
  LOBBY_PAGE_HOT,
  LOBBY_PAGE_RECENT,
  LOGIN_TABS,
  SLOT_LOBBY_PAGE_SIZE,
  VENDOR_STRIP_STEP,
  VENDOR_STRIP_VISIBLE,
  type GameClassify,
  type GameType,
  type LobbyTab,
} from '../../../constants';
import { favouriteAddEndpoint, type FavouritePayload } from '../api/favourite-add';
import { favouriteRemoveEndpoint } from '../api/favourite-remove';
import { favouritesEndpoint, type FavouritesQuery } from '../api/favourites';
import { gameListEndpoint, type Game, type GameListQuery, type GamePage } from '../../../api/game-list';
import { hotGamesEndpoint, type HotGamesQuery } from '../api/hot-games';
import { recentGamesEndpoint } from '../api/recent-games';
import { vendorsEndpoint, type VendorCard, type VendorsQuery } from '../../../api/vendors';
import { hasTrial, playGame, tryGame } from '../../../lib/game-actions/game-actions';
import { launchGuardFor } from '../../../lib/game-actions/launch-guard';

/** The `page` query value of each tab other than a vendor (spec/products.md §2). */
const TAB_PAGES: Record<Exclude<LobbyTab, 'vendor'>, string> = {
  hot: LOBBY_PAGE_HOT,
  recent: LOBBY_PAGE_RECENT,
  favourite: LOBBY_PAGE_FAVOURITE,
};

/** The tab a `page` query value names: hot, recentGameList, favGameList, else a vendor. */
export function tabOfPage(page: string | null): LobbyTab {
  const entry = Object.entries(TAB_PAGES).find(([, value]) => value === page);
  return (entry?.[0] as LobbyTab | undefined) ?? 'vendor';
}

/** The `page` query value of a tab (null for the vendor tab, whose page is the vendor's name). */
export function pageOfTab(tab: LobbyTab): string | null {
  return tab === 'vendor' ? null : TAB_PAGES[tab];
}

/**
 * One game lobby (spec/products.md §2, slot lobby): the vendor menu of a game type and four tabs: the selected
 * vendor's games (classification filter, search by name), hot games, the member's recent games and favourites
 * (those two need a login), 40 a page; a favourite toggle on each game (optimistic, rolled back on failure), and
 * launching a game or its free trial through the shell.
 *
 * The tab and the vendor follow the `page` query parameter: the page calls {@link open} whenever it changes.
 */
export class LobbyStore {
  vendors: VendorCard[] = [];
  /** The vendor menu's load. */
  readonly vendorsLoad = new LoadState();

  tab: LobbyTab = 'vendor';
  /** accountTypeName of the selected vendor (the vendor tab). */
  selectedVendor: string | null = null;
  games: Game[] = [];
  /** The games' load: a late answer for an old query (tab, vendor, page, filter, search) is dropped. */
  readonly gamesLoad = new LoadState();
  page = 1;
  totalPages = 0;
  /** The classification filter of the vendor tab. */
  classify: GameClassify = GAME_CLASSIFY_ALL;
  /** A visitor asked for the recent or favourite tab: the login prompt was shown instead of a list. */
  loginNeeded = false;

  /** What the search box holds. */
  searchText = '';
  /** The name the list is filtered by (the submitted search). */
  keyword = '';

  /** Offset of the vendor strip in px (a multiple of {@link VENDOR_STRIP_STEP}). */
  stripOffset = 0;

  /**
   * The launch under way, or null: the lobby's one launch guard (one launch at a time, from any screen or area; the
   * buttons wait). The key of a launch from this screen is its card's; another screen's or area's is not.
   */
  get launching(): unknown {
    return launchGuardFor(this.shell).running;
  }

  /** nodeIds whose favourite toggle is in flight: the toggle cannot act twice. */
  readonly favouritePending = observable.set<string>();

  /** The vendor the URL asks for; applied once the vendors are known. */
  private requestedVendor: string | null = null;
  /** The vendors request in flight: a second caller waits for it rather than asking again. */
  private vendorsRequest: Promise<void> | null = null;
  /** Every recent game (the call is not paged): the pages are cut from it. */
  private recentAll: Game[] = [];

  constructor(
    private readonly shell: ShellServices,
    readonly gameType: GameType,
  ) {
    makeAutoObservable<LobbyStore, 'shell' | 'vendorsRequest'>(this, { shell: false, vendorsRequest: false });
  }

  /** Where the vendor menu's load is (`vendorsLoad.status`). */
  get vendorsState(): LoadStatus {
    return this.vendorsLoad.status;
  }

  /** Where the games' load is (`gamesLoad.status`). */
  get gamesState(): LoadStatus {
    return this.gamesLoad.status;
  }

  /**
   * Show what the `page` query names: hot, recentGameList, favGameList, or a vendor (accountTypeName or displayName;
   * else the first vendor). Recent and favourites need a login: a visitor gets the login prompt (in_sorry_in).
   */
  async open(page: string | null): Promise<void> {
    const tab = tabOfPage(page);
    if (tab === 'vendor') {
      const switched = this.tab !== 'vendor';
      this.tab = 'vendor';
      this.loginNeeded = false;
      this.requestedVendor = page;
      if (switched) this.selectedVendor = null;
      if (this.vendorsState === 'ready') this.applyRequestedVendor();
      else await this.loadVendors();
      return;
    }
    this.tab = tab;
    this.selectedVendor = null;
    this.page = 1;
    this.games = [];
    this.totalPages = 0;
    const vendors = this.vendorsState === 'ready' ? Promise.resolve() : this.loadVendors();
    if (LOGIN_TABS.includes(tab) && !this.shell.session.isLoggedIn) {
      this.loginNeeded = true;
      this.gamesLoad.finish('ready');
      this.shell.requireLogin();
    } else {
      this.loginNeeded = false;
      void this.loadGames();
    }
    await vendors;
  }

  /**
   * Whether a tab may be opened: recent and favourites need a login (a visitor gets the prompt and stays where
   * they are).
   */
  canOpen(tab: LobbyTab): boolean {
    return !LOGIN_TABS.includes(tab) || this.shell.requireLogin();
  }

  /** Load the vendor menu; on success (on the vendor tab) selects the requested vendor and loads its games. */
  loadVendors(): Promise<void> {
    if (this.vendorsRequest) return this.vendorsRequest;
    const params: VendorsQuery = { gameType: this.gameType, merchantCode: this.shell.session.merchant };
    this.vendorsRequest = this.vendorsLoad
      .run(
        () => this.shell.api.call(vendorsEndpoint, { params: { ...params } }),
        (vendors) => {
          this.vendors = vendors;
          if (this.tab === 'vendor') this.applyRequestedVendor();
        },
      )
      .finally(() => (this.vendorsRequest = null));
    return this.vendorsRequest;
  }

  /** The selected vendor's card. */
  get currentVendor(): VendorCard | null {
    return this.vendors.find((v) => v.accountTypeName === this.selectedVendor) ?? null;
  }

  private applyRequestedVendor(): void {
    const wanted = this.requestedVendor?.toLowerCase();
    const vendor =
      (wanted &&
        this.vendors.find(
          (v) => v.accountTypeName.toLowerCase() === wanted || v.displayName.toLowerCase() === wanted,
        )) ||
      this.vendors[0];
    if (!vendor) {
      this.selectedVendor = null;
      this.games = [];
      this.totalPages = 0;
      this.gamesLoad.finish('ready');
      return;
    }
    if (vendor.accountTypeName === this.selectedVendor && this.gamesState !== 'idle') return;
    this.selectedVendor = vendor.accountTypeName;
    this.searchText = this.keyword = '';
    this.classify = GAME_CLASSIFY_ALL;
    this.page = 1;
    this.revealVendor(this.vendors.indexOf(vendor));
    void this.loadGames();
  }

  private get language(): string {
    return this.shell.i18n.language === 'cimode' ? 'CN' : this.shell.i18n.language;
  }

  /** Load the current page of the current tab (also the retry of a failed load). */
  async loadGames(): Promise<void> {
    if (this.loginNeeded) return;
    // The vendor tab is the slot lobby proper (40 a page); the hot, recent and favourite lists use the electron
    // lobby's default page size (also 40, spec/products.md §9).
    const pageSize = this.tab === 'vendor' ? SLOT_LOBBY_PAGE_SIZE : ELECTRON_LOBBY_PAGE_SIZE;
    const paging = { pageNo: this.page, pageSize };
    const listing = { platform: LIST_PLATFORMS, clientType: CLIENT_TYPE };
    const showPage = (page: Pick<GamePage, 'games' | 'totalPages'>) => {
      this.games = page.games;
      this.totalPages = page.totalPages;
    };
    switch (this.tab) {
      case 'vendor': {
        const vendor = this.selectedVendor;
        if (!vendor) return;
        const params: GameListQuery = {
          gameType: this.gameType,
          vassalage: vendor,
          merchant: this.shell.session.merchant,
          ...paging,
          ...listing,
          language: this.language,
          ...(this.keyword ? { gameName: this.keyword } : {}),
          ...(this.classify !== GAME_CLASSIFY_ALL ? { gameClassify: this.classify } : {}),
        };
        return this.gamesLoad.run(
          () => this.shell.api.call(gameListEndpoint, { params: { ...params } }),
          showPage,
        );
      }
      case 'hot': {
        const params: HotGamesQuery = { gameType: this.gameType, ...paging, ...listing };
        return this.gamesLoad.run(
          () => this.shell.api.call(hotGamesEndpoint, { params: { ...params } }),
          showPage,
        );
      }
      case 'favourite': {
        const params: FavouritesQuery = { ...paging, ...listing };
        return this.gamesLoad.run(
          () => this.shell.api.call(favouritesEndpoint, { params: { ...params } }),
          showPage,
        );
      }
      case 'recent':
        return this.gamesLoad.run(
          () => this.shell.api.call(recentGamesEndpoint),
          (games) => {
            this.recentAll = games;
            this.cutRecentPage();
          },
        );
    }
  }

  /** The recent games call is not paged: cut the current page from all of them. */
  private cutRecentPage(): void {
    const start = (this.page - 1) * ELECTRON_LOBBY_PAGE_SIZE;
    this.games = this.recentAll.slice(start, start + ELECTRON_LOBBY_PAGE_SIZE);
    this.totalPages = Math.ceil(this.recentAll.length / ELECTRON_LOBBY_PAGE_SIZE);
  }

  goToPage(page: number): void {
    if (page < 1 || (this.totalPages > 0 && page > this.totalPages) || page === this.page) return;
    this.page = page;
    if (this.tab === 'recent') this.cutRecentPage();
    else void this.loadGames();
  }

  /** Filter the vendor's games by classification (ALL: every game). */
  setClassify(classify: GameClassify): void {
    if (classify === this.classify) return;
    this.classify = classify;
    this.page = 1;
    void this.loadGames();
  }

  setSearchText(text: string): void {
    this.searchText = text;
  }

  /** Filter the list by the search box's text (an empty box shows every game again). */
  submitSearch(): void {
    this.keyword = this.searchText.trim();
    this.page = 1;
    void this.loadGames();
  }

  clearSearch(): void {
    this.searchText = '';
    if (!this.keyword) return;
    this.submitSearch();
  }

  /** The strip scrolls only with more than 8 vendors. */
  get stripScrolls(): boolean {
    return this.vendors.length > VENDOR_STRIP_VISIBLE;
  }

  get maxStripOffset(): number {
    return Math.max(0, this.vendors.length - VENDOR_STRIP_VISIBLE) * VENDOR_STRIP_STEP;
  }

  get canScrollBack(): boolean {
    return this.stripScrolls && this.stripOffset > 0;
  }

  get canScrollForward(): boolean {
    return this.stripScrolls && this.stripOffset < this.maxStripOffset;
  }

  /** Move the strip one 150 px step back (-1) or forward (1). */
  scrollStrip(direction: -1 | 1): void {
    if (!this.stripScrolls) return;
    this.stripOffset = Math.min(
      this.maxStripOffset,
      Math.max(0, this.stripOffset + direction * VENDOR_STRIP_STEP),
    );
  }

  /** Scroll just enough that the vendor at `index` is among the 8 visible (a deep link to the 10th vendor). */
  private revealVendor(index: number): void {
    if (!this.stripScrolls || index < 0) return;
    const first = this.stripOffset / VENDOR_STRIP_STEP;
    if (index < first) this.stripOffset = index * VENDOR_STRIP_STEP;
    else if (index >= first + VENDOR_STRIP_VISIBLE)
      this.stripOffset = (index - VENDOR_STRIP_VISIBLE + 1) * VENDOR_STRIP_STEP;
  }

  /**
   * Add or remove a favourite (needs a login). The toggle flips at once; a failure flips it back and says why.
   * While the call is in flight the game's toggle does nothing.
   */
  async toggleFavourite(game: Game): Promise<void> {
    if (!this.shell.requireLogin() || this.favouritePending.has(game.nodeId)) return;
    const was = game.favourite === true;
    const payload: FavouritePayload = {
      nodeId: game.nodeId,
      vendor: game.vassalage,
      gameType: game.gameType,
    };
    this.favouritePending.add(game.nodeId);
    game.favourite = !was;
    try {
      await this.shell.api.call(was ? favouriteRemoveEndpoint : favouriteAddEndpoint, { body: payload });
    } catch (error) {
      runInAction(() => (game.favourite = was));
      this.shell.dialogs.toast(errorText(error), { kind: 'error' });
    } finally {
      runInAction(() => this.favouritePending.delete(game.nodeId));
    }
  }

  /** A free trial is offered when the game has one (supportPlay 0) and the merchant allows free play. */
  hasTrial(game: Game): boolean {
    return hasTrial(this.shell, game);
  }

  /** Launch a game for real money with its launch fields (spec/products.md §3). */
  play(game: Game): Promise<void> {
    return this.guardLaunch(game, () => playGame(this.shell, game));
  }

  /** Launch the game's demo. */
  trial(game: Game): Promise<void> {
    return this.guardLaunch(game, () => tryGame(this.shell, game));
  }

  private guardLaunch(game: Game, launch: () => Promise<void>): Promise<void> {
    return launchGuardFor(this.shell).run(game.nodeId, launch);
  }
}
