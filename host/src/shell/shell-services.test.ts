import {
  OverlayStack,
  type LaunchGameParams,
  type LaunchGameService,
  type RemoteDefinition,
} from '@wl/shell-contract';
import { act, render, screen } from '@testing-library/react';
import { autorun, observable, runInAction } from 'mobx';
import { createElement } from 'react';
import { OverlayOutlet } from '../app/overlay-outlet';
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

describe('shell.launchGame: the one check of every launch', () => {
  it('checks login and real account once each and forwards once to the lobby service', () => {
    const { shell, calls } = setup({ loggedIn: true, loaded: true });
    let logins = 0;
    let accounts = 0;
    const requireLogin = shell.requireLogin;
    const requireRealAccount = shell.requireRealAccount;
    shell.requireLogin = () => (logins++, requireLogin());
    shell.requireRealAccount = () => (accounts++, requireRealAccount());
    void shell.launchGame(GAME);
    expect([logins, accounts, calls.length]).toEqual([1, 1, 1]);
  });
});

describe('shell.settings', () => {
  it('follows the settings the host holds: launchGameCDNs, empty when there are none', () => {
    const site = observable({ settings: null as { launchGameCDNs?: string[] | null } | null });
    const shell = createShellServices({
      i18n: { t: (key: string) => key },
      get settings() {
        return site.settings;
      },
    } as unknown as ShellSite);
    const seen: (readonly string[])[] = [];
    const stop = autorun(() => void seen.push(shell.settings.launchGameCDNs));
    runInAction(() => (site.settings = { launchGameCDNs: ['https://cdn-a.example'] }));
    runInAction(() => (site.settings = { launchGameCDNs: null }));
    stop();
    expect(seen).toEqual([[], ['https://cdn-a.example'], []]);
  });
});

describe('shell.overlay', () => {
  it("renders an area's content in the layout's outlet until the returned close function is called", () => {
    const overlays = new OverlayStack();
    const shell = createShellServices({
      i18n: { t: (key: string) => key },
      overlays,
    } as unknown as ShellSite);
    render(createElement(OverlayOutlet, { store: overlays }));
    let close = () => {};
    act(() => {
      close = shell.overlay.show(createElement('div', { role: 'dialog', 'aria-label': 'area dialog' }));
      shell.overlay.show(createElement('p', null, 'second'));
    });
    expect(screen.getByRole('dialog', { name: 'area dialog' })).toBeInTheDocument();
    expect(screen.getByText('second')).toBeInTheDocument();
    act(() => close());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('second')).toBeInTheDocument();
    // A second call does nothing.
    act(() => close());
    expect(overlays.entries).toHaveLength(1);
  });
});
