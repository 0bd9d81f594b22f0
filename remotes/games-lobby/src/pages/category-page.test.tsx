import { createFakeShell, renderWithShell, type FakeShell } from '@wl/shell-contract/testing';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RemoteRoutes } from '../root';

const { sandbox, server } = setupSandboxServer();

function renderCategory(fake: FakeShell, basePath: string, route = '/') {
  return renderWithShell(<RemoteRoutes basePath={basePath} shell={fake.shell} />, fake, route);
}

const vendorButton = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'vendors' })).getByRole('button', { name });

describe('category pages', () => {
  it.each([
    ['/live', 'LIVE', /Evolution/],
    ['/casino', 'LIVE', /Allbet/],
    ['/fish', 'FISH', /JDB Fishing/],
    ['/sports', 'SPORTS', /SABA Sports/],
    ['/pvp', 'PVP', /KY Gaming/],
    ['/table', 'PVP', /Leg Gaming/],
    ['/esports', 'ESPORTS', /IM Esports/],
    ['/arcade', 'RNG', /PG Soft/],
    ['/rng', 'RNG', /JILI/],
  ])('%s lists the vendor cards of %s', async (basePath, type, vendor) => {
    renderCategory(createFakeShell(), basePath);
    expect(await screen.findByTestId('games-category')).toHaveAttribute('data-game-type', type);
    expect(await screen.findByRole('heading', { name: `type_${type}` })).toBeInTheDocument();
    expect(vendorButton(vendor)).toBeInTheDocument();
  });

  it('launches a direct vendor (isGame game) with its card’s launch fields', async () => {
    const fake = createFakeShell();
    fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
    renderCategory(fake, '/sports');
    await screen.findByRole('list', { name: 'vendors' });
    await userEvent.click(vendorButton(/SBOBET/));
    expect(fake.launches).toEqual([
      expect.objectContaining({
        vassalage: 'SBO',
        gameType: 'SPORTS',
        gameId: '1',
        nodeId: expect.any(String),
        appNewWindow: 1,
        demo: false,
      }),
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in before a direct launch', async () => {
    const fake = createFakeShell();
    renderCategory(fake, '/sports');
    await screen.findByRole('list', { name: 'vendors' });
    await userEvent.click(vendorButton(/SABA Sports/));
    expect(fake.messages).toEqual(['warn:in_sorry_in']);
    expect(fake.launches).toEqual([]);
  });

  it('opens the game popup of a VASSALAGE vendor, and closes it back to the card', async () => {
    renderCategory(createFakeShell(), '/live');
    await screen.findByRole('list', { name: 'vendors' });
    const evo = vendorButton(/Evolution/);
    evo.focus();
    await userEvent.click(evo);
    const dialog = await screen.findByRole('dialog', { name: 'popup_title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await within(dialog).findByRole('listitem', { name: 'Lightning Roulette' })).toBeInTheDocument();
    expect(evo).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(evo).toHaveFocus();
  });

  it('opens the popup of the vendor named by ?page= (accountTypeName or displayName)', async () => {
    const { unmount } = renderCategory(createFakeShell(), '/live', '/?page=ALB');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('listitem', { name: 'Baccarat A' })).toBeInTheDocument();
    unmount();
    renderCategory(createFakeShell(), '/fish', '/?page=cq9%20fishing');
    expect(
      await within(await screen.findByRole('dialog')).findByRole('listitem', { name: 'Paradise' }),
    ).toBeInTheDocument();
  });

  it('shows a retry card when the vendors fail, and the retry works', async () => {
    server.use(
      http.get(
        '*/wps/game/vendors',
        () => HttpResponse.json({ success: false, message: 'Down' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    renderCategory(createFakeShell(), '/pvp');
    const error = await screen.findByTestId('gl-category-error');
    await userEvent.click(within(error).getByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('list', { name: 'vendors' })).toBeInTheDocument();
  });
});
