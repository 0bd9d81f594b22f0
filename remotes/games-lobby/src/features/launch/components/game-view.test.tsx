import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { FRAME_LOAD_MS, FRAME_RESET_MS, LAUNCHED_GAME_STORAGE_KEY } from '../../../constants';
import { GameView } from './game-view';

setupSandboxServer();
beforeEach(() => sessionStorage.clear());

const GAME = {
  url: 'http://localhost/__sandbox/game?session=gs1',
  gameType: 'RNG',
  vassalage: 'PG',
  demo: false,
};

describe('GameView', () => {
  it('shows the launched game (kept in session storage) in a frame after the reset', () => {
    sessionStorage.setItem(LAUNCHED_GAME_STORAGE_KEY, JSON.stringify(GAME));
    jest.useFakeTimers();
    try {
      const fake = createFakeShell();
      renderWithShell(<GameView route="/seamless" shell={fake.shell} />, fake, '/?gameType=RNG');
      const frame = () => screen.getByTestId('game-frame');
      expect(frame()).toHaveAttribute('src', 'about:blank');
      expect(frame()).toHaveAttribute('title', 'game_frame_title');
      act(() => void jest.advanceTimersByTime(FRAME_RESET_MS + FRAME_LOAD_MS));
      expect(frame()).toHaveAttribute('src', GAME.url);
    } finally {
      jest.useRealTimers();
    }
  });

  it('without a game offers the way back to the lobby of the game type', () => {
    const fake = createFakeShell();
    renderWithShell(<GameView route="/seamless" shell={fake.shell} />, fake, '/?gameType=LIVE');
    expect(screen.getByText('no_game_launched')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'back_to_games' }));
    expect(fake.navigations).toEqual(['/live']);
  });

  it('does not show a real game on /trial', () => {
    sessionStorage.setItem(LAUNCHED_GAME_STORAGE_KEY, JSON.stringify(GAME));
    const fake = createFakeShell();
    renderWithShell(<GameView route="/trial" shell={fake.shell} />, fake, '/?gameType=RNG');
    expect(screen.queryByTestId('game-frame')).toBeNull();
  });
});
