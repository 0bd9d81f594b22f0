import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { launchGuardFor } from '../../../lib/game-actions/launch-guard';
import { makeAutoObservable, observableRef } from 'mobx';
import {
  ELECTRON_ROUTE,
  ENTRY_POPULAR_LOTTERY_COUNT,
  ENTRY_TILE_TYPES,
  ENTRY_TILE_VENDORS,
  IS_GAME_DIRECT,
  IS_GAME_VENDOR,
  LOTTERY_FLAG,
  LOTTERY_ROUTE,
  LOTTERY_TILE_TYPE,
  LOTTERY_TILE_TYPES,
  LOTTO_GAME_GROUP_QUERY,
  VENDOR_QUERY,
  type GameType,
} from '../../../constants';
import { lanesEndpoint, type GameCard, type Lane } from '../api/lanes';
import { popularLotteryEndpoint, type PopularLottery } from '../api/popular-lottery';

/** One tile of the games-entry block: a game type and its first cards. */
export interface EntryTile {
  type: GameType;
  cards: GameCard[];
  /** The lottery tile (LOTT and ELOTT cards plus 1 popular lottery). */
  lottery: boolean;
}

/** What a click on a card does (spec/products.md §2, §3). */
export type CardAction = { kind: 'navigate'; to: string } | { kind: 'launch' } | { kind: 'popup' };

const query = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

/** The route named by a game type: its lower-cased type, `/electron` for RNG (§2). */
export function typeRoute(type: string): string {
  return type === 'RNG' ? ELECTRON_ROUTE : `/${type.toLowerCase()}`;
}

/**
 * What a card of a tile does, in this order: a LOTT or ELOTT card goes to the lottery route with `lottoGameGroup`
 * set to its tag (the vendor, accountTypeName); a card with isGame `game` launches directly; an RNG vendor goes to
 * `/electron?page={vendor}`; a VASSALAGE vendor opens the game popup (its games, 10 a page); any other card goes to
 * the route of its lower-cased type.
 */
export function cardAction(tileType: string, card: GameCard): CardAction {
  const type = (card.gameType || tileType).toUpperCase();
  if ((LOTTERY_TILE_TYPES as readonly string[]).includes(type)) {
    return {
      kind: 'navigate',
      to: `${LOTTERY_ROUTE}?${query(LOTTO_GAME_GROUP_QUERY, card.accountTypeName)}`,
    };
  }
  if (card.isGame === IS_GAME_DIRECT) return { kind: 'launch' };
  if (type === 'RNG') {
    return { kind: 'navigate', to: `${ELECTRON_ROUTE}?${query(VENDOR_QUERY, card.accountTypeName)}` };
  }
  if (card.isGame === IS_GAME_VENDOR) return { kind: 'popup' };
  return { kind: 'navigate', to: typeRoute(type) };
}

/**
 * The home page's games-entry block (spec/products.md §2): sports, live, fish, pvp and rng tiles from the lanes, and
 * the lottery tile (LOTT and ELOTT cards plus 1 popular lottery, where the merchant has the lottery area), each with
 * up to 3 cards and a more-games button.
 */
export class GamesEntryStore {
  lanes: Lane[] = [];
  readonly lanesLoad = new LoadState();
  popular: PopularLottery | null = null;
  readonly popularLoad = new LoadState();

  /**
   * The launch under way, or null: the lobby's one launch guard (one launch at a time, from any screen or area; the
   * buttons wait). The key of a launch from this screen is its card's; another screen's or area's is not.
   */
  get launching(): unknown {
    return launchGuardFor(this.shell).running;
  }
  /** The VASSALAGE vendor whose game popup is open. */
  popupVendor: GameCard | null = null;

  constructor(private readonly shell: ShellServices) {
    // The lanes and the popular lottery are the server's answers, replaced whole and never changed in place: kept as
    // plain objects behind an observable reference (deep observables of 17 KB of lanes cost the first render).
    makeAutoObservable<GamesEntryStore, 'shell'>(this, {
      shell: false,
      lanes: observableRef,
      popular: observableRef,
    });
  }

  /** True when the merchant has the lottery area, so the home page has a lottery tile. */
  get hasLottery(): boolean {
    return this.shell.flags.isOn(LOTTERY_FLAG);
  }

  /** Load (or reload) the lanes and the popular lottery; never rejects (failures land in the load states). */
  load(): Promise<void> {
    return Promise.all([this.loadLanes(), this.hasLottery ? this.loadPopular() : undefined]).then(
      () => undefined,
    );
  }

  loadLanes(): Promise<void> {
    return this.lanesLoad.run(
      () => this.shell.api.call(lanesEndpoint),
      (lanes) => {
        this.lanes = lanes;
      },
    );
  }

  loadPopular(): Promise<void> {
    return this.popularLoad.run(
      () => this.shell.api.call(popularLotteryEndpoint, { params: { count: ENTRY_POPULAR_LOTTERY_COUNT } }),
      (games) => {
        this.popular = games[0] ?? null;
      },
    );
  }

  private cardsOf(types: readonly GameType[]): GameCard[] {
    return types
      .flatMap((type) => this.lanes.find((l) => l.title === type)?.cards ?? [])
      .slice(0, ENTRY_TILE_VENDORS);
  }

  /** The tiles in home-page order; a tile without cards is left out (the lottery tile stays for its popular game). */
  get tiles(): EntryTile[] {
    const tiles: EntryTile[] = ENTRY_TILE_TYPES.map((type) => ({
      type,
      cards: this.cardsOf([type]),
      lottery: false,
    })).filter((tile) => tile.cards.length > 0);
    if (this.hasLottery) {
      const cards = this.cardsOf(LOTTERY_TILE_TYPES);
      if (cards.length > 0 || this.popular) tiles.push({ type: LOTTERY_TILE_TYPE, cards, lottery: true });
    }
    return tiles;
  }

  /** Where the popular lottery goes: the lottery lobby on that game. */
  get popularRoute(): string | null {
    const game = this.popular;
    if (!game) return null;
    return `${LOTTERY_ROUTE}?${query('gameCode', game.gameCode)}&${query('gameId', String(game.gameId))}`;
  }

  /**
   * A click on a card (see {@link cardAction}). A direct launch goes through `shell.launchGame` synchronously, inside
   * the click, so the launch may open its game window.
   */
  openCard(tileType: GameType, card: GameCard): void {
    const action = cardAction(tileType, card);
    if (action.kind === 'navigate') this.shell.navigate(action.to);
    else if (action.kind === 'popup') this.popupVendor = card;
    else this.launch(card);
  }

  private launch(card: GameCard): void {
    // The launch service shows its own failures; here a rejection is only logged and ends the in-flight state.
    void launchGuardFor(this.shell).run(card, () =>
      this.shell
        .launchGame({
          gameId: card.gameId,
          roomId: card.roomId,
          nodeId: card.nodeId,
          matchId: card.matchId,
          leagueId: card.leagueId,
          vassalage: card.vassalage || card.accountTypeName,
          gameType: card.gameType,
          freeplay: card.freeplay,
          appNewWindow: card.appNewWindow,
        })
        .catch((error: unknown) => console.error('[games-entry] launch failed', error)),
    );
  }

  closePopup(): void {
    this.popupVendor = null;
  }

  /** The more-games button: the route of the tile's lower-cased type (`/electron` for RNG, `/lott` for lottery). */
  openTile(type: GameType): void {
    this.shell.navigate(typeRoute(type));
  }

  openPopular(): void {
    const to = this.popularRoute;
    if (to) this.shell.navigate(to);
  }
}
