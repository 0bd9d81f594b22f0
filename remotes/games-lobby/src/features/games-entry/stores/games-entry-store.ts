import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ELECTRON_ROUTE,
  ENTRY_TILE_TYPES,
  ENTRY_TILE_VENDORS,
  VENDOR_QUERY,
  type GameType,
} from '../../../constants';
import { errorText, type LoadState } from '../../../stores/load-state';
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
  state: LoadState = 'idle';
  error = '';

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<GamesEntryStore, 'shell'>(this, { shell: false });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.error = '';
    try {
      const lanes = await this.shell.api.call(lanesEndpoint);
      runInAction(() => {
        this.lanes = lanes;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'error';
        this.error = errorText(error);
      });
    }
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
