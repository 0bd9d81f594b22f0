import { setupSandboxServer } from '@wl/sandbox/testing';
import { freePlayLogin } from '../../api/session';
import { startTestRoot } from '../access/access-test-root';
import { ChatStore, safeChatLink, unreadLabel } from './chat-store';
import {
  CHAT_DEFAULT_WIDTH,
  CHAT_EDGE_MARGIN,
  CHAT_MAX_WIDTH,
  CHAT_MIN_HEIGHT,
  CHAT_MIN_WIDTH,
  CHAT_SYNC_RETRY_MS,
  CHAT_UNREAD_DOTS,
} from './constants';

const { sandbox } = setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const VIEWPORT = { width: 1280, height: 800 };

async function setup(options: { account?: string; chatOff?: boolean; rtl?: boolean } = {}) {
  const { root } = await startTestRoot();
  if (options.account) {
    root.session.acceptToken(sandbox.issueToken(options.account), options.account);
    await root.session.completeLogin();
  }
  const calls = { login: 0, warnings: [] as string[], waits: [] as number[] };
  const store = new ChatStore({
    api: root.api,
    events: root.events,
    isOn: (flag) => !options.chatOff && root.flags.isOn(flag),
    session: root.session,
    requireLogin: () => void (calls.login += 1),
    warn: (message) => void calls.warnings.push(message),
    t: (key) => key,
    viewport: () => VIEWPORT,
    direction: () => (options.rtl ? 'rtl' : 'ltr'),
    wait: async (ms) => void calls.waits.push(ms),
  });
  return { root, store, calls };
}

describe('chat rules (spec/shell.md §4, §9)', () => {
  it('shows dots above 99 unread and takes only http(s) or site links', () => {
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe(CHAT_UNREAD_DOTS);
    expect(safeChatLink('/__sandbox/chat/room')).toBe('/__sandbox/chat/room');
    expect(safeChatLink('https://chat.example.com/r')).toBe('https://chat.example.com/r');
    expect(safeChatLink('//evil.example.com')).toBeNull();
    expect(safeChatLink('javascript:alert(1)')).toBeNull();
  });

  it('shows to visitors when the feature is on; a launch asks for a login', async () => {
    const { store, calls } = await setup();
    expect(store.visible).toBe(true);
    await store.launch();
    expect(calls.login).toBe(1);
    expect(store.open).toBe(false);
    const off = await setup({ chatOff: true });
    expect(off.store.visible).toBe(false);
  });

  it('refuses isAgent 4 with in_please_information', async () => {
    const { root, store, calls } = await setup();
    const { token } = await root.api.call(freePlayLogin, { body: { deviceId: root.session.device } });
    root.session.acceptToken(token, null);
    await root.session.completeLogin();
    expect(root.session.isAgent).toBe(4);
    await store.launch();
    expect(calls.warnings).toEqual(['in_please_information']);
    expect(store.open).toBe(false);
  });

  it('launches with an auth key, then the token step; the user details follow the login state', async () => {
    const { root, store } = await setup({ account: 'player01' });
    const stop = store.start();
    expect(store.user).toEqual({ account: 'player01', nickname: expect.anything() });
    await store.launch();
    expect(store.authKey).toMatch(/^ak/);
    expect(store.url).toBe(`/__sandbox/chat/room?key=${store.authKey}`);
    expect(store.chatToken).toMatch(/^ct/);
    expect(store.open).toBe(true);
    root.events.publish('session.changed', { account: null });
    expect(store.user).toBeNull();
    expect(store.open).toBe(false);
    stop();
  });

  it('falls back to the plain link with a null key when saving the auth key fails', async () => {
    sandbox.addFault({ method: 'POST', path: '/wps/member/info/authKey', status: 500 });
    const { store } = await setup({ account: 'player01' });
    await store.launch();
    expect(store.authKey).toBeNull();
    expect(store.url).toBe('/__sandbox/chat/room');
  });

  it('closes and warns when the token step fails', async () => {
    sandbox.addFault({ method: 'POST', path: '/wps/chat/token', status: 500 });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = await setup({ account: 'player01' });
    await store.launch();
    expect(store.open).toBe(false);
    expect(store.url).toBeNull();
    expect(warn).toHaveBeenCalledWith('[chat] launch failed', expect.any(String));
    warn.mockRestore();
  });

  it('syncs the unread count, retrying 1000 and 3000 ms after load', async () => {
    sandbox.addFault({ method: 'GET', path: '/wps/chat/unread', status: 500, times: 2 });
    const { store, calls } = await setup({ account: 'player01' });
    await store.sync();
    expect(CHAT_SYNC_RETRY_MS).toEqual([1000, 3000]);
    expect(calls.waits).toEqual([1000, 2000]);
    expect(store.unread).toBe(2);
  });

  it('hides for a member whose group is not allowed', async () => {
    const { store } = await setup({ account: 'player01' });
    await fetch('http://localhost/__sandbox/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'player01', groupAllowed: false }),
    });
    await store.sync();
    expect(store.permission).toEqual({ checked: true, allowed: false });
    expect(store.visible).toBe(false);
  });

  it('keeps the window within its limits and the viewport', async () => {
    const { store } = await setup();
    store.resizeTo(10, 10);
    expect([store.width, store.height]).toEqual([CHAT_MIN_WIDTH, CHAT_MIN_HEIGHT]);
    store.moveTo(0, 0);
    store.resizeTo(2000, 2000);
    expect([store.width, store.height]).toEqual([CHAT_MAX_WIDTH, VIEWPORT.height]);
    store.resizeTo(300, 400);
    store.moveTo(-50, 5000);
    expect([store.x, store.y]).toEqual([0, VIEWPORT.height - 400]);
    store.moveTo(5000, -5);
    expect([store.x, store.y]).toEqual([VIEWPORT.width - 300, 0]);
  });

  it('mirrors in RTL: x counts from the right edge, horizontal moves flip, the same limits clamp', async () => {
    const ltr = await setup();
    expect(ltr.store.rtl).toBe(false);
    expect(ltr.store.inlineDelta(30)).toBe(30);
    const { store } = await setup({ rtl: true });
    expect(store.rtl).toBe(true);
    // First placed at the inline end (the left in RTL), beside the launcher: the same x as in LTR.
    ltr.store.placeWindow();
    store.placeWindow();
    expect(store.x).toBe(VIEWPORT.width - CHAT_DEFAULT_WIDTH - CHAT_EDGE_MARGIN);
    expect(store.x).toBe(ltr.store.x);
    // A drag to the right is a move towards the inline start.
    expect(store.inlineDelta(30)).toBe(-30);
    store.resizeTo(300, 400);
    store.moveTo(store.x + store.inlineDelta(5000), 0);
    expect(store.x).toBe(0);
    store.moveTo(store.x + store.inlineDelta(-5000), 0);
    expect(store.x).toBe(VIEWPORT.width - 300);
    // Resizing is held to the viewport from the window's inline start.
    store.moveTo(VIEWPORT.width - 300, 0);
    store.resizeTo(store.width + store.inlineDelta(-400), 400);
    expect(store.width).toBe(300);
  });
});
