import { createFakeShell, renderWithShell, type FakeShell } from '@wl/shell-contract/testing';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GamePopup } from '../index';

const { sandbox } = setupSandboxServer();

function renderPopup(
  fake: FakeShell,
  vendor = { accountTypeName: 'JDB', displayName: 'JDB Gaming', gameType: 'RNG' },
) {
  const onClose = jest.fn();
  const opener = document.createElement('button');
  opener.textContent = 'opener';
  document.body.append(opener);
  opener.focus();
  const view = renderWithShell(<GamePopup shell={fake.shell} vendor={vendor} onClose={onClose} />, fake, '/');
  return { ...view, onClose, opener };
}

interface SandboxGame {
  displayName: string;
  supportPlay: number;
}

async function vendorGames(
  vendor: string,
  pageNo: number,
): Promise<{ games: SandboxGame[]; totalPages: number }> {
  const response = await fetch(
    `http://localhost/wps/game/list?gameType=RNG&vassalage=${vendor}&pageNo=${pageNo}&pageSize=10`,
  );
  return ((await response.json()) as { value: { games: SandboxGame[]; totalPages: number } }).value;
}

const rows = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('game popup', () => {
  it('is a labelled modal dialog titled vendor plus type, paged by 10', async () => {
    const first = await vendorGames('JDB', 1);
    const second = await vendorGames('JDB', 2);
    renderPopup(createFakeShell());
    const dialog = await screen.findByRole('dialog', { name: 'popup_title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(rows(dialog)).toEqual(first.games.map((g) => g.displayName)));
    expect(rows(dialog)).toHaveLength(10);
    expect(first.totalPages).toBeGreaterThan(1);
    await userEvent.click(
      within(within(dialog).getByRole('navigation', { name: 'pages' })).getByRole('button', { name: '2' }),
    );
    await waitFor(() => expect(rows(dialog)).toEqual(second.games.map((g) => g.displayName)));
  });

  it('moves focus in, traps it, closes on Escape and returns focus', async () => {
    const { onClose } = renderPopup(createFakeShell());
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findAllByRole('listitem');
    const close = within(dialog).getByRole('button', { name: 'close' });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(close).not.toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('returns focus to the opener when it closes', async () => {
    const { unmount, opener } = renderPopup(createFakeShell());
    await screen.findByRole('dialog');
    unmount();
    expect(opener).toHaveFocus();
  });

  it('offers a free trial only where supportPlay is 0, and play-now on every game', async () => {
    const { games } = await vendorGames('JDB', 1);
    const fake = createFakeShell();
    renderPopup(fake);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(rows(dialog)).toHaveLength(10));
    for (const game of games) {
      const item = within(dialog).getByRole('listitem', { name: game.displayName });
      expect(within(item).getByRole('button', { name: 'play_now' })).toBeInTheDocument();
      const trial = within(item).queryByRole('button', { name: 'free_trial' });
      if (game.supportPlay === 0) expect(trial).toBeInTheDocument();
      else expect(trial).not.toBeInTheDocument();
    }
    const withTrial = games.find((g) => g.supportPlay === 0)!;
    await userEvent.click(
      within(within(dialog).getByRole('listitem', { name: withTrial.displayName })).getByRole('button', {
        name: 'free_trial',
      }),
    );
    expect(fake.launches).toEqual([expect.objectContaining({ demo: true, vassalage: 'JDB', freeplay: 1 })]);
  });

  it('plays a game for a member, and asks a visitor to log in', async () => {
    const visitor = createFakeShell();
    const { unmount } = renderPopup(visitor);
    let dialog = await screen.findByRole('dialog');
    await userEvent.click((await within(dialog).findAllByRole('button', { name: 'play_now' }))[0]!);
    expect(visitor.messages).toEqual(['warn:in_sorry_in']);
    unmount();

    const fake = createFakeShell();
    fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
    renderPopup(fake, { accountTypeName: 'EVO', displayName: 'Evolution', gameType: 'LIVE' });
    dialog = await screen.findByRole('dialog');
    const item = await within(dialog).findByRole('listitem', { name: 'Crazy Time' });
    await userEvent.click(within(item).getByRole('button', { name: 'play_now' }));
    expect(fake.launches).toEqual([
      expect.objectContaining({ vassalage: 'EVO', gameType: 'LIVE', roomId: 'EVO-02', demo: false }),
    ]);
  });
});
