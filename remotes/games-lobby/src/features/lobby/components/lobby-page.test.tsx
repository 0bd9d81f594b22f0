import { createFakeShell, renderWithShell, type FakeShell } from '@wl/shell-contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RemoteRoutes } from '../../../root';
import { setupSandboxServer } from '@wl/sandbox/testing';

const { sandbox, server } = setupSandboxServer();

function renderLobby(fake: FakeShell, basePath = '/electron', route = '/') {
  return renderWithShell(<RemoteRoutes basePath={basePath} shell={fake.shell} />, fake, route);
}

const cards = () => screen.queryAllByRole('article');
const card = (name: string) => screen.getByRole('article', { name });

describe('games lobby', () => {
  it('lists the vendors of the game type and pages the first vendor’s games 40 at a time', async () => {
    const fake = createFakeShell();
    renderLobby(fake);
    expect(screen.getByTestId('games-lobby')).toHaveAttribute('data-game-type', 'RNG');
    expect(await screen.findByRole('article', { name: 'Mahjong Ways' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'vendors' });
    expect(within(nav).getByRole('button', { name: 'PG Soft', pressed: true })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'JDB Gaming', pressed: false })).toBeInTheDocument();
    expect(cards()).toHaveLength(40);

    const pager = screen.getByRole('navigation', { name: 'pages' });
    await userEvent.click(within(pager).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'Hood vs Wolf' })).toBeInTheDocument();
    expect(cards()).toHaveLength(18);
    const pagerNow = screen.getByRole('navigation', { name: 'pages' });
    expect(within(pagerNow).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('selects the vendor named by the page query, and follows vendor clicks', async () => {
    const fake = createFakeShell();
    renderLobby(fake, '/electron', '/?page=JDB');
    expect(await screen.findByRole('article', { name: 'Lucky Seven' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'JDB Gaming', pressed: true })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'pages' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Microgaming' }));
    expect(await screen.findByRole('article', { name: 'Mega Moolah' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Microgaming', pressed: true })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Lucky Seven' })).not.toBeInTheDocument();
  });

  it('maps each base path to its game type', async () => {
    const fake = createFakeShell();
    renderLobby(fake, '/casino');
    expect(await screen.findByRole('article', { name: 'Lightning Roulette' })).toBeInTheDocument();
    expect(screen.getByTestId('games-lobby')).toHaveAttribute('data-game-type', 'LIVE');
    expect(screen.getByRole('button', { name: 'Evolution', pressed: true })).toBeInTheDocument();
  });

  it('scrolls the vendor strip in 150 px steps only with more than 8 vendors', async () => {
    const fake = createFakeShell();
    const { unmount } = renderLobby(fake, '/rng');
    await screen.findByRole('article', { name: 'Mahjong Ways' });
    const strip = document.querySelector('.gl-vendors__track')!;
    const back = screen.getByRole('button', { name: 'prev_vendors' });
    const forward = screen.getByRole('button', { name: 'next_vendors' });
    expect(back).toBeDisabled();
    await userEvent.click(forward);
    expect(strip).toHaveAttribute('data-offset', '150');
    await userEvent.click(forward);
    expect(strip).toHaveAttribute('data-offset', '300'); // 10 vendors: 2 steps to the end
    expect(forward).toBeDisabled();
    await userEvent.click(back);
    expect(strip).toHaveAttribute('data-offset', '150');
    unmount();

    renderLobby(fake, '/fish'); // 4 vendors: no arrows
    await screen.findByRole('article', { name: 'Dragon Fishing' });
    expect(screen.queryByRole('button', { name: 'next_vendors' })).not.toBeInTheDocument();
  });

  it('searches by name and clears the search', async () => {
    const fake = createFakeShell();
    renderLobby(fake);
    await screen.findByRole('article', { name: 'Mahjong Ways' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'search_placeholder' }), 'mahjong{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['Mahjong Ways', 'Mahjong Ways 2']);
    expect(screen.getByRole('heading', { name: 'search_results' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'clear' }));
    await waitFor(() => expect(cards()).toHaveLength(40));
  });

  it('shows the empty state when nothing matches', async () => {
    const fake = createFakeShell();
    renderLobby(fake);
    await screen.findByRole('article', { name: 'Mahjong Ways' });
    await userEvent.type(screen.getByRole('searchbox'), 'no such game');
    await userEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(await screen.findByText('no_data')).toBeInTheDocument();
  });

  it('prompts login before playing when logged out', async () => {
    const fake = createFakeShell();
    renderLobby(fake);
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Fortune Tiger' })).getByRole('button', {
        name: 'play_now',
      }),
    );
    expect(fake.messages).toEqual(['warn:in_sorry_in']);
    expect(fake.launches).toEqual([]);
  });

  it('asks a demo account for a real account', async () => {
    const fake = createFakeShell();
    fake.session.logIn('demo-token', { id: 1, account: 'free4', type: 4 });
    renderLobby(fake);
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Fortune Tiger' })).getByRole('button', {
        name: 'play_now',
      }),
    );
    expect(fake.messages).toEqual(['warn:in_need_true_account']);
    expect(fake.launches).toEqual([]);
  });

  it('launches the game when logged in with a real account', async () => {
    const fake = createFakeShell();
    fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
    renderLobby(fake);
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Fortune Tiger' })).getByRole('button', {
        name: 'play_now',
      }),
    );
    expect(fake.messages).toEqual([]);
    expect(fake.launches).toEqual([
      expect.objectContaining({
        gameId: 'pg-fortune-tiger',
        nodeId: expect.any(String),
        roomId: null,
        vassalage: 'PG',
        gameType: 'RNG',
        demo: false,
      }),
    ]);
  });

  it('offers a free trial only for games with supportPlay 0', async () => {
    const fake = createFakeShell();
    renderLobby(fake);
    await screen.findByRole('article', { name: 'Mahjong Ways' });
    const { games } = await (
      await fetch('http://localhost/wps/game/list?gameType=RNG&vassalage=PG&pageNo=1&pageSize=40')
    )
      .json()
      .then((body: { value: { games: { displayName: string; supportPlay: number }[] } }) => body.value);
    const withTrial = games.filter((g) => g.supportPlay === 0);
    expect(withTrial.length).toBeGreaterThan(0);
    expect(withTrial.length).toBeLessThan(games.length);
    for (const game of games) {
      const trial = within(card(game.displayName)).queryByRole('button', { name: 'free_trial' });
      if (game.supportPlay === 0) expect(trial).toBeInTheDocument();
      else expect(trial).not.toBeInTheDocument();
    }

    // A visitor may try a game: no login prompt, a demo launch.
    await userEvent.click(
      within(card(withTrial[0]!.displayName)).getByRole('button', { name: 'free_trial' }),
    );
    expect(fake.messages).toEqual([]);
    expect(fake.launches).toEqual([expect.objectContaining({ demo: true, freeplay: 1, vassalage: 'PG' })]);
  });

  it('hides free trials when the merchant has free play off', async () => {
    const fake = createFakeShell({ flags: ['GAMELOBBY3'] });
    renderLobby(fake);
    await screen.findByRole('article', { name: 'Mahjong Ways' });
    expect(screen.queryAllByRole('button', { name: 'free_trial' })).toHaveLength(0);
  });

  it('shows a retry card when the games fail to load, and the retry works', async () => {
    server.use(
      http.get(
        '*/wps/game/list',
        () =>
          HttpResponse.json(
            { success: false, errorCode: 'x', message: 'Game service down' },
            { status: 500 },
          ),
        {
          once: true,
        },
      ),
    );
    const fake = createFakeShell();
    renderLobby(fake);
    const error = await screen.findByTestId('gl-games-error');
    expect(error).toHaveTextContent('Game service down');
    await userEvent.click(within(error).getByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('article', { name: 'Mahjong Ways' })).toBeInTheDocument();
  });

  it('shows a retry card when the vendors fail to load, and the retry works', async () => {
    server.use(
      http.get('*/wps/game/vendors', () => new HttpResponse('Bad gateway', { status: 502 }), { once: true }),
    );
    const fake = createFakeShell();
    renderLobby(fake);
    const error = await screen.findByTestId('gl-vendors-error');
    expect(error).toHaveTextContent('Bad Gateway');
    await userEvent.click(within(error).getByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('article', { name: 'Mahjong Ways' })).toBeInTheDocument();
  });
});
