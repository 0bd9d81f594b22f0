import { setupSandboxServer } from '@wl/sandbox/testing';
import { defineRemote, type RemoteDefinition } from '@wl/shell-contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import type { FederationRuntime } from '../federation/remote-registry';
import { RootStore } from '../stores/root-store';
import { startSite } from '../stores/site-start';
import { testRootOptions } from '../stores/test-root';
import { App } from './app';

const { sandbox } = setupSandboxServer();
afterEach(() => localStorage.clear());

const remoteMap = Object.fromEntries(
  ['games-lobby', 'lottery', 'promotions', 'points-mall', 'agent-contracts', 'member-centre'].map((id) => [
    id,
    { version: '1.0.0', entry: `/remotes/${id}/1.0.0/mf-manifest.json` },
  ]),
);

/** Remotes as the host sees them: definitions whose screens show the shell data they were given. */
function fakeRemote(id: RemoteDefinition['id']): RemoteDefinition {
  const Screen = observer(
    ({ basePath, shell }: { basePath: string; shell: { session: { account: string | null } } }) => (
      <p data-testid={`screen-${id}`}>
        {id} at {basePath} for {shell.session.account ?? 'visitor'}
      </p>
    ),
  );
  return defineRemote({
    id,
    routes: Screen as never,
    widgets: { Widget: () => <p data-testid={`widget-${id}`}>{id} widget</p> },
  });
}

function setup({ hostname = 'localhost', path = '/', fail = new Set<string>() } = {}) {
  window.history.pushState({}, '', path);
  const loads: string[] = [];
  const federation: FederationRuntime = {
    register: () => {},
    load: async (name) => {
      loads.push(name);
      if (fail.has(name)) throw new Error('HTTP 404');
      return fakeRemote(name.replace(/_/g, '-') as RemoteDefinition['id']);
    },
  };
  const root = new RootStore(testRootOptions({ remoteMap, hostname, federation }));
  return { root, loads };
}

/** Start the site as bootstrap.tsx does, on the page setup opened. */
function startOnPage(root: RootStore) {
  return startSite(root, window.location.pathname);
}

async function start(root: RootStore) {
  await startOnPage(root);
  // Remotes load in effects right after the first render: let those loads settle inside act.
  await act(async () => {
    render(<App root={root} />);
  });
}

describe('host app', () => {
  it('sends a visitor from the member centre to login, logs in keeping what was typed on failure, and returns', async () => {
    const { root } = setup({ path: '/member' });
    await start(root);
    expect(await screen.findByText('login_title')).toBeInTheDocument();
    expect(window.location.search).toBe('?next=%2Fmember');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), ' player01 ');
    await user.click(screen.getByRole('button', { name: 'login_submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('in_incorrect_password');

    await user.type(document.querySelector('input[name="password"]')!, 'wrong');
    await user.click(screen.getByRole('button', { name: 'login_submit' }));
    // A sealed login under a loaded machine can take longer than findBy's default second.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('用户名或密码错误');
    expect(screen.getByRole('textbox')).toHaveValue(' player01 ');

    await user.clear(document.querySelector('input[name="password"]')!);
    await user.type(document.querySelector('input[name="password"]')!, 'pass1234');
    await user.click(screen.getByRole('button', { name: 'login_submit' }));
    expect(await screen.findByTestId('screen-member-centre')).toHaveTextContent(
      'member-centre at /member for player01',
    );
    expect(screen.getByTestId('account-balance')).toHaveTextContent('¥12,634.17');
    await root.dispose();
  });

  it('starts loading the area that owns the opened page with the site, before the first render, and once', async () => {
    const { root, loads } = setup({ path: '/electron/hot' });
    await startOnPage(root);
    expect(loads).toEqual(['games_lobby']);
    await act(async () => {
      render(<App root={root} />);
    });
    expect(await screen.findByTestId('screen-games-lobby')).toHaveTextContent('games-lobby at /electron');
    expect(loads).toEqual(['games_lobby']);
    await root.dispose();
  });

  it('does not start a member area for a visitor, nor any area on the shell’s own pages', async () => {
    const member = setup({ path: '/member' });
    await startOnPage(member.root);
    expect(member.loads).toEqual([]);
    await member.root.dispose();
    const login = setup({ path: '/login' });
    await startOnPage(login.root);
    expect(login.loads).toEqual([]);
    await login.root.dispose();
  });

  it('on lite, switched-off areas are never loaded and their paths are not found', async () => {
    const { root, loads } = setup({ hostname: 'lite.localhost', path: '/lottery' });
    await start(root);
    expect(root.merchant).toBe('lite');
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
    expect(loads).not.toContain('lottery');
    expect(root.remotes!.enabledIds).toEqual(['games-lobby', 'promotions', 'member-centre']);
    await root.dispose();
  });

  it('shows a fallback for a failed area, keeps the shell working, and retries', async () => {
    const fail = new Set(['lottery']);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { root } = setup({ path: '/lottery', fail });
    await start(root);
    const fallback = await screen.findByTestId('remote-fallback-lottery');
    expect(screen.getByTestId('shell-header')).toBeInTheDocument();
    fail.clear();
    await userEvent.setup().click(fallback.querySelector('button')!);
    expect(await screen.findByTestId('screen-lottery')).toHaveTextContent('lottery at /lottery');
    expect(logged).toHaveBeenCalledWith('[remotes] lottery failed to load', expect.any(Error));
    await root.dispose();
  });

  it('logs out after confirmation and keeps the merchant code', async () => {
    const { root } = setup({ path: '/' });
    localStorage.setItem('token', sandbox.issueToken('player01'));
    const fresh = setup({ path: '/' }).root; // a page load with a stored token restores the session
    await start(fresh);
    expect(await screen.findByTestId('account-bar')).toHaveTextContent('player01');
    await userEvent.setup().click(screen.getByTestId('logout-button'));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'confirm' }));
    await waitFor(() => expect(screen.getByTestId('login-link')).toBeInTheDocument());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('merchantCode')).toBe('demo');
    await act(() => Promise.all([root.dispose(), fresh.dispose()]));
  });

  it('shows the maintenance notice for a closed merchant', async () => {
    const { root } = setup({ hostname: 'closed.localhost', path: '/' });
    (root as unknown as { merchant: string }).merchant = 'closed';
    await start(root);
    expect(await screen.findByTestId('maintenance-page')).toHaveTextContent('maintenance_title');
    await root.dispose();
  });
});
