import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { http, HttpResponse } from 'msw';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { GamesEntry } from './games-entry';

const { server } = setupSandboxServer();

const tile = (name: string) => screen.getByRole('article', { name });

async function renderEntry(options: Parameters<typeof createFakeShell>[0] = {}) {
  const fake = createFakeShell(options);
  renderWithShell(<GamesEntry shell={fake.shell} />, fake);
  await screen.findByRole('article', { name: 'type_RNG' });
  return fake;
}

describe('GamesEntry widget', () => {
  it('shows sports, live, fish, pvp, rng and lottery tiles with up to 3 cards each', async () => {
    await renderEntry();
    const root = screen.getByTestId('games-entry');
    expect(
      within(root)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['type_SPORTS', 'type_LIVE', 'type_FISH', 'type_PVP', 'type_RNG', 'entry_lottery']);
    for (const name of ['type_SPORTS', 'type_LIVE', 'type_FISH', 'type_PVP', 'type_RNG']) {
      const cards = within(tile(name)).getAllByRole('listitem');
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.length).toBeLessThanOrEqual(3);
    }
    expect(
      within(tile('type_RNG'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PG Soft', 'JDB Gaming', 'Playtech']);
    // LOTT then ELOTT cards, 3 at most.
    expect(
      within(tile('entry_lottery'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['WL Lottery', 'VR Lottery', 'WL Fast Lottery']);
  });

  it('shows 1 popular lottery in the lottery tile, leading to the lottery lobby on that game', async () => {
    const fake = await renderEntry();
    const popular = within(tile('entry_lottery')).getByTestId('entry-popular-lottery');
    await userEvent.click(await within(popular).findByRole('button', { name: '重庆时时彩' }));
    expect(within(popular).getAllByRole('button')).toHaveLength(1);
    expect(fake.navigations).toEqual(['/lottery?gameCode=CQSSC&gameId=1']);
  });

  it('sends a LOTT or ELOTT card to the lottery route with lottoGameGroup set to its tag', async () => {
    const fake = await renderEntry();
    await userEvent.click(within(tile('entry_lottery')).getByRole('button', { name: 'WL Lottery' }));
    await userEvent.click(within(tile('entry_lottery')).getByRole('button', { name: 'WL Fast Lottery' }));
    expect(fake.navigations).toEqual(['/lottery?lottoGameGroup=WLLOTT', '/lottery?lottoGameGroup=ELOTT']);
    expect(fake.launches).toEqual([]);
  });

  it('sends an RNG vendor to /electron?page={vendor} and the more-games buttons to their lower-cased type', async () => {
    const fake = await renderEntry();
    await userEvent.click(within(tile('type_RNG')).getByRole('button', { name: 'JDB Gaming' }));
    await userEvent.click(within(tile('type_RNG')).getByRole('button', { name: 'more_games' }));
    await userEvent.click(within(tile('type_SPORTS')).getByRole('button', { name: 'more_games' }));
    await userEvent.click(within(tile('type_FISH')).getByRole('button', { name: 'more_games' }));
    await userEvent.click(within(tile('type_PVP')).getByRole('button', { name: 'more_games' }));
    await userEvent.click(within(tile('type_LIVE')).getByRole('button', { name: 'more_games' }));
    await userEvent.click(within(tile('entry_lottery')).getByRole('button', { name: 'more_games' }));
    expect(fake.navigations).toEqual([
      '/electron?page=JDB',
      '/electron',
      '/sports',
      '/fish',
      '/pvp',
      '/live',
      '/lott',
    ]);
  });

  it('opens the game popup of a VASSALAGE vendor, and gives focus back to the card when it closes', async () => {
    const fake = await renderEntry();
    const evolution = within(tile('type_LIVE')).getByRole('button', { name: 'Evolution' });
    await userEvent.click(evolution);
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByRole('heading')).toHaveTextContent('popup_title');
    expect(await within(popup).findByText('Lightning Roulette')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(evolution).toHaveFocus();
    expect(fake.navigations).toEqual([]);
  });

  it('launches a card with isGame game directly through shell.launchGame with the card’s launch fields', async () => {
    server.use(
      http.get('*/wps/game/lanes', () =>
        HttpResponse.json({
          success: true,
          value: [
            {
              title: 'SPORTS',
              cards: [
                {
                  cardId: 1,
                  accountTypeName: 'SABA',
                  displayName: 'SABA Sports',
                  smallIcon: null,
                  gameType: 'SPORTS',
                  isGame: 'game',
                  vassalage: 'SABA',
                  gameId: '0',
                  roomId: null,
                  nodeId: 900,
                  matchId: 'M1',
                  leagueId: 'L1',
                  freeplay: 0,
                  appNewWindow: 1,
                },
              ],
            },
            {
              title: 'RNG',
              cards: [
                {
                  cardId: 2,
                  accountTypeName: 'PG',
                  displayName: 'PG Soft',
                  gameType: 'RNG',
                  isGame: 'VASSALAGE',
                },
              ],
            },
          ],
        }),
      ),
    );
    let finish!: () => void;
    const fake = await renderEntry({
      launchGameService: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    fake.session.logIn('token', { id: 10001, account: 'player01', type: 0 });
    const button = within(tile('type_SPORTS')).getByRole('button', { name: 'SABA Sports' });
    await userEvent.click(button);
    expect(fake.launches).toEqual([
      {
        gameId: '0',
        roomId: null,
        nodeId: 900,
        matchId: 'M1',
        leagueId: 'L1',
        vassalage: 'SABA',
        gameType: 'SPORTS',
        freeplay: 0,
        appNewWindow: 1,
      },
    ]);
    // In flight: the card cannot launch twice.
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(fake.launches).toHaveLength(1);
    finish();
    await screen.findByRole('button', { name: 'SABA Sports' });
    expect(await within(tile('type_SPORTS')).findByRole('button', { name: 'SABA Sports' })).toBeEnabled();
  });

  it('has no lottery tile, and asks for no popular lottery, where the lottery area is off', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    await renderEntry({ flags: ['GAMELOBBY3'] });
    server.events.removeAllListeners();
    expect(screen.queryByRole('article', { name: 'entry_lottery' })).not.toBeInTheDocument();
    expect(asked).not.toContain('/lgw/games/popular');
  });

  it('shows a retry card when the popular lottery fails, and the retry works', async () => {
    server.use(
      http.get(
        '*/lgw/games/popular',
        () => HttpResponse.json({ success: false, errorCode: 'x', message: 'Down' }),
        {
          once: true,
        },
      ),
    );
    await renderEntry();
    const popular = within(tile('entry_lottery')).getByTestId('entry-popular-lottery');
    const alert = await within(popular).findByRole('alert');
    expect(alert).toHaveTextContent('Down');
    await userEvent.click(within(alert).getByRole('button', { name: 'retry' }));
    expect(await within(popular).findByRole('button', { name: '重庆时时彩' })).toBeInTheDocument();
  });

  it('shows a retry card when the lanes fail, and the retry works', async () => {
    server.use(
      http.get(
        '*/wps/game/lanes',
        () => HttpResponse.json({ success: false, errorCode: 'system.busy', message: 'Busy' }),
        { once: true },
      ),
    );
    const fake = createFakeShell();
    renderWithShell(<GamesEntry shell={fake.shell} />, fake);
    const alert = await within(screen.getByTestId('games-entry')).findByText('Busy');
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'retry' }),
    );
    expect(await screen.findByRole('article', { name: 'type_RNG' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no lanes and no popular lottery', async () => {
    server.use(
      http.get('*/wps/game/lanes', () => HttpResponse.json({ success: true, value: [] })),
      http.get('*/lgw/games/popular', () => HttpResponse.json({ success: true, value: [] })),
    );
    const fake = createFakeShell();
    renderWithShell(<GamesEntry shell={fake.shell} />, fake);
    expect(await screen.findByText('no_data')).toBeInTheDocument();
  });
});
