import { setupSandboxServer } from '@wl/sandbox/testing';
import type { RootStore } from '../../../stores/root-store';
import { standInMessages, startTestRoot } from '../access-test-root';
import { BindStore } from './bind-store';
import {
  bodyFromSocialArgs,
  POPUP_CLOSED_GRACE_MS,
  POPUP_POLL_MS,
  SocialLoginStore,
  waitForSocialMessage,
  type SocialDeps,
  type SocialPage,
} from './social-login';

setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

const PAGE: SocialPage = { origin: 'http://localhost', hostname: 'localhost', search: '?referralCode=R1' };

/** A provider popup as the store sees it (jsdom cannot open windows). */
class FakePopup {
  closed = false;
  location = { href: '' };
  close() {
    this.closed = true;
  }
}

function post(data: unknown, origin = PAGE.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function social(root: RootStore, overrides: Partial<SocialDeps> = {}) {
  const popups: { url: string; popup: FakePopup }[] = [];
  const deps: SocialDeps = {
    api: root.api,
    access: root.access,
    flags: root.flags,
    settings: () => root.settings,
    t: root.i18n.t.bind(root.i18n),
    deviceId: () => root.session.device,
    page: () => PAGE,
    openPopup: (url) => {
      const popup = new FakePopup();
      popups.push({ url, popup });
      return popup as unknown as Window;
    },
    messages: window,
    ...overrides,
  };
  const bodies: { id: string; body: unknown }[] = [];
  const call = root.api.call.bind(root.api);
  jest.spyOn(root.api, 'call').mockImplementation((endpoint, options) => {
    bodies.push({ id: endpoint.id, body: options?.body });
    return call(endpoint, options);
  });
  return { store: new SocialLoginStore(deps), popups, bodies };
}

function bind(root: RootStore, store: SocialLoginStore) {
  return new BindStore({
    api: root.api,
    access: root.access,
    social: store,
    flags: root.flags,
    t: root.i18n.t.bind(root.i18n),
    deviceId: () => root.session.device,
    page: () => PAGE,
  });
}

/** PATCH /__sandbox/merchants/demo (before the root starts, so it reads the changed flags). */
async function patchMerchant(patch: Record<string, unknown>) {
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PATCH', '/__sandbox/merchants/demo');
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.onload = () => (xhr.status === 200 ? resolve() : reject(new Error(xhr.responseText)));
    xhr.send(JSON.stringify(patch));
  });
}

describe('firebase sign-in (spec/shell.md §3, §4 "Social login")', () => {
  it('a bound identity logs in: popup at signInUrl with channel and origin, the §3 payload, the post-login flow', async () => {
    const { root } = await startTestRoot();
    const { store, popups, bodies } = social(root);
    expect(store.showFirebase).toBe(true);
    expect(store.showTelegram).toBe(true);
    const done = store.firebase();
    expect(store.busy).toBe('firebase');
    expect(popups[0]?.url).toBe('/__sandbox/social/firebase?channel=google&origin=http%3A%2F%2Flocalhost');
    const { bound } = await standInMessages(popups[0]!.url);
    // Someone else's message, a wrong source or provider: ignored.
    post(bound, 'http://evil.example');
    post({ ...bound, source: 'other' });
    post({ ...bound, provider: 'telegram' });
    await tick();
    expect(store.busy).toBe('firebase');
    post(bound);
    await expect(done).resolves.toMatchObject({ status: 'loggedIn', member: { account: 'player01' } });
    expect(popups[0]!.popup.closed).toBe(true);
    expect(root.session.token).toEqual(expect.any(String));
    expect(store.busy).toBeNull();
    const login = bodies.find((b) => b.id === 'host.loginFirebase');
    expect(login?.body).toEqual({
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: (bound as { idToken: string }).idToken,
      firebaseMobileNo: '13800000001',
      deviceId: root.session.device,
    });
    expect(root.session.device).toHaveLength(36);
  });

  it('no firebase config: "Site not support Google Service." and no popup', async () => {
    const { root } = await startTestRoot();
    const { store, popups } = social(root, { settings: () => ({ firebase: null }) });
    await expect(store.firebase()).resolves.toBeNull();
    expect(store.message).toBe('site_not_support_google');
    expect(popups).toHaveLength(0);
  });

  it('a blocked popup says popup_blocked; a closed popup ends the wait; a provider refusal shows code and reason', async () => {
    const { root } = await startTestRoot();
    const blocked = social(root, { openPopup: () => null }).store;
    await expect(blocked.firebase()).resolves.toBeNull();
    expect(blocked.message).toBe('popup_blocked');
    await expect(blocked.telegram()).resolves.toBeNull();
    expect(blocked.message).toBe('popup_blocked');

    jest.restoreAllMocks();
    const { store, popups } = social(root);
    jest.useFakeTimers();
    try {
      const closed = store.firebase();
      popups[0]!.popup.closed = true;
      jest.advanceTimersByTime(POPUP_POLL_MS + POPUP_CLOSED_GRACE_MS);
      await expect(closed).resolves.toBeNull();
      expect(store.busy).toBeNull();
      expect(store.message).toBeNull();
    } finally {
      jest.useRealTimers();
    }

    const refused = store.firebase();
    post({
      source: 'wl-social',
      provider: 'firebase',
      error: { code: 'auth/user-cancelled', message: 'denied' },
    });
    await expect(refused).resolves.toBeNull();
    expect(store.message).toBe('social_provider_error (auth/user-cancelled: denied)');
  });

  it('a bad token shows the server message beside the buttons', async () => {
    const { root } = await startTestRoot();
    const { store } = social(root);
    const outcome = await store.signIn('firebase', {
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: 'forged.token',
      deviceId: root.session.device,
    });
    expect(outcome).toMatchObject({ status: 'failed', errorCode: 'social.token.invalid' });
    expect(store.message).toBe('第三方登录凭证无效');
  });
});

describe('bind dialog (spec/shell.md §4 "Social login": bind_customer_required)', () => {
  it('a new identity opens the bind dialog; logging in to player01 binds it; the identity then logs in alone', async () => {
    const { root } = await startTestRoot();
    const { store, popups, bodies } = social(root);
    const done = store.firebase();
    const { fresh } = await standInMessages(popups[0]!.url);
    post(fresh);
    await expect(done).resolves.toEqual({ status: 'bind' });
    expect(root.access.modal).toBe('bind');
    const token = (fresh as { idToken: string }).idToken;
    expect(root.access.socialArgs).toEqual({ firebaseChannel: 'google', firebaseIdToken: token });

    const dialog = bind(root, store);
    dialog.setMode('login');
    await dialog.loginExisting();
    expect(dialog.message).toBe('in_incorrect_password');
    dialog.setUsername('player01');
    dialog.setPassword('wrong-password');
    await dialog.loginExisting();
    expect(dialog.message).toEqual(expect.any(String));
    expect(dialog.username).toBe('player01');
    expect(dialog.password).toBe('wrong-password');
    dialog.setPassword('pass1234');
    await dialog.loginExisting();
    expect(root.session.token).toEqual(expect.any(String));
    expect(root.access.modal).toBeNull();
    expect(root.access.socialArgs).toBeNull();
    expect(bodies.filter((b) => b.id === 'host.login').at(-1)?.body).toMatchObject({
      username: 'player01',
      firebaseChannel: 'google',
      firebaseIdToken: token,
    });

    await root.access.logout();
    const again = await store.signIn('firebase', {
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: token,
      deviceId: root.session.device,
    });
    expect(again).toMatchObject({ status: 'loggedIn', member: { account: 'player01' } });
  });

  it('"register new": MANUALREG3 opens the register modal keeping the identity', async () => {
    const { root } = await startTestRoot();
    const { store, popups } = social(root);
    const done = store.firebase();
    post((await standInMessages(popups[0]!.url)).fresh);
    await done;
    const dialog = bind(root, store);
    expect(dialog.canRegister).toBe(true);
    expect(dialog.manualRegistration).toBe(true);
    await dialog.registerNew();
    expect(root.access.modal).toBe('register');
    expect(root.access.socialArgs).toMatchObject({ firebaseChannel: 'google' });
  });

  it('"register new" with SSOREG3 and MANUALREG3 off: autoUsername, then the social login repeats', async () => {
    await patchMerchant({ whitelabel: { MANUALREG3: 0 } });
    const { root } = await startTestRoot();
    const { store, popups, bodies } = social(root);
    const done = store.telegram();
    await tick();
    await tick();
    expect(popups[0]?.url).toBe('about:blank');
    expect(popups[0]?.popup.location.href).toBe(
      '/__sandbox/social/telegram?bot_id=sandbox-bot-demo&origin=http%3A%2F%2Flocalhost',
    );
    const { fresh } = await standInMessages(popups[0]!.popup.location.href);
    post(fresh);
    await expect(done).resolves.toEqual({ status: 'bind' });
    const telegramAuth = (fresh as { telegramAuth: unknown }).telegramAuth;
    expect(bodies.find((b) => b.id === 'host.loginTelegram')?.body).toEqual({
      registerUrl: 'http://localhost',
      domain: 'localhost',
      referralCode: 'R1',
      telegramAuth,
      deviceId: root.session.device,
    });
    const dialog = bind(root, store);
    expect(root.access.bindAutoCreate).toBe(true);
    expect(dialog.manualRegistration).toBe(false);
    await dialog.registerNew();
    expect(dialog.message).toBeNull();
    expect(bodies.find((b) => b.id === 'host.registerAutoUsername')?.body).toEqual({
      telegramAuth,
      registerUrl: 'http://localhost',
      domain: 'localhost',
      deviceId: root.session.device,
    });
    expect(root.session.token).toEqual(expect.any(String));
    expect(root.session.account).toMatch(/^tg/);
    expect(root.access.modal).toBeNull();
  });

  it('without SSOREG3 and MANUALREG3 there is no "register new"; cancel forgets the identity', async () => {
    await patchMerchant({ whitelabel: { MANUALREG3: 0, SSOREG3: 0 } });
    const { root } = await startTestRoot();
    const { store, popups } = social(root);
    const done = store.firebase();
    post((await standInMessages(popups[0]!.url)).fresh);
    await done;
    expect(root.access.bindAutoCreate).toBe(false);
    const dialog = bind(root, store);
    expect(dialog.canRegister).toBe(false);
    await dialog.registerNew();
    expect(root.access.modal).toBe('bind');
    dialog.cancel();
    expect(root.access.modal).toBeNull();
    expect(root.access.socialArgs).toBeNull();
  });

  it('rebuilds the social login from the stored arguments', () => {
    expect(bodyFromSocialArgs({}, PAGE, 'd')).toBeNull();
    expect(bodyFromSocialArgs({ firebaseIdToken: 't' }, PAGE, 'd')).toEqual({
      provider: 'firebase',
      body: { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 't', deviceId: 'd' },
    });
  });
});

describe('waitForSocialMessage', () => {
  it('still takes an answer posted just before the provider page closed itself', async () => {
    jest.useFakeTimers();
    try {
      const popup = { closed: false } as Window;
      const messages = new EventTarget();
      const answer = waitForSocialMessage(popup, 'firebase', 'http://localhost', messages);
      // The page posts, then closes; the opener's poll sees the close before the message task runs.
      (popup as { closed: boolean }).closed = true;
      jest.advanceTimersByTime(POPUP_POLL_MS);
      const data = { source: 'wl-social', provider: 'firebase', idToken: 'token' };
      messages.dispatchEvent(new MessageEvent('message', { origin: 'http://localhost', data }));
      await expect(answer).resolves.toEqual(data);
    } finally {
      jest.useRealTimers();
    }
  });

  it('ends with null when the popup stays closed with no answer', async () => {
    jest.useFakeTimers();
    try {
      const popup = { closed: true } as Window;
      const answer = waitForSocialMessage(popup, 'firebase', 'http://localhost', new EventTarget());
      jest.advanceTimersByTime(POPUP_POLL_MS + POPUP_CLOSED_GRACE_MS);
      await expect(answer).resolves.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
