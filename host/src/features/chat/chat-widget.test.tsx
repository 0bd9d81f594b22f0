import { setupSandboxServer } from '@wl/sandbox/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderTestApp } from '../access/render-test-app';
import type { RootStore } from '../../stores/root-store';

// jsdom paints no picture: the chat does not wait here for the first screen's (FIRST_SCREEN_WAIT_MS).
jest.mock('../../app/first-screen', () => ({
  ...jest.requireActual('../../app/first-screen'),
  useFirstScreenPainted: () => true,
}));

const { sandbox } = setupSandboxServer();
let root: RootStore | null = null;
afterEach(async () => {
  await root?.dispose();
  root = null;
  localStorage.clear();
  sessionStorage.clear();
});

describe('ChatWidget', () => {
  it('shows the unread badge and opens a labelled non-modal window with the room', async () => {
    await fetch('http://localhost/__sandbox/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'player01', unread: 100 }),
    });
    localStorage.setItem('token', sandbox.issueToken('player01'));
    root = await renderTestApp('/');
    const launcher = await screen.findByTestId('chat-launcher');
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByTestId('chat-unread')).toHaveTextContent('...'));
    fireEvent.click(launcher);
    const window = await screen.findByRole('dialog', { name: 'chat_title' });
    expect(window).toHaveAttribute('aria-modal', 'false');
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    const room = await screen.findByTitle('chat_room');
    expect(room.getAttribute('src')).toMatch(/^\/__sandbox\/chat\/room\?key=ak/);
    // The keyboard's alternative to the pointer: arrows on the header move, on the corner handle resize.
    const before = { left: window.style.left, width: window.style.width };
    fireEvent.keyDown(screen.getByRole('button', { name: 'chat_resize' }), { key: 'ArrowLeft' });
    expect(parseFloat(window.style.width)).toBe(parseFloat(before.width) - 20);
    fireEvent.keyDown(screen.getByTestId('chat-drag'), { key: 'ArrowLeft' });
    expect(parseFloat(window.style.left)).toBe(parseFloat(before.left) - 20);
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'chat_title' })).toBeNull());
  });

  it('in RTL sits from the right edge and an arrow moves it the way it points', async () => {
    try {
      localStorage.setItem('token', sandbox.issueToken('player01'));
      root = await renderTestApp('/');
      // The page's direction is the html element's (AR sets it); the test app runs in cimode, so set it here.
      document.documentElement.dir = 'rtl';
      fireEvent.click(await screen.findByTestId('chat-launcher'));
      const window = await screen.findByRole('dialog', { name: 'chat_title' });
      expect(window.style.left).toBe('');
      const right = parseFloat(window.style.right);
      // ArrowRight moves the window right: nearer the right edge; ArrowLeft away from it.
      const header = screen.getByTestId('chat-drag');
      fireEvent.keyDown(header, { key: 'ArrowRight' });
      fireEvent.keyDown(header, { key: 'ArrowRight' });
      expect(parseFloat(window.style.right)).toBe(right - 40);
      fireEvent.keyDown(header, { key: 'ArrowLeft' });
      expect(parseFloat(window.style.right)).toBe(right - 20);
      // The handle is bottom left: ArrowLeft pulls it outwards, the window grows.
      const width = parseFloat(window.style.width);
      fireEvent.keyDown(screen.getByRole('button', { name: 'chat_resize' }), { key: 'ArrowLeft' });
      expect(parseFloat(window.style.width)).toBe(width + 20);
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('is hidden where the chat feature is off', async () => {
    await fetch('http://localhost/__sandbox/merchants/demo', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ whitelabel: { CHAT3: 0 } }),
    });
    root = await renderTestApp('/');
    await screen.findByTestId('shell-footer');
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
  });
});
