import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ShellServices } from '@wl/shell-contract';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { runInAction } from 'mobx';
import { launchGuardFor } from '../../../lib/game-actions/launch-guard';
import type { RecommendedGame } from '../api/recommended-games';
import { LaunchStore, type LaunchEnvironment } from '../stores/launch-store';
import { LaunchOverlay, showLaunchOverlay } from './launch-overlay';

// A launch started here waits (its delay never ends): the test reads what is under way.
const env = { storage: () => null, delay: () => new Promise(() => {}) } as unknown as LaunchEnvironment;
const INFO = {
  message: 'MG is under maintenance',
  start: '2026-01-01 11:00:00',
  end: '2026-01-01 14:00:00',
  resType: 1,
};

const game = (i: number): RecommendedGame => ({
  nodeId: String(100 + i),
  gameId: `g-${i}`,
  roomId: null,
  displayName: `Game ${i}`,
  showIcon: `/wps/res/img/game/g-${i}.svg`,
  vassalage: 'PG',
  vendorName: 'PG Soft',
  gameType: 'RNG',
  freeplay: 0,
  appNewWindow: 0,
  platform: 'html5-desktop',
});

describe('LaunchOverlay', () => {
  it('shows the maintenance dialog with the message and times; confirm closes it and clears the info', () => {
    const fake = createFakeShell();
    const store = new LaunchStore(fake.shell, env);
    runInAction(() => {
      store.maintenance = { ...INFO, resType: 0 };
    });
    render(<LaunchOverlay store={store} shell={fake.shell} />);
    const dialog = screen.getByRole('dialog', { name: 'vendor_under_maintenance' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('MG is under maintenance');
    expect(within(dialog).getByTestId('maintenance-time')).toHaveTextContent(
      '2026-01-01 11:00:00 ~ 2026-01-01 14:00:00',
    );
    // Focus moved in.
    expect(within(dialog).getByRole('button', { name: 'confirm' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'confirm' }));
    expect(store.maintenance).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the recommended games 12 per slide; a click launches that game; Escape closes', async () => {
    const fake = createFakeShell();
    const store = new LaunchStore(fake.shell, env);
    runInAction(() => {
      store.maintenance = INFO;
      store.recommended = Array.from({ length: 14 }, (_, i) => game(i));
    });
    render(<LaunchOverlay store={store} shell={fake.shell} />);
    const modal = await screen.findByRole('dialog', { name: 'recommend_game_tips1' });
    expect(modal).toHaveTextContent('recommend_game_tips2');
    const slides = within(modal).getAllByTestId('recommended-slide');
    expect(slides.map((slide) => within(slide).getAllByRole('button').length)).toEqual([12, 2]);
    expect(slides[0]).toHaveTextContent('PG Soft');
    await act(async () => {
      fireEvent.click(within(slides[0]!).getByRole('button', { name: /Game 3/ }));
    });
    // Launched directly by the lobby (the member passed the shell's checks for the launch that failed).
    expect(launchGuardFor(fake.shell).running).toEqual(
      expect.objectContaining({ gameId: 'g-3', nodeId: '103', vassalage: 'PG', gameType: 'RNG' }),
    );
    expect(fake.launches).toEqual([]);
    expect(store.maintenance).toBeNull();

    act(() =>
      runInAction(() => {
        store.maintenance = INFO;
        store.recommended = [game(1)];
      }),
    );
    const again = await screen.findByRole('dialog', { name: 'recommend_game_tips1' });
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(store.recommended).toEqual([]);
  });

  it("shows in the shell's overlay slot (no React root of its own) until the store closes it, once at a time", async () => {
    const fake = createFakeShell();
    const store = new LaunchStore(fake.shell, env);
    renderWithShell(<main />, fake);
    act(() => {
      runInAction(() => {
        store.maintenance = { ...INFO, resType: 0 };
      });
      showLaunchOverlay(store, fake.shell);
      // A second failure while it shows adds nothing.
      showLaunchOverlay(store, fake.shell);
    });
    expect(fake.overlay.entries).toHaveLength(1);
    const dialog = screen.getByRole('dialog', { name: 'vendor_under_maintenance' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await act(async () => undefined);
    expect(fake.overlay.entries).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('falls back to the warning dialog on a host without the overlay slot (contract before 1.3)', () => {
    const fake = createFakeShell();
    const { overlay: _overlay, ...older } = fake.shell;
    const store = new LaunchStore(fake.shell, env);
    runInAction(() => {
      store.maintenance = { ...INFO, resType: 0 };
    });
    showLaunchOverlay(store, older as ShellServices);
    expect(fake.messages).toEqual(['warn:MG is under maintenance']);
    expect(store.maintenance).toBeNull();
  });
});
