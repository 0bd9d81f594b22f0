import { setupSandboxServer } from '@wl/sandbox/testing';
import { http, HttpResponse } from 'msw';
import { startTestRoot } from '../access-test-root';
import { PAGE_CODE_COUNTDOWN_S, REMEMBER_COOKIE_DAYS } from '../constants';
import type { RootStore } from '../../../stores/root-store';
import {
  LAST_USER_COOKIE,
  LoginFormStore,
  REMEMBER_COOKIE,
  type CookieJar,
  type LoginPlacement,
} from './login-form-store';

const { server } = setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function noCaptcha(): NonNullable<LoginFormStore['captcha']> {
  return {
    enabled: false,
    demand: () => {},
    ensureVerified: async () => true,
    validate: () => null,
    result: () => ({}),
    reset: () => {},
    dispose: () => {},
  };
}

function memoryCookies(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const writes: { name: string; value: string | null; days: number }[] = [];
  const cookies: CookieJar = {
    get: (name) => jar.get(name) ?? null,
    set: (name, value, days) => {
      writes.push({ name, value, days });
      if (value === null) jar.delete(name);
      else jar.set(name, value);
    },
  };
  return { cookies, writes };
}

function form(
  root: RootStore,
  placement: LoginPlacement = 'page',
  cookies = memoryCookies().cookies,
  captcha?: LoginFormStore['captcha'],
) {
  return new LoginFormStore(
    {
      access: root.access,
      api: root.api,
      flags: root.flags,
      t: (key) => key,
      sms: () => root.settings?.sms ?? null,
      cookies,
      createCaptcha: captcha ? (purpose) => (purpose === 'login' ? captcha : noCaptcha()) : undefined,
    },
    placement,
  );
}

describe('LoginFormStore (spec/shell.md §4, §5)', () => {
  let root: RootStore;
  beforeEach(async () => {
    // lite: the SMS request needs no geetest (GEETESTVCODE3 off), the login captcha is the image one.
    root = (await startTestRoot('lite.localhost')).root;
  });
  afterEach(async () => {
    jest.useRealTimers();
    await root.dispose();
  });

  it('offers username, sms and mobileNum by MOBILEVERCODELOGIN3 / MOBILELOGIN3; switching clears fields and the countdown', async () => {
    const store = form(root);
    expect(store.types).toEqual(['username', 'sms', 'mobileNum']);
    store.set('username', 'player01');
    store.set('password', 'pass1234');
    store.setType('sms');
    expect(store.values).toMatchObject({ username: '', password: '', mobileNum: '', verificationCode: '' });
    expect(store.values.countryDialingCode).toBe('86');
    store.set('mobileNum', '13800000001');
    await store.sendCode();
    expect(store.countdown.state).toBe('countdown');
    store.setType('username');
    expect(store.countdown.state).toBe('idle');
    expect(store.values.mobileNum).toBe('');
  });

  it('validates with the spec keys before anything is sent', async () => {
    const store = form(root);
    const call = jest.spyOn(root.api, 'call');
    await store.submit();
    expect(store.message).toEqual({ key: 'in_incorrect_password' });
    expect(store.invalidField).toBe('username');
    store.set('username', '  player01 ');
    await store.submit();
    expect(store.message).toEqual({ key: 'in_incorrect_password' });
    expect(store.invalidField).toBe('password');
    store.setType('sms');
    store.set('mobileNum', '1380000000x');
    await store.submit();
    expect(store.message).toEqual({ key: 'br_enright_cphone' });
    store.set('mobileNum', '13800000001');
    await store.submit();
    expect(store.message).toEqual({ key: 'not_empty' });
    expect(store.invalidField).toBe('verificationCode');
    store.set('countryDialingCode', '8686');
    await store.submit();
    expect(store.message).toEqual({ key: 'error_country_code_limit' });
    store.setType('mobileNum');
    store.set('countryDialingCode', '86');
    store.set('mobileNum', '13800000001');
    store.set('password', '123');
    await store.submit();
    expect(store.message).toEqual({ key: 'error_password' });
    expect(call).not.toHaveBeenCalled();
  });

  it('the SMS request needs a valid number: br_enright_cphone and no call', async () => {
    const store = form(root);
    store.setType('sms');
    const call = jest.spyOn(root.api, 'call');
    store.set('mobileNum', '123');
    await store.sendCode();
    expect(store.message).toEqual({ key: 'br_enright_cphone' });
    expect(store.countdown.state).toBe('idle');
    expect(call).not.toHaveBeenCalled();
  });

  it('the page button counts 120 s; the modal counts expiredMinutes × 60 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const page = form(root, 'page');
    page.setType('sms');
    page.set('mobileNum', '13800000001');
    const sending = page.sendCode();
    expect(page.countdown.state).toBe('loading');
    await sending;
    expect(page.message).toBeNull();
    expect(page.countdown.remaining).toBe(PAGE_CODE_COUNTDOWN_S);
    expect(page.codeSent).toBe(true);
    jest.advanceTimersByTime(PAGE_CODE_COUNTDOWN_S * 1000);
    expect(page.countdown.state).toBe('idle');

    server.use(
      http.post('*/wps/verification/sms/noLogin', () =>
        HttpResponse.json({
          success: true,
          value: { expiredMinutes: 3, expirationTime: 0 },
          errorCode: null,
          message: null,
        }),
      ),
    );
    const modal = form(root, 'modal');
    modal.setType('sms');
    modal.set('mobileNum', '13800000002');
    await modal.sendCode();
    expect(modal.countdown.remaining).toBe(180);
    jest.advanceTimersByTime(179_000);
    expect(modal.countdown.state).toBe('countdown');
    jest.advanceTimersByTime(1000);
    expect(modal.countdown.state).toBe('idle');
  });

  it('an SMS failure shows the server message and the button is idle again', async () => {
    server.use(
      http.post('*/wps/verification/sms/noLogin', () =>
        HttpResponse.json({ success: false, value: null, errorCode: 'sms.limit', message: '发送过于频繁' }),
      ),
    );
    const store = form(root);
    store.setType('sms');
    store.set('mobileNum', '13800000001');
    await store.sendCode();
    expect(store.message).toEqual({ text: '发送过于频繁' });
    expect(store.countdown.state).toBe('idle');
  });

  it('a wrong password keeps the typed username; a timeout keeps everything; double submits send once', async () => {
    const store = form(root);
    const call = jest.spyOn(root.api, 'call');
    store.set('username', 'player01');
    store.set('password', 'wrong123');
    const first = store.submit();
    expect(await store.submit()).toBeNull();
    await first;
    expect(call.mock.calls.filter(([endpoint]) => endpoint.id === 'host.login')).toHaveLength(1);
    expect(store.message).toEqual({ text: '用户名或密码错误' });
    expect(store.values).toMatchObject({ username: 'player01', password: 'wrong123' });

    server.use(http.post('*/wps/session/login', () => HttpResponse.json({}, { status: 504 })));
    store.set('password', 'pass1234');
    await store.submit();
    expect(store.message).toEqual({ text: 'timeout_retry_please' });
    expect(store.values).toMatchObject({ username: 'player01', password: 'pass1234' });
  });

  it('shows the captcha once the server flags it and sends its result; a failure resets it', async () => {
    let demanded = false;
    const captcha = {
      get enabled() {
        return demanded;
      },
      demand: jest.fn(() => (demanded = true)),
      ensureVerified: jest.fn(async () => true),
      result: jest.fn(() => ({ captcha: 'abcd' })),
      validate: jest.fn(() => null as string | null),
      reset: jest.fn(),
      dispose: jest.fn(),
    };
    const store = form(root, 'page', memoryCookies().cookies, captcha);
    const call = jest.spyOn(root.api, 'call');
    store.set('username', 'player01');
    store.set('password', 'wrong123');
    for (let i = 0; i < 3; i += 1) await store.submit();
    expect(store.captchaRequired).toBe(true);
    expect(captcha.demand).toHaveBeenCalledTimes(1);
    captcha.ensureVerified.mockResolvedValueOnce(false);
    captcha.validate.mockReturnValueOnce('verify_first');
    await store.submit();
    expect(store.message).toEqual({ key: 'verify_first' });
    await store.submit();
    const last = call.mock.calls.filter(([endpoint]) => endpoint.id === 'host.login').at(-1)![1]!.body;
    expect(last).toMatchObject({ captcha: 'abcd', username: 'player01' });
    expect(captcha.reset).toHaveBeenCalled();
  });

  it('remember-password and last-user cookies last 1 day and prefill the next form', async () => {
    const { cookies, writes } = memoryCookies();
    const store = form(root, 'page', cookies);
    store.set('username', 'player01');
    store.set('password', 'pass1234');
    store.setRemember(true);
    expect(await store.submit()).toMatchObject({ status: 'loggedIn' });
    expect(writes).toEqual([
      { name: REMEMBER_COOKIE, value: '1', days: REMEMBER_COOKIE_DAYS },
      { name: LAST_USER_COOKIE, value: 'player01', days: REMEMBER_COOKIE_DAYS },
    ]);
    const again = form(root, 'page', cookies);
    expect(again.remember).toBe(true);
    expect(again.values.username).toBe('player01');
    expect(again.values.password).toBe('');
  });
});
