import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import { IS_GAME_DIRECT, IS_GAME_VENDOR, type GameType } from '../../../constants';
import { vendorsEndpoint, type VendorCard, type VendorsQuery } from '../../../api/vendors';
import { playGame } from '../../../lib/game-actions/game-actions';
import { launchGuardFor } from '../../../lib/game-actions/launch-guard';

/**
 * A category page (`/{gamePage}?page={accountTypeName or displayName}`, spec/products.md §2): the vendor cards of
 * the route's game type. A vendor with isGame `game` launches directly; a VASSALAGE vendor opens the game popup. The
 * `page` query names the vendor whose popup is open.
 */
export class CategoryStore {
  vendors: VendorCard[] = [];
  readonly load = new LoadState();
  /** The vendor named by the `page` query. */
  requested: string | null = null;

  /**
   * The launch under way, or null: the lobby's one launch guard (one launch at a time, from any screen or area; the
   * buttons wait). The key of a launch from this screen is its card's; another screen's or area's is not.
   */
  get launching(): unknown {
    return launchGuardFor(this.shell).running;
  }
  private vendorsRequest: Promise<void> | null = null;

  constructor(
    private readonly shell: ShellServices,
    readonly gameType: GameType,
  ) {
    makeAutoObservable<CategoryStore, 'shell' | 'vendorsRequest'>(this, {
      shell: false,
      vendorsRequest: false,
    });
  }

  /** Follow the `page` query; loads the vendors the first time. */
  async open(page: string | null): Promise<void> {
    this.requested = page;
    if (this.load.status !== 'ready') await this.loadVendors();
  }

  loadVendors(): Promise<void> {
    if (this.vendorsRequest) return this.vendorsRequest;
    const params: VendorsQuery = { gameType: this.gameType, merchantCode: this.shell.session.merchant };
    this.vendorsRequest = this.load
      .run(
        () => this.shell.api.call(vendorsEndpoint, { params: { ...params } }),
        (vendors) => (this.vendors = vendors),
      )
      .finally(() => (this.vendorsRequest = null));
    return this.vendorsRequest;
  }

  /** The vendor the `page` query names (accountTypeName or displayName, any case). */
  get current(): VendorCard | null {
    const wanted = this.requested?.toLowerCase();
    if (!wanted) return null;
    return (
      this.vendors.find(
        (v) => v.accountTypeName.toLowerCase() === wanted || v.displayName.toLowerCase() === wanted,
      ) ?? null
    );
  }

  /** The VASSALAGE vendor whose game popup is open. */
  get popupVendor(): VendorCard | null {
    const vendor = this.current;
    return vendor && vendor.isGame === IS_GAME_VENDOR ? vendor : null;
  }

  /** Whether a click on the card launches it (isGame `game`) rather than opening its popup. */
  launchesDirectly(card: VendorCard): boolean {
    return card.isGame === IS_GAME_DIRECT;
  }

  /** Launch a direct vendor with its card's launch fields. Call it inside the click (a new window may open). */
  launch(card: VendorCard): Promise<void> {
    return launchGuardFor(this.shell).run(String(card.cardId), () => playGame(this.shell, card));
  }
}
