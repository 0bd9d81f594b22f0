import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable, observable } from 'mobx';
import {
  LIVE_VIDEO_ON,
  MENU_GAMES_PER_GROUP,
  MENU_MAX_LIVE_VIDEO_GAMES,
  MENU_MAX_LOTTERY_GAMES,
} from '../../../constants';
import { lotteryRoute } from '../../../lib/routes/lottery-route';
import { gameMenusEndpoint, type MenuGame, type MenuGroup } from '../api/game-menus';

/** A menu group as the widget shows it: its games capped, split into shown and folded. */
export interface MenuSection {
  group: MenuGroup;
  /** The live-video group (every game has liveVideoSwitch 1). */
  live: boolean;
  /** The first 4, always shown. */
  shown: MenuGame[];
  /** Beyond 4, shown only when the group is unfolded. */
  folded: MenuGame[];
}

/**
 * Cap a group at 5 lottery or 5 live-video games (spec/products.md §2) and fold it beyond 4. A group counts as live
 * video when all its games are; a mixed group keeps at most 5 of each kind, in the server's order.
 */
export function sectionOf(group: MenuGroup): MenuSection {
  let lottery = 0;
  let live = 0;
  const games = group.games.filter((game) => {
    if (game.liveVideoSwitch === LIVE_VIDEO_ON) return ++live <= MENU_MAX_LIVE_VIDEO_GAMES;
    return ++lottery <= MENU_MAX_LOTTERY_GAMES;
  });
  return {
    group,
    live: games.length > 0 && games.every((game) => game.liveVideoSwitch === LIVE_VIDEO_ON),
    shown: games.slice(0, MENU_GAMES_PER_GROUP),
    folded: games.slice(MENU_GAMES_PER_GROUP),
  };
}

/**
 * The lottery menu widget (spec/products.md §2): groups of games from GET /lgw/games/game_menus; a group shows 4
 * games and folds the rest behind a more/less toggle; a click opens `/lottery?gameCode=..&playType=..` with the
 * game's default play type.
 */
export class MenuStore {
  groups: MenuGroup[] = [];
  readonly load = new LoadState();
  /** Ids of the unfolded groups. */
  private readonly open = observable.set<number>();

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<MenuStore, 'shell'>(this, { shell: false, load: false });
  }

  /** Load the groups (the retry card's retry too). */
  fetch(): Promise<void> {
    return this.load.run(
      () => this.shell.api.call(gameMenusEndpoint),
      (groups) => {
        this.groups = groups;
      },
    );
  }

  /** The groups with games, capped and folded. */
  get sections(): MenuSection[] {
    return this.groups.map(sectionOf).filter((section) => section.shown.length > 0);
  }

  isOpen(groupId: number): boolean {
    return this.open.has(groupId);
  }

  /** Unfold or fold a group. */
  toggle(groupId: number): void {
    if (this.open.has(groupId)) this.open.delete(groupId);
    else this.open.add(groupId);
  }

  /** The games a group shows now. */
  visible(section: MenuSection): MenuGame[] {
    return this.isOpen(section.group.groupId) ? [...section.shown, ...section.folded] : section.shown;
  }

  /** Go to the lottery lobby with the game and its default play type. */
  choose(game: MenuGame): void {
    this.shell.navigate(lotteryRoute({ gameCode: game.gameCode, playType: game.defaultPlayType }));
  }
}
