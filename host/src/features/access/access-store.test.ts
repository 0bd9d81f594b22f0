import { SEED_AUTH_CODE } from '@wl/sandbox';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { http, HttpResponse } from 'msw';
import { ChangePasswordStore } from './password/change-password-store';
import { startTestRoot } from './access-test-root';
import { DEFAULT_PASSWORD } from './constants';

const { sandbox, server } = setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The bodies the store hands to the client (the wire carries them sealed; the sandbox's answer proves they open). */
function recordBodies(root: Awaited<ReturnType<typeof startTestRoot>>['root']) {
  const bodies: { id: string; body: unknown }[] = [];
  const call = root.api.call.bind(root.api);
  jest.spyOn(root.api, 'call').mockImplementation((endpoint, options) => {
    bodies.push({ id: endpoint.id, body: options?.body });
    return call(endpoint, options);
  });
  return bodies;
}

describe('AccessStore.login (spec/shell.md §4)', () => {
  it('logs in: token stored, member and balance loaded, payment check published, next page; payload per the spec', async () => {
    const { root, visited } = await startTestRoot();
    const bodies = recordBodies(root);
    const checks: unknown[] = [];
    root.events.subscribe('agent-contracts.paymentConfirmationCheck', (p) => checks.push(p));
    const outcome = await root.access.login(
      { type: 'username', username: ' player01 ', password: 'pass1234' },
      { next: '/lottery' },
    );
    expect(outcome).toMatchObject({ status: 'loggedIn', member: { account: 'player01', type: 0 } });
    expect(root.session.token).toEqual(expect.any(String));
    expect(localStorage.getItem('token')).toBe(root.session.token);
    expect(root.session.balance?.sumBalance).toBeDefined();
    expect(checks).toEqual([{ account: 'player01', isAgent: 0 }]);
    expect(visited).toEqual(['/lottery']);
    const login = bodies.find((b) => b.id === 'host.login')!.body as Record<string, unknown>;
    expect(login).toEqual({
      username: 'player01',
      password: 'pass1234',
      type: 'username',
      isSms: false,
      deviceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await root.dispose();
  });

  it('after registration the next page is home', async () => {
    const { root, visited } = await startTestRoot();
    await root.access.login(
      { type: 'username', username: 'agent01', password: 'pass1234' },
      { cameFromRegister: true, next: '/x' },
    );
    expect(visited).toEqual(['/']);
    await root.dispose();
  });

  it('wrong password: the server message, no token; the captcha is flagged from the 3rd failure', async () => {
    const { root } = await startTestRoot();
    const wrong = () => root.access.login({ type: 'username', username: 'player01', password: 'nope1234' });
    expect(await wrong()).toEqual({
      status: 'failed',
      message: '用户名或密码错误',
      errorCode: 'login.fail',
      captcha: false,
    });
    expect(await wrong()).toMatchObject({ captcha: false });
    expect(await wrong()).toMatchObject({ status: 'failed', captcha: true });
    expect(await wrong()).toMatchObject({ status: 'failed', captcha: true });
    expect(root.session.token).toBeNull();
    await root.dispose();
  });

  it('a second login while one is in flight sends nothing', async () => {
    const { root } = await startTestRoot();
    const bodies = recordBodies(root);
    const first = root.access.login({ type: 'username', username: 'player01', password: 'pass1234' });
    expect(await root.access.login({ type: 'username', username: 'player01', password: 'pass1234' })).toEqual(
      { status: 'busy' },
    );
    await first;
    expect(bodies.filter((b) => b.id === 'host.login')).toHaveLength(1);
    await root.dispose();
  });

  it('a server failure or timeout comes back translated, never as a client sentence', async () => {
    const { root } = await startTestRoot();
    server.use(http.post('*/wps/session/login', () => HttpResponse.json({}, { status: 504 })));
    expect(
      await root.access.login({ type: 'username', username: 'player01', password: 'pass1234' }),
    ).toMatchObject({
      status: 'failed',
      message: 'timeout_retry_please',
    });
    await root.dispose();
  });

  it('login_verify_required opens the two-factor modal with the listed methods; G passes with the auth code', async () => {
    const { root } = await startTestRoot();
    const bodies = recordBodies(root);
    const outcome = await root.access.login({ type: 'username', username: 'secure01', password: 'pass1234' });
    expect(outcome).toEqual({ status: 'twoFactor', methods: ['G', 'E'] });
    const twoFactor = root.access.twoFactor!;
    expect(twoFactor.tabs.map((t) => t.key)).toEqual(['ga', 'email']);
    expect(await twoFactor.submit()).toBe(false);
    expect(twoFactor.invalid).toEqual({ field: 'authCode', key: 'in_please_information' });
    expect(twoFactor.focusField).toBe('authCode');
    twoFactor.set('authCode', SEED_AUTH_CODE);
    expect(await twoFactor.submit()).toBe(true);
    expect(bodies.find((b) => b.id === 'host.loginVerification')!.body).toEqual({
      username: 'secure01',
      password: 'pass1234',
      method: 'G',
      authCode: SEED_AUTH_CODE,
    });
    expect(root.access.twoFactor).toBeNull();
    expect(root.session.member?.account).toBe('secure01');
    expect(root.dialogs.toasts.map((t) => t.message)).toContain('two_factor_passed');
    await root.dispose();
  });

  it('a failed two-factor shows the server message in a warning and clears email, code and auth code', async () => {
    const { root } = await startTestRoot();
    await root.access.login({ type: 'username', username: 'secure01', password: 'pass1234' });
    const twoFactor = root.access.twoFactor!;
    twoFactor.selectTab('E');
    twoFactor.set('email', 'someone@else.com');
    const submitted = twoFactor.submit();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 50));
    expect(root.dialogs.current?.message).toBe('验证失败');
    root.dialogs.close(root.dialogs.current!.id, 'ok');
    expect(await submitted).toBe(false);
    expect(twoFactor.values.email).toBe('');
    expect(root.session.token).toBeNull();
    await root.dispose();
  });

  it('the default password forces the change: login held in session storage, first-login action, then /index', async () => {
    const { root, visited } = await startTestRoot();
    const bodies = recordBodies(root);
    expect(
      await root.access.login({ type: 'username', username: 'newbie01', password: DEFAULT_PASSWORD }),
    ).toEqual({
      status: 'changePassword',
    });
    expect(root.access.modal).toBe('changePassword');
    expect(root.access.forcedChange).toBe(true);
    expect(root.session.isLoggedIn).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('pendingLogin')!)).toMatchObject({
      username: 'newbie01',
      defaultPassword: true,
    });
    expect(bodies.map((b) => b.id)).toContain('host.firstLogin');
    root.access.close();
    expect(root.access.modal).toBe('changePassword');

    const change = new ChangePasswordStore(
      {
        api: root.api,
        t: (k) => k,
        passwordRule: () => root.settings?.defaultPasswordRule ?? null,
        onChanged: () => root.access.completePasswordChange(),
      },
      !root.access.pendingDefaultPassword,
    );
    expect(change.askOld).toBe(false);
    change.set('newPassword', 'newpass123');
    change.set('confirmNewPassword', 'newpass123');
    expect(await change.submit()).toBe(true);
    expect(bodies.find((b) => b.id === 'host.changePassword')!.body).toEqual({
      newPassword: 'newpass123',
      confirmNewPassword: 'newpass123',
    });
    expect(root.session.member?.account).toBe('newbie01');
    expect(sessionStorage.getItem('pendingLogin')).toBeNull();
    expect(visited).toEqual(['/index']);
    expect(root.access.modal).toBeNull();
    // The new password is the one that works now.
    root.session.clear();
    expect(
      await root.access.login({ type: 'username', username: 'newbie01', password: 'newpass123' }),
    ).toMatchObject({
      status: 'loggedIn',
    });
    await root.dispose();
  });

  it('an expired password with PWDEXPFORCECHANGE3 on forces the change and asks for the old password', async () => {
    const { root } = await startTestRoot();
    expect(
      await root.access.login({ type: 'username', username: 'expired01', password: 'pass1234' }),
    ).toEqual({
      status: 'changePassword',
    });
    expect(root.access.pendingDefaultPassword).toBe(false);
    await root.dispose();
  });

  it('a reload while the forced change is open reopens it', async () => {
    const first = await startTestRoot();
    await first.root.access.login({ type: 'username', username: 'newbie01', password: DEFAULT_PASSWORD });
    await first.root.dispose();
    const second = await startTestRoot();
    expect(second.root.access.modal).toBe('changePassword');
    expect(second.root.session.requestToken).toEqual(expect.any(String));
    await second.root.dispose();
  });

  it('free play gives an isAgent 4 account with the device id sent', async () => {
    const { root } = await startTestRoot();
    const bodies = recordBodies(root);
    expect(await root.access.freePlay()).toMatchObject({ status: 'loggedIn', member: { type: 4 } });
    expect(bodies.find((b) => b.id === 'host.freePlay')!.body).toEqual({ deviceId: root.session.device });
    await root.dispose();
  });

  it('free play refused on lite: freeplay.disabled shown translated', async () => {
    const { root } = await startTestRoot('lite.localhost');
    expect(await root.access.freePlay()).toMatchObject({ status: 'failed', errorCode: 'freeplay.disabled' });
    expect(root.dialogs.current?.message).toBe('freeplay.disabled');
    await root.dispose();
  });

  it('bind_customer_required keeps the social arguments; the next username login sends them', async () => {
    const { root } = await startTestRoot();
    const bodies = recordBodies(root);
    root.access.openBind({ firebaseChannel: 'google', firebaseIdToken: 'token-x' }, true);
    expect(root.access.modal).toBe('bind');
    expect(root.access.bindAutoCreate).toBe(true);
    server.use(
      http.post('*/wps/session/login', () =>
        HttpResponse.json({
          success: true,
          value: {
            token: sandbox.issueToken('player01'),
            firstTimeLogin: false,
            passwordExpired: false,
            captcha: false,
          },
          errorCode: null,
          message: null,
        }),
      ),
    );
    await root.access.login({ type: 'username', username: 'player01', password: 'pass1234' });
    expect(bodies.find((b) => b.id === 'host.login')!.body).toMatchObject({
      firebaseChannel: 'google',
      firebaseIdToken: 'token-x',
      username: 'player01',
    });
    expect(root.access.socialArgs).toBeNull();
    await root.dispose();
  });

  it('logout clears storage but the merchant code and goes to /', async () => {
    const { root, visited } = await startTestRoot();
    await root.access.login({ type: 'username', username: 'player01', password: 'pass1234' });
    sessionStorage.setItem('something', 'cached');
    await root.access.logout();
    expect(root.session.token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('account')).toBeNull();
    expect(localStorage.getItem('merchantCode')).toBe('demo');
    expect(localStorage.getItem('deviceId')).toHaveLength(36);
    expect(sessionStorage.getItem('something')).toBeNull();
    expect(visited.at(-1)).toBe('/');
    await root.dispose();
  });
});
