import { setupSandboxServer } from '@wl/sandbox/testing';
import { delay, http, HttpResponse } from 'msw';
import { startTestRoot } from '../access-test-root';
import { ForgotPasswordStore, RECOVERY_SUCCESS, type ForgotPasswordMode } from './forgot-password-store';
// The captcha code, as the form that makes these stores brings it (captcha/captcha-loader.ts).
import '../../../lib/captcha/captcha-store';

const { server } = setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The last SMS the sandbox sent to a number (GET /__sandbox/sms/:mobile). */
async function lastSms(mobile: string): Promise<{ code: string; purpose: string }> {
  const response = await fetch(`http://localhost/__sandbox/sms/${mobile}`);
  return ((await response.json()) as { value: { code: string; purpose: string } }).value;
}

// lite: the SMS-code request needs no geetest (GEETESTVCODE3 off).
async function setup(mode: ForgotPasswordMode, hostname = 'localhost') {
  const { root } = await startTestRoot(hostname);
  const store = new ForgotPasswordStore(
    {
      api: root.api,
      t: (key) => key,
      settings: () => root.settings,
      smsCaptcha: mode === 'setPasswordByPhone' ? root.access.captcha('sms') : null,
    },
    mode,
  );
  return { root, store, spy: jest.spyOn(root.api, 'call') };
}

describe('ForgotPasswordStore (spec/shell.md §4, §5, §7)', () => {
  it('by phone: account required (in_account_incorrect), then the new password is texted', async () => {
    const { store, spy } = await setup('forgotPassword');
    expect(store.fields).toEqual(['username', 'mobileNumber']);
    expect(await store.submit()).toBe(false);
    expect(store.message).toEqual({ key: 'in_account_incorrect' });
    store.set('username', ' player01 ');
    store.set('mobileNumber', '13800000002'); // agent01's number
    expect(await store.submit()).toBe(false);
    expect(store.message).toEqual({ text: expect.any(String) });
    expect(store.values.username).toBe(' player01 ');
    store.set('mobileNumber', '13800000001');
    expect(await store.submit()).toBe(true);
    expect(store.done).toBe(RECOVERY_SUCCESS.phone);
    expect(RECOVERY_SUCCESS.phone).toBe('password_sent_sms');
    const call = spy.mock.calls.filter(([e]) => e.id === 'host.forgotPasswordSms').at(-1);
    expect(call![1]!.body).toEqual({ username: 'player01', mobileNumber: '13800000001' });
    expect((await lastSms('13800000001')).purpose).toBe('password');
  });

  it('by email: the configured pattern (in_email_incorrect), sent as a form body', async () => {
    const { store, spy } = await setup('forgotPassword');
    await store.loadEmailRule();
    store.setChannel('email');
    expect(store.fields).toEqual(['username', 'email']);
    store.set('username', 'player01');
    store.set('email', 'player01@example');
    expect(await store.submit()).toBe(false);
    expect(store.message).toEqual({ key: 'in_email_incorrect' });
    expect(store.invalidField).toBe('email');
    store.set('email', 'player01@example.com');
    expect(await store.submit()).toBe(true);
    expect(store.done).toBe('password_sent_email');
    const body = spy.mock.calls.filter(([e]) => e.id === 'host.forgotPasswordEmail').at(-1)![1]!.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(String(body)).toBe('username=player01&email=player01%40example.com');
  });

  it('set password by phone: the noLogin code, then the new password works for login', async () => {
    const { root, store } = await setup('setPasswordByPhone', 'lite.localhost');
    store.set('username', 'player01');
    store.set('mobileNum', '1380000');
    await store.sendCode();
    expect(store.message).toEqual({ key: 'br_enright_cphone' }); // the settings' sms rule
    store.set('mobileNum', '13800000001');
    await store.sendCode();
    expect(store.countdown.state).toBe('countdown');
    store.set('verificationCode', (await lastSms('13800000001')).code);
    store.set('newPassword', 'newpass99');
    store.set('confirmNewPassword', 'newpass98');
    expect(await store.submit()).toBe(false);
    expect(store.message).toEqual({ key: 'in_confirmation_correct' });
    store.set('confirmNewPassword', 'newpass99');
    expect(await store.submit()).toBe(true);
    expect(store.done).toBe('password_set_by_phone_done');
    store.dispose();
    expect(
      await root.access.login({ type: 'username', username: 'player01', password: 'newpass99' }),
    ).toEqual(expect.objectContaining({ status: 'loggedIn' }));
  });

  it('a server error keeps everything typed; a second submit in flight sends nothing', async () => {
    const { store, spy } = await setup('forgotPassword');
    server.use(
      http.post('*/wps/member/password/sms', async () => {
        await delay(30);
        return HttpResponse.json(
          { success: false, value: null, errorCode: null, message: 'Injected 500' },
          { status: 500 },
        );
      }),
    );
    store.set('username', 'player01');
    store.set('mobileNumber', '13800000001');
    const first = store.submit();
    expect(await store.submit()).toBe(false);
    expect(await first).toBe(false);
    expect(spy.mock.calls.filter(([e]) => e.id === 'host.forgotPasswordSms')).toHaveLength(1);
    expect(store.values).toEqual(
      expect.objectContaining({ username: 'player01', mobileNumber: '13800000001' }),
    );
  });
});
