import type { ShellServices } from '@wl/shell-contract';
import type { GameType } from '../constants';
import { CategoryStore } from '../features/category/stores/category-store';
import { LobbyStore } from '../features/lobby/stores/lobby-store';

/**
 * The games-lobby area's root store: holds `shell` and one lobby per game type, so going back to a lobby (the host
 * mounts the area at ten base paths) finds it as it was left.
 */
export class RootStore {
  private readonly lobbies = new Map<GameType, LobbyStore>();

  constructor(readonly shell: ShellServices) {}

  lobby(gameType: GameType): LobbyStore {
    let lobby = this.lobbies.get(gameType);
    if (!lobby) {
      lobby = new LobbyStore(this.shell, gameType);
      this.lobbies.set(gameType, lobby);
    }
    return lobby;
  }

  private readonly categories = new Map<GameType, CategoryStore>();

  /** The category page of a game type (kept, like the lobbies, while the area is mounted). */
  category(gameType: GameType): CategoryStore {
    let category = this.categories.get(gameType);
    if (!category) {
      category = new CategoryStore(this.shell, gameType);
      this.categories.set(gameType, category);
    }
    return category;
  }
}
