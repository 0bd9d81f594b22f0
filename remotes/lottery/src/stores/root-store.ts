import type { ShellServices } from '@wl/shell-contract';
import type { LobbyMode } from '../constants';
import { GamesStore } from '../lib/games/games-store';
import { LobbyStore } from '../pages/lobby/lobby-store';

/**
 * The lottery area's root store: holds `shell` and the game list shared by the lobbies (/lottery, /lott, /elott),
 * and one lobby per mode.
 */
export class RootStore {
  readonly games: GamesStore;
  private readonly lobbies = new Map<LobbyMode, LobbyStore>();

  constructor(
    readonly shell: ShellServices,
    private readonly clock?: () => number,
  ) {
    this.games = new GamesStore(shell);
  }

  lobby(mode: LobbyMode): LobbyStore {
    let lobby = this.lobbies.get(mode);
    if (!lobby) {
      lobby = new LobbyStore(this.shell, this.games, mode, this.clock);
      this.lobbies.set(mode, lobby);
    }
    return lobby;
  }
}
