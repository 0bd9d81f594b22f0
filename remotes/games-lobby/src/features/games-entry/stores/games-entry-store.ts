import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import {
  ELECTRON_ROUTE,
  ENTRY_TILE_TYPES,
  ENTRY_TILE_VENDORS,
  VENDOR_QUERY,
  type GameType,
} from '../../../constants';
import type { VendorCard } from '../../lobby/api/vendors';
import { lanesEndpoint, type Lane } from '../api/lanes';

/** One tile of the games-entry block: a game type and its first vendors. */
export interface EntryTile {
  type: GameType;
  vendors: VendorCard[];
}

/**
 * The home page's games-entry block (spec/products.md §2): sports, live, fish, pvp and rng tiles from the lanes, each
 * with up to 3 vendors and a more-games button.
 */
export class GamesEntryStore {
  lanes: Lane[] = [];
  readonly lanesLoad = new LoadState();

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<GamesEntryStore, 'shell'>(this, { shell: false });
  }

  /** Load (or reload) the lanes; never rejects (failures land in {@link lanesLoad}). */
  load(): Promise<void> {
    return this.lanesLoad.run(
      () => this.shell.api.call(lanesEndpoint),
      (lanes) => {
        this.lanes = lanes;
      },
    );
  }

  /** The tiles in home-page order; a lane that is missing or has no cards has no tile. */
  get tiles(): EntryTile[] {
    return ENTRY_TILE_TYPES.flatMap((type) => {
      const lane = this.lanes.find((l) => l.title === type);
      return lane && lane.cards.length > 0
        ? [{ type, vendors: lane.cards.slice(0, ENTRY_TILE_VENDORS) }]
        : [];
    });
  }

  /** Where a vendor goes: an RNG vendor to `/electron?page={vendor}`, any other to the route of its type. */
  vendorRoute(type: GameType, vendor: VendorCard): string {
    if (type === 'RNG')
      return `${ELECTRON_ROUTE}?${VENDOR_QUERY}=${encodeURIComponent(vendor.accountTypeName)}`;
    return this.tileRoute(type);
  }

  /** Where a tile's more-games button goes: the route named by its lower-cased type (`/electron` for RNG). */
  tileRoute(type: GameType): string {
    return type === 'RNG' ? ELECTRON_ROUTE : `/${type.toLowerCase()}`;
  }

  openVendor(type: GameType, vendor: VendorCard): void {
    this.shell.navigate(this.vendorRoute(type, vendor));
  }

  openTile(type: GameType): void {
    this.shell.navigate(this.tileRoute(type));
  }
}
