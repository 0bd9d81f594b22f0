import type { LaunchGameParams, LaunchGameService, RemoteDefinition } from '@wl/shell-contract';
import { createShellServices, type ShellSite } from './shell-services';

/** The parts of the root store shell.launchGame uses, with a registry that has games-lobby loaded or not. */
function setup(options: { loggedIn: boolean; isAgent?: number; loaded: boolean }) {
  const messages: string[] = [];
  const calls: LaunchGameParams[] = [];
  const service: LaunchGameService = (_shell, params) => {
    calls.push(params);
    return Promise.resolve();
  };
  const definition = { id: 'games-lobby', services: { launchGame: service } } as unknown as RemoteDefinition;
  let loads = 0;
  const root = {
    i18n: { t: (key: string) => key },
    language: { language: 'CN' },
    session: { isLoggedIn: options.loggedIn, isAgent: options.isAgent ?? 0 },
    dialogs: {
      warn: (message: string) => {
        messages.push(`warn:${message}`);
        return Promise.resolve();
      },
      confirm: (message: string) => {
        messages.push(`confirm:${message}`);
        return Promise.resolve(false);
      },
    },
    access: { open: () => undefined },
    remotes: {
      loaded: () => (options.loaded ? definition : null),
      load: () => {
        loads += 1;
        return Promise.resolve(definition);
      },
    },
  } as unknown as ShellSite;
  return { shell: createShellServices(root), messages, calls, loads: () => loads };
}

const GAME: LaunchGameParams = { gameId: 'g', vassalage: 'BBIN', gameType: 'LIVE' };

describe('shell.launchGame', () => {
  it('asks a visitor to log in and a demo account (isAgent 4) for a real one, without calling the remote', async () => {
    const visitor = setup({ loggedIn: false, loaded: true });
    await visitor.shell.launchGame(GAME);
    expect(visitor.messages).toEqual(['confirm:in_sorry_in']);
    const demo = setup({ loggedIn: true, isAgent: 4, loaded: true });
    await demo.shell.launchGame(GAME);
    expect(demo.messages).toEqual(['warn:in_need_true_account']);
    expect([...visitor.calls, ...demo.calls]).toEqual([]);
  });

  it('calls a loaded remote synchronously, inside the click', () => {
    const { shell, calls, loads } = setup({ loggedIn: true, loaded: true });
    void shell.launchGame(GAME);
    // No await yet: the service already ran (it can open the game window in the click).
    expect(calls).toEqual([GAME]);
    expect(loads()).toBe(0);
  });

  it('loads the remote first when it is not loaded yet', async () => {
    const { shell, calls, loads } = setup({ loggedIn: true, loaded: false });
    await shell.launchGame(GAME);
    expect(loads()).toBe(1);
    expect(calls).toEqual([GAME]);
  });

  it('lets a visitor launch a demo (free play): the remote decides', () => {
    const { shell, calls, messages } = setup({ loggedIn: false, loaded: true });
    void shell.launchGame({ ...GAME, demo: true, freeplay: 1 });
    expect(calls).toHaveLength(1);
    expect(messages).toEqual([]);
  });
});
