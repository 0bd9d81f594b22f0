import { createFakeShell, renderWithShell, type FakeShell } from '@wl/shell-contract/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { EAGER_GAME_ICONS } from '../../../constants';
import { RemoteRoutes } from '../../../root';
import { setupSandboxServer } from '@wl/sandbox/testing';

const { sandbox, server } = setupSandboxServer();

function renderLobby(fake: FakeShell, basePath = '/electron', route = '/') {
  return renderWithShell(<RemoteRoutes basePath={basePath} shell={fake.shell} />, fake, route);
}

const cards = () => screen.queryAllByRole('article');
/** PG's games in the sandbox (its own titles plus the seeded classics): two pages of 40. */
const PG_GAME_COUNT = 66;
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
    // The first cards render with the page, the rest in a transition just after.
    await waitFor(() => expect(cards()).toHaveLength(40));

    const pager = screen.getByRole('navigation', { name: 'pages' });
    await userEvent.click(within(pager).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'Hood vs Wolf' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(PG_GAME_COUNT - 40));
    const pagerNow = screen.getByRole('navigation', { name: 'pages' });
    expect(within(pagerNow).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('fetches the first screen of icons at once, the first with high priority, and the rest lazily', async () => {
    renderLobby(createFakeShell());
    await screen.findByRole('article', { name: 'Mahjong Ways' });
    const icons = cards().map((article) => article.querySelector('img.gl-card__icon'));
    expect(icons.slice(0, EAGER_GAME_ICONS).every((icon) => icon?.getAttribute('loading') === 'eager')).toBe(
      true,
    );
    expect(icons[0]).toHaveAttribute('fetchpriority', 'high');
    expect(icons[1]).toHaveAttribute('fetchpriority', 'auto');
    expect(icons.slice(EAGER_GAME_ICONS).every((icon) => icon?.getAttribute('loading') === 'lazy')).toBe(
      true,
    );
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

  it('shows the slot lobby at /electron and the category page elsewhere', async () => {
    const fake = createFakeShell();
    const { unmount } = renderLobby(fake, '/electron');
    expect(await screen.findByTestId('games-lobby')).toHaveAttribute('data-game-type', 'RNG');
    unmount();
    renderLobby(fake, '/casino');
    expect(await screen.findByTestId('games-category')).toHaveAttribute('data-game-type', 'LIVE');
    expect(screen.queryByTestId('games-lobby')).not.toBeInTheDocument();
  });

  it('scrolls the vendor strip in 150 px steps only with more than 8 vendors', async () => {
    const fake = createFakeShell();
    renderLobby(fake, '/electron');
    await screen.findByRole('article', { name: 'Mahjong Ways' });
    const strip = document.querySelector('.gl-vendors__track')!;
    const back = screen.getByRole('button', { name: 'prev_vendors' });
    const forward = screen.getByRole('button', { name: 'next_vendors' });
    expect(back).toBeDisabled();
    await userEvent.click(forward);
    expect(strip).toHaveAttribute('data-offset', '150');
    for (let step = 0; step < 4; step++) await userEvent.click(forward);
    expect(strip).toHaveAttribute('data-offset', '750'); // 13 vendors: 5 steps to the end
    expect(forward).toBeDisabled();
    await userEvent.click(back);
    expect(strip).toHaveAttribute('data-offset', '600');
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
    await screen.findByRole('article', { name: games.at(-1)!.displayName });
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

  it('loads the vendor logos once the games have loaded, so the game icons are fetched first', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Held, then answered by the sandbox's own handler.
    server.use(http.get('*/wps/game/list', () => held, { once: true }));
    renderLobby(createFakeShell());
    const nav = await screen.findByRole('navigation', { name: 'vendors' });
    const pgButton = within(nav).getByRole('button', { name: 'PG Soft' });
    expect(nav.querySelectorAll('img')).toHaveLength(0);
    expect(pgButton.querySelector('.gl-vendor__logo--pending')).toBeInTheDocument();
    release();
    await screen.findByRole('article', { name: 'Mahjong Ways' });
    await waitFor(() => expect(pgButton.querySelector('img.gl-vendor__logo')).toBeInTheDocument());
    expect(nav.querySelectorAll('.gl-vendor__logo--pending')).toHaveLength(0);
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

/** Sandbox helpers: a logged-in fake shell, a game list read, and a real launch (which records a recent game). */
function loggedIn(): FakeShell {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
  return fake;
}

async function sandboxGames(path: string): Promise<{ displayName: string; nodeId: string }[]> {
  const body = (await (await fetch(`http://localhost${path}`)).json()) as {
    value: { games: { displayName: string; nodeId: string }[] };
  };
  return body.value.games;
}

async function launchInSandbox(fake: FakeShell, game: { nodeId: string; vassalage: string }) {
  const token = fake.shell.session.token!;
  const query = new URLSearchParams({
    vassalage: game.vassalage,
    nodeId: game.nodeId,
    platform: 'html5-desktop',
    clientType: '3',
    accountType: '1',
    confirmTrans: '0',
    launchMode: 'GLS',
    username: 'player01',
    token,
    merchantCode: 'demo',
    language: 'CN',
  });
  const response = await fetch(`http://localhost/wps/game/launchGame?${query}`, {
    headers: { Authorization: token, Merchant: 'demo' },
  });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
}

const names = () => cards().map((c) => c.getAttribute('aria-label'));
const tab = (name: string) => screen.getByRole('tab', { name });

describe('slot lobby tabs, filters and favourites', () => {
  it('filters the vendor’s games by classification', async () => {
    renderLobby(createFakeShell());
    await screen.findByRole('article', { name: 'Mahjong Ways' });
    const filter = screen.getByRole('group', { name: 'classify_label' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['classify_ALL', 'classify_VP', 'classify_TG', 'classify_SC', 'classify_AC', 'classify_JP']);
    expect(within(filter).getByRole('button', { name: 'classify_ALL' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const kind of ['VP', 'TG', 'SC', 'AC', 'JP']) {
      const expected = await sandboxGames(
        `/wps/game/list?gameType=RNG&vassalage=PG&gameClassify=${kind}&pageNo=1&pageSize=40`,
      );
      expect(expected.length).toBeGreaterThan(0);
      await userEvent.click(within(filter).getByRole('button', { name: `classify_${kind}` }));
      await waitFor(() => expect(names()).toEqual(expected.map((g) => g.displayName)));
      expect(within(filter).getByRole('button', { name: `classify_${kind}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
  });

  it('opens the hot tab from its button and goes back to the vendor tab', async () => {
    const hot = await sandboxGames('/wps/game/hot?gameType=RNG&pageNo=1&pageSize=40');
    renderLobby(createFakeShell());
    await screen.findByRole('article', { name: 'Mahjong Ways' });
    expect(tab('tab_vendor')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab('tab_hot'));
    await waitFor(() => expect(names()).toEqual(hot.map((g) => g.displayName)));
    expect(tab('tab_hot')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('group', { name: 'classify_label' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PG Soft', pressed: false })).toBeInTheDocument();

    await userEvent.click(tab('tab_vendor'));
    expect(await screen.findByRole('article', { name: 'Mahjong Ways' })).toBeInTheDocument();
  });

  it('opens the hot tab from ?page=hot', async () => {
    const hot = await sandboxGames('/wps/game/hot?gameType=RNG&pageNo=1&pageSize=40');
    renderLobby(createFakeShell(), '/electron', '/?page=hot');
    await waitFor(() => expect(names()).toEqual(hot.map((g) => g.displayName)));
    expect(tab('tab_hot')).toHaveAttribute('aria-selected', 'true');
  });

  it('asks a visitor to log in for the recent and favourite tabs', async () => {
    const fake = createFakeShell();
    renderLobby(fake);
    await screen.findByRole('article', { name: 'Mahjong Ways' });
    await userEvent.click(tab('tab_recent'));
    await userEvent.click(tab('tab_favourite'));
    expect(fake.messages).toEqual(['warn:in_sorry_in', 'warn:in_sorry_in']);
    expect(tab('tab_vendor')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the login prompt for ?page=favGameList as a visitor', async () => {
    const fake = createFakeShell();
    renderLobby(fake, '/electron', '/?page=favGameList');
    expect(await screen.findByText('in_sorry_in')).toBeInTheDocument();
    expect(fake.messages).toEqual(['warn:in_sorry_in']);
    expect(tab('tab_favourite')).toHaveAttribute('aria-selected', 'true');
    expect(cards()).toHaveLength(0);
  });

  it('loads the favourites once the visitor logs in from the prompt', async () => {
    const token = sandbox.issueToken('player01');
    const [game] = await sandboxGames('/wps/game/list?gameType=RNG&vassalage=SG&pageNo=1&pageSize=1');
    await fetch('http://localhost/wps/game/favourites', {
      method: 'POST',
      headers: { Authorization: token, Merchant: 'demo', 'Content-Type': 'application/json' },
      body: JSON.stringify({ nodeId: game!.nodeId, vendor: 'SG', gameType: 'RNG' }),
    });
    const fake = createFakeShell();
    renderLobby(fake, '/electron', '/?page=favGameList');
    expect(await screen.findByText('in_sorry_in')).toBeInTheDocument();
    act(() => fake.session.logIn(token, { id: 10001, account: 'player01', type: 0 }));
    await waitFor(() => expect(names()).toEqual([game!.displayName]));
    expect(screen.queryByText('in_sorry_in')).not.toBeInTheDocument();
  });

  it('toggles a favourite and lists it in the favourite tab', async () => {
    const fake = loggedIn();
    renderLobby(fake);
    const toggle = within(await screen.findByRole('article', { name: 'Fortune Tiger' })).getByRole('button', {
      name: 'favourite',
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(toggle).toBeEnabled());

    await userEvent.click(tab('tab_favourite'));
    await waitFor(() => expect(names()).toEqual(['Fortune Tiger']));
    const again = within(card('Fortune Tiger')).getByRole('button', { name: 'favourite' });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(again);
    await waitFor(() => expect(again).toBeEnabled());
    expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(await sandboxFavourites(fake)).toEqual([]);
    expect(fake.messages).toEqual([]);
  });

  it('rolls a favourite back when the call fails, and says why', async () => {
    let answer!: () => void;
    server.use(
      http.post('*/wps/game/favourites', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(
          { success: false, errorCode: 'x', message: 'Favourites are down' },
          { status: 500 },
        );
      }),
    );
    const fake = loggedIn();
    renderLobby(fake);
    const toggle = within(await screen.findByRole('article', { name: 'Fortune Tiger' })).getByRole('button', {
      name: 'favourite',
    });
    await userEvent.click(toggle);
    // Optimistic: pressed at once, and cannot act twice while the call is in flight.
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toBeDisabled();
    answer();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(toggle).toBeEnabled();
    expect(fake.messages).toEqual(['toast:Favourites are down']);
  });

  it('lists the games the member launched in the recent tab (?page=recentGameList)', async () => {
    const fake = loggedIn();
    const [first, second] = await sandboxGames(
      '/wps/game/list?gameType=RNG&vassalage=JDB&pageNo=1&pageSize=2',
    );
    await launchInSandbox(fake, { nodeId: first!.nodeId, vassalage: 'JDB' });
    await launchInSandbox(fake, { nodeId: second!.nodeId, vassalage: 'JDB' });
    renderLobby(fake, '/electron', '/?page=recentGameList');
    await waitFor(() => expect(names()).toEqual([second!.displayName, first!.displayName]));
    expect(tab('tab_recent')).toHaveAttribute('aria-selected', 'true');
    expect(fake.messages).toEqual([]);
  });

  it('passes the game’s launch fields to shell.launchGame', async () => {
    const fake = loggedIn();
    renderLobby(fake, '/electron', '/?page=PT');
    const name = 'Age of the Gods';
    await userEvent.click(
      within(await screen.findByRole('article', { name })).getByRole('button', { name: 'play_now' }),
    );
    expect(fake.launches).toEqual([
      {
        gameId: 'pt-age-of-the-gods',
        nodeId: expect.any(String),
        roomId: null,
        matchId: null,
        leagueId: null,
        vassalage: 'PT',
        gameType: 'RNG',
        freeplay: expect.any(Number),
        appNewWindow: 1,
        // PT is a flash-rule vendor: the card's platform decides the launch platform (spec/products.md §4).
        platform: 'flash',
        demo: false,
      },
    ]);
  });
});

async function sandboxFavourites(fake: FakeShell): Promise<string[]> {
  const token = fake.shell.session.token!;
  const response = await fetch('http://localhost/wps/game/favourites?pageNo=1&pageSize=40', {
    headers: { Authorization: token, Merchant: 'demo' },
  });
  const body = (await response.json()) as { value: { games: { displayName: string }[] } };
  return body.value.games.map((g) => g.displayName);
}
