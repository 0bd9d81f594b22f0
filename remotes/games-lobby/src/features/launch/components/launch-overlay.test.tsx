import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createFakeShell } from '@wl/shell-contract/testing';
import { runInAction } from 'mobx';
import type { RecommendedGame } from '../api/recommended-games';
import { LaunchStore, type LaunchEnvironment } from '../stores/launch-store';
import { LaunchOverlay } from './launch-overlay';

const env = { storage: () => null } as unknown as LaunchEnvironment;
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
    expect(fake.launches).toEqual([
      expect.objectContaining({ gameId: 'g-3', nodeId: '103', vassalage: 'PG', gameType: 'RNG' }),
    ]);
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
});
