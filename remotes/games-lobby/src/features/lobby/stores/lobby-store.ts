import { errorText } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import { LoadState, type LoadStatus } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import {
  CLIENT_TYPE,
  FREEPLAY_FLAG,
  GAME_PLATFORM,
  SLOT_LOBBY_PAGE_SIZE,
  SUPPORT_PLAY_TRIAL,
  VENDOR_STRIP_STEP,
  VENDOR_STRIP_VISIBLE,
  type GameType,
} from '../../../constants';
import { gameListEndpoint, type Game, type GameListQuery } from '../api/game-list';
import { vendorsEndpoint, type VendorCard } from '../api/vendors';

/**
 * One game lobby (spec/products.md §2, slot lobby): the vendor menu of a game type, the selected vendor's games
 * (paged, 40 a page), search by name, and launching a game or its free trial through the shell.
 *
 * The selected vendor follows the `page` query parameter: the page calls {@link open} whenever it changes.
 */
export class LobbyStore {
  vendors: VendorCard[] = [];
  /** The vendor menu's load. */
  readonly vendorsLoad = new LoadState();

  /** accountTypeName of the selected vendor. */
  selectedVendor: string | null = null;
  games: Game[] = [];
  /** The games' load: a late answer for an old query (vendor, page, search) is dropped. */
  readonly gamesLoad = new LoadState();
  page = 1;
  totalPages = 0;

  /** What the search box holds. */
  searchText = '';
  /** The name the list is filtered by (the submitted search). */
  keyword = '';

  /** Offset of the vendor strip in px (a multiple of {@link VENDOR_STRIP_STEP}). */
  stripOffset = 0;

  /** The vendor the URL asks for; applied once the vendors are known. */
  private requestedVendor: string | null = null;
  /** The vendors request in flight: a second caller waits for it rather than asking again. */
  private vendorsRequest: Promise<void> | null = null;

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
   * Show the vendor named by the `page` query (accountTypeName, or displayName), else the first vendor.
   * Loads the vendors first when needed.
   */
  async open(vendorName: string | null): Promise<void> {
    this.requestedVendor = vendorName;
    if (this.vendorsState === 'ready') this.applyRequestedVendor();
    else await this.loadVendors();
  }

  /** Load the vendor menu; on success selects the requested vendor and loads its games. */
  loadVendors(): Promise<void> {
    if (this.vendorsRequest) return this.vendorsRequest;
    this.vendorsRequest = this.vendorsLoad
      .run(
        () => this.shell.api.call(vendorsEndpoint, { params: { gameType: this.gameType } }),
        (vendors) => {
          this.vendors = vendors;
          this.applyRequestedVendor();
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
    this.page = 1;
    this.revealVendor(this.vendors.indexOf(vendor));
    void this.loadGames();
  }

  /** Load the current page of the selected vendor's games (also the retry of a failed load). */
  async loadGames(): Promise<void> {
    const vendor = this.selectedVendor;
    if (!vendor) return;
    const language = this.shell.i18n.language === 'cimode' ? 'CN' : this.shell.i18n.language;
    const params: GameListQuery = {
      gameType: this.gameType,
      vassalage: vendor,
      pageNo: this.page,
      pageSize: SLOT_LOBBY_PAGE_SIZE,
      platform: GAME_PLATFORM,
      clientType: CLIENT_TYPE,
      language,
      ...(this.keyword ? { gameName: this.keyword } : {}),
    };
    await this.gamesLoad.run(
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

  /** A free trial is offered when the game has one (supportPlay 0) and the merchant allows free play. */
  hasTrial(game: Game): boolean {
    return game.supportPlay === SUPPORT_PLAY_TRIAL && this.shell.flags.isOn(FREEPLAY_FLAG);
  }

  /** Launch a game for real money: needs a logged-in, real (non-demo) account (spec/products.md §4, §5). */
  async play(game: Game): Promise<void> {
    if (!this.shell.requireLogin() || !this.shell.requireRealAccount()) return;
    try {
      await this.shell.launchGame(this.launchParams(game, false));
    } catch (error) {
      await this.shell.dialogs.warn(errorText(error));
    }
  }

  /** Launch the free trial; open to visitors. A failed trial launch is only logged (spec/products.md §4). */
  async trial(game: Game): Promise<void> {
    try {
      await this.shell.launchGame(this.launchParams(game, true));
    } catch (error) {
      console.warn('[games-lobby] trial launch failed', error);
    }
  }

  private launchParams(game: Game, demo: boolean) {
    return {
      gameId: game.gameName ?? null,
      nodeId: game.nodeId,
      roomId: game.roomId ?? null,
      vassalage: game.vassalage,
      gameType: game.gameType,
      freeplay: game.supportPlay === SUPPORT_PLAY_TRIAL ? 1 : 0,
      demo,
    };
  }
}
