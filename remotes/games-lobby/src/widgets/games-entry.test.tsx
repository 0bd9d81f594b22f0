import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { http, HttpResponse } from 'msw';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { GamesEntry } from './games-entry';

const { server } = setupSandboxServer();

const tile = (type: string) => screen.getByRole('article', { name: `type_${type}` });

describe('GamesEntry widget', () => {
  it('shows sports, live, fish, pvp and rng tiles with up to 3 vendors each', async () => {
    const fake = createFakeShell();
    renderWithShell(<GamesEntry shell={fake.shell} />, fake);
    await screen.findByRole('article', { name: 'type_RNG' });
    const root = screen.getByTestId('games-entry');
    expect(
      within(root)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['type_SPORTS', 'type_LIVE', 'type_FISH', 'type_PVP', 'type_RNG']);
    for (const type of ['SPORTS', 'LIVE', 'FISH', 'PVP', 'RNG']) {
      const vendors = within(tile(type)).getAllByRole('listitem');
      expect(vendors.length).toBeGreaterThan(0);
      expect(vendors.length).toBeLessThanOrEqual(3);
    }
    expect(
      within(tile('RNG'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PG Soft', 'JDB Gaming', 'Playtech']);
  });

  it('sends an RNG vendor to /electron?page={vendor} and other tiles to their lobby', async () => {
    const fake = createFakeShell();
    renderWithShell(<GamesEntry shell={fake.shell} />, fake);
    await screen.findByRole('article', { name: 'type_RNG' });
    await userEvent.click(within(tile('RNG')).getByRole('button', { name: 'JDB Gaming' }));
    await userEvent.click(within(tile('RNG')).getByRole('button', { name: 'more_games' }));
    await userEvent.click(within(tile('LIVE')).getByRole('button', { name: 'Evolution' }));
    await userEvent.click(within(tile('SPORTS')).getByRole('button', { name: 'more_games' }));
    await userEvent.click(within(tile('FISH')).getByRole('button', { name: 'more_games' }));
    await userEvent.click(within(tile('PVP')).getByRole('button', { name: 'more_games' }));
    expect(fake.navigations).toEqual([
      '/electron?page=JDB',
      '/electron',
      '/live',
      '/sports',
      '/fish',
      '/pvp',
    ]);
  });

  it('shows a retry card when the lanes fail, and the retry works', async () => {
    server.use(
      http.get(
        '*/wps/game/lanes',
        () => HttpResponse.json({ success: false, errorCode: 'system.busy', message: 'Busy' }),
        {
          once: true,
        },
      ),
    );
    const fake = createFakeShell();
    renderWithShell(<GamesEntry shell={fake.shell} />, fake);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Busy');
    await userEvent.click(within(alert).getByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('article', { name: 'type_RNG' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no lanes', async () => {
    server.use(http.get('*/wps/game/lanes', () => HttpResponse.json({ success: true, value: [] })));
    const fake = createFakeShell();
    renderWithShell(<GamesEntry shell={fake.shell} />, fake);
    expect(await screen.findByText('no_data')).toBeInTheDocument();
  });
});
