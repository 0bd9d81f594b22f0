import { SEED_PASSWORD } from '../data/accounts';
import { accessTestKit } from './access-test-kit';
import type { SocialMessage } from './stand-ins/social-pages';

const { call, login, flags } = accessTestKit();
const ORIGIN = 'http://localhost:8080';

/** The two messages a stand-in page would post (read from its script). */
async function pageMessages(path: string): Promise<{ bound: SocialMessage; fresh: SocialMessage }> {
  const response = await fetch(`${ORIGIN}${path}`);
  const html = await response.text();
  const json = /var messages = (\{.*\});/.exec(html)?.[1];
  if (!json) throw new Error('no messages in the stand-in page');
  return JSON.parse(json) as { bound: SocialMessage; fresh: SocialMessage };
}

const firebase = async () => {
  const messages = await pageMessages(
    `/__sandbox/social/firebase?channel=google&origin=${encodeURIComponent(ORIGIN)}`,
  );
  const body = (m: SocialMessage) => {
    if (m.provider !== 'firebase') throw new Error('not firebase');
    return {
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: m.idToken,
      firebaseMobileNo: m.mobileNo,
      deviceId: 'd',
    };
  };
  return { bound: body(messages.bound), fresh: body(messages.fresh) };
};

const telegram = async () => {
  const messages = await pageMessages(
    `/__sandbox/social/telegram?bot_id=sandbox-bot-demo&origin=${encodeURIComponent(ORIGIN)}`,
  );
  const auth = (m: SocialMessage) => {
    if (m.provider !== 'telegram') throw new Error('not telegram');
    return m.telegramAuth;
  };
  return { bound: auth(messages.bound), fresh: auth(messages.fresh) };
};

const firebaseLogin = (body: unknown, merchant?: string) =>
  call('POST', '/wps/session/login/firebase', { body, merchant });
const telegramLogin = (telegramAuth: unknown) =>
  call('POST', '/wps/session/login/telegram', {
    body: { registerUrl: `${ORIGIN}/register`, domain: 'localhost', telegramAuth, deviceId: 'd' },
  });

describe('POST /wps/session/login/firebase', () => {
  it('logs the bound identity in as player01', async () => {
    const reply = await firebaseLogin((await firebase()).bound);
    const token = (reply.body.value as { token: string }).token;
    expect((await call('GET', '/wps/member/info', { token })).body.value).toMatchObject({
      account: 'player01',
    });
  });

  it('answers bind_customer_required with autoCreate from SSOREG3 for a new identity', async () => {
    const { fresh } = await firebase();
    expect((await firebaseLogin(fresh)).body).toMatchObject({
      success: false,
      errorCode: 'bind_customer_required',
      value: { autoCreate: true },
    });
    await flags('demo', { SSOREG3: 0 });
    expect((await firebaseLogin(fresh)).body.value).toEqual({ autoCreate: false });
  });

  it('binds the identity at a username login carrying it, then logs it in', async () => {
    const { fresh } = await firebase();
    const bind = await login('agent01', SEED_PASSWORD, {
      firebaseChannel: fresh.firebaseChannel,
      firebaseIdToken: fresh.firebaseIdToken,
    });
    expect(bind.body.success).toBe(true);
    const again = await firebaseLogin(fresh);
    const token = (again.body.value as { token: string }).token;
    expect((await call('GET', '/wps/member/info', { token })).body.value).toMatchObject({
      account: 'agent01',
    });
    // Bound to agent01 now: another account cannot take it.
    const steal = await login('agent02', SEED_PASSWORD, {
      firebaseChannel: 'google',
      firebaseIdToken: fresh.firebaseIdToken,
    });
    expect(steal.body.errorCode).toBe('social.already.bound');
  });

  it('forgets bindings made since the seed at POST /__sandbox/reset', async () => {
    const { fresh } = await firebase();
    await login('agent01', SEED_PASSWORD, {
      firebaseChannel: 'google',
      firebaseIdToken: fresh.firebaseIdToken,
    });
    expect((await firebaseLogin(fresh)).body.success).toBe(true);
    await call('POST', '/__sandbox/reset');
    expect((await firebaseLogin(fresh)).body.errorCode).toBe('bind_customer_required');
    expect((await firebaseLogin((await firebase()).bound)).body.success).toBe(true);
  });

  it('binds at the two-factor step for a member who needs one', async () => {
    const { fresh } = await firebase();
    const social = { firebaseChannel: 'google', firebaseIdToken: fresh.firebaseIdToken };
    expect((await login('secure01', SEED_PASSWORD, social)).body.errorCode).toBe('login_verify_required');
    const verified = await call('POST', '/wps/session/login/verification', {
      encrypt: true,
      body: { username: 'secure01', password: SEED_PASSWORD, method: 'G', authCode: '123456', ...social },
    });
    expect(verified.body.success).toBe(true);
    expect((await firebaseLogin(fresh)).body.success).toBe(true);
  });

  it('refuses forged or altered tokens and another channel', async () => {
    const { bound } = await firebase();
    const [payload, mac] = bound.firebaseIdToken.split('.') as [string, string];
    for (const token of ['x', `${payload}.${'0'.repeat(64)}`, `${payload}x.${mac}`]) {
      expect((await firebaseLogin({ ...bound, firebaseIdToken: token })).body.errorCode).toBe(
        'social.token.invalid',
      );
    }
    expect((await firebaseLogin({ ...bound, firebaseChannel: 'apple' })).body.errorCode).toBe(
      'social.token.invalid',
    );
    expect((await login('player01', SEED_PASSWORD, { firebaseIdToken: 'forged' })).body.errorCode).toBe(
      'social.token.invalid',
    );
  });

  it('is off where the merchant has no firebase config', async () => {
    await call('PATCH', '/__sandbox/merchants/demo', { body: { settings: { firebase: null } } });
    expect((await call('GET', '/wps/system/settings/consolidated')).body.value).toMatchObject({
      firebase: null,
    });
    expect((await firebaseLogin((await firebase()).bound)).body).toMatchObject({
      errorCode: 'social.disabled',
      message: 'Site not support Google Service.',
    });
  });
});

describe('POST /wps/session/login/telegram', () => {
  it('logs the bound identity in and asks to bind a new one', async () => {
    const { bound, fresh } = await telegram();
    expect((await telegramLogin(bound)).body.success).toBe(true);
    expect((await telegramLogin(fresh)).body.errorCode).toBe('bind_customer_required');
    expect((await telegramLogin({ ...bound, first_name: 'Mallory' })).body.errorCode).toBe(
      'social.token.invalid',
    );
  });

  it('serves the telegram setting (null after PATCH telegram: null)', async () => {
    expect((await call('GET', '/wps/system/setting/telegram')).body.value).toEqual({
      botId: 'sandbox-bot-demo',
      authDomain: '/__sandbox/social/telegram',
    });
    await call('PATCH', '/__sandbox/merchants/demo', { body: { telegram: null } });
    expect((await call('GET', '/wps/system/setting/telegram')).body.value).toBeNull();
    expect((await telegramLogin((await telegram()).bound)).body.errorCode).toBe('social.disabled');
  });
});

describe('PUT /wps/member/register/autoUsername', () => {
  const autoRegister = (body: Record<string, unknown>) =>
    call('PUT', '/wps/member/register/autoUsername', {
      body: { registerUrl: `${ORIGIN}/register`, domain: 'localhost', deviceId: 'd', ...body },
    });

  it('makes an account bound to a new identity; the social login then works', async () => {
    const { fresh } = await firebase();
    const reply = await autoRegister({ firebaseChannel: 'google', firebaseIdToken: fresh.firebaseIdToken });
    expect(reply.body.value).toEqual({
      customerName: expect.stringMatching(/^fb[0-9]{8}$/),
      profile: { mobileNo: fresh.firebaseMobileNo },
    });
    const again = await firebaseLogin(fresh);
    const token = (again.body.value as { token: string }).token;
    const { customerName } = reply.body.value as { customerName: string };
    expect((await call('GET', '/wps/member/info', { token })).body.value).toMatchObject({
      account: customerName,
    });
    expect(
      (await autoRegister({ firebaseChannel: 'google', firebaseIdToken: fresh.firebaseIdToken })).body
        .errorCode,
    ).toBe('social.already.bound');
  });

  it('works for telegram and refuses without SSOREG3 or a valid identity', async () => {
    const { fresh } = await telegram();
    expect((await autoRegister({})).body.errorCode).toBe('social.token.invalid');
    await flags('demo', { SSOREG3: 0 });
    expect((await autoRegister({ telegramAuth: fresh })).body.errorCode).toBe('register.autocreate.disabled');
    await flags('demo', { SSOREG3: 1 });
    expect((await autoRegister({ telegramAuth: fresh })).body.value).toMatchObject({
      customerName: expect.stringMatching(/^tg[0-9]{8}$/),
      profile: { mobileNo: '' },
    });
  });
});

describe('consolidated settings and country list', () => {
  it('carry the access settings', async () => {
    expect((await call('GET', '/wps/system/settings/consolidated')).body.value).toMatchObject({
      firebase: {
        apiKey: expect.any(String),
        authDomain: expect.any(String),
        projectId: expect.any(String),
        signInUrl: '/__sandbox/social/firebase',
      },
      gw: { GEETEST_ID: 'sandbox-geetest-demo', GEETEST_VERSION: '3', PROFILE_ICON_COUNT: 9 },
      sms: {
        countryDialingCode: '86',
        mobilePattern: '^1[0-9]{10}$',
        mobileMinLength: 11,
        mobileMaxLength: 11,
      },
      defaultPasswordRule: { minLength: 6, maxLength: 12, acceptedPattern: '^[A-Za-z0-9]+$' },
    });
    const countries = (await call('GET', '/wps/system/country')).body.value as unknown[];
    expect(countries[0]).toEqual({ countryCode: 'CN', countryDialingCode: '86', currencyPosition: 'F' });
  });
});
