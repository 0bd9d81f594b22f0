import { setupSandboxServer } from '@wl/sandbox/testing';
import { delay, http, HttpResponse } from 'msw';
import { startTestRoot } from '../access-test-root';
import { CODE_COUNTDOWN_RESET_S, DEFAULT_PASSWORD, PAGE_CODE_COUNTDOWN_S } from '../constants';
import { RegisterStore, type RegisterDeps } from './register-store';
import type { RootStore } from '../../../stores/root-store';
// The captcha code, as the form that makes these stores brings it (captcha/captcha-loader.ts).
import '../../../lib/captcha/captcha-store';

const { server } = setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** PATCH /__sandbox/merchants/demo (flags, register fields), before the root store reads them. */
async function patchDemo(body: unknown): Promise<void> {
  const response = await fetch('http://localhost/__sandbox/merchants/demo', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** The code the sandbox texted to a number (GET /__sandbox/sms/:mobile). */
async function smsCode(mobile: string): Promise<string> {
  const response = await fetch(`http://localhost/__sandbox/sms/${mobile}`);
  return ((await response.json()) as { value: { code: string } }).value.code;
}

/** The last image captcha code (GET /__sandbox/captcha). */
async function imageCode(): Promise<string> {
  const response = await fetch('http://localhost/__sandbox/captcha');
  return ((await response.json()) as { value: { code: string } }).value.code;
}

/** A registration wired to a real root store (demo, cimode); geetest off so the image captcha is used. */
async function setup(
  options: {
    flags?: Record<string, 0 | 1>;
    register?: Record<string, unknown>;
    query?: RegisterDeps['query'];
    socialArgs?: Record<string, unknown>;
    language?: string;
  } = {},
) {
  await patchDemo({ whitelabel: { GEETEST3: 0, ...options.flags }, register: options.register ?? {} });
  const { root, visited } = await startTestRoot();
  const warnings: string[] = [];
  const store = new RegisterStore({
    api: root.api,
    flags: root.flags,
    t: (key) => key,
    login: (request, opts) => root.access.login(request, opts),
    settings: () => root.settings,
    createCaptcha: (purpose) => root.access.captcha(purpose),
    warn: async (message) => {
      warnings.push(message);
    },
    navigate: (to) => root.navigate(to),
    site: { origin: 'http://localhost', hostname: 'localhost' },
    deviceId: root.session.device,
    socialArgs: () => options.socialArgs ?? null,
    query: options.query ?? {},
    language: options.language === undefined ? undefined : () => options.language!,
  });
  store.agree();
  await store.load();
  return { root, visited, store, warnings, calls: registerCalls(root) };
}

/** The registration calls the API client made (ids host.register / host.registerByMobile), with their bodies. */
function registerCalls(root: RootStore) {
  const spy = jest.spyOn(root.api, 'call');
  return () =>
    spy.mock.calls
      .filter(
        ([endpoint]) => endpoint.id.startsWith('host.register') && endpoint.id !== 'host.registerConfig',
      )
      .map(([endpoint, opts]) => ({ id: endpoint.id, body: opts?.body as Record<string, unknown> }));
}

/** Type the image captcha the sandbox issued. */
async function solveCaptcha(store: RegisterStore): Promise<void> {
  const captcha = store.captcha as unknown as { start(): Promise<boolean>; setCode(code: string): void };
  await captcha.start();
  captcha.setCode(await imageCode());
}

describe('RegisterStore (spec/shell.md §4, §5)', () => {
  it('shows the agreement first, then the config-driven inputs named as the payload fields', async () => {
    await patchDemo({ register: { paymentPassword: { enabled: true } }, whitelabel: { PAYMENTPASS3: 0 } });
    const { root } = await startTestRoot();
    const store = new RegisterStore({
      api: root.api,
      flags: root.flags,
      t: (key) => key,
      login: (request, opts) => root.access.login(request, opts),
      settings: () => root.settings,
      createCaptcha: () => null,
      warn: async () => {},
      navigate: () => {},
      site: { origin: 'http://localhost', hostname: 'localhost' },
      deviceId: 'device',
      query: { tid: '12a' },
    });
    expect(store.stage).toBe('agreement');
    store.agree();
    await store.load();
    expect(store.stage).toBe('form');
    expect(store.agreement).toBe(true);
    expect(store.tid).toBeNull(); // not all digits
    // Both methods on: tabs. rebateId skipped, captcha last (its own widget), payment password only with PAYMENTPASS3.
    expect(store.showTabs).toBe(true);
    expect(store.inputs.map((input) => input.name)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'mobileNum',
      'verificationCode',
      'email',
      'affiliateCode',
      'recommenderId',
    ]);
    // CN (the default language): the config's own Chinese message.
    expect(store.inputs.find((i) => i.name === 'password')?.hint).toEqual({
      text: '密码须为6-16位字母或数字，区分大小写',
    });
    store.setMethod('phone');
    expect(store.inputs.map((input) => input.name)).toEqual([
      'mobileNo',
      'password',
      'confirmPassword',
      'verificationCode',
      'affiliateCode',
    ]);
  });

  it('checks each field on blur with the spec message keys; inputs trimmed; numbers numeric', async () => {
    const { store } = await setup();
    store.blur('username');
    expect(store.errors.username).toEqual({ key: 'in_please_information' });
    store.set('username', 'ab'); // required and too short
    store.blur('username');
    expect(store.errors.username).toEqual({ key: 'in_please_information' });
    store.set('username', '  newuser01  ');
    store.blur('username');
    expect(store.errors.username).toBeUndefined();
    store.set('email', 'not-an-email'); // optional: the configured message
    store.blur('email');
    expect(store.errors.email).toEqual({ text: '请填写正确的邮箱地址' });
    store.set('password', 'abc12345');
    store.set('confirmPassword', 'abc12346');
    store.blur('confirmPassword');
    expect(store.errors.confirmPassword).toEqual({ key: 'in_confirmation_correct' });
    store.set('confirmPassword', ' abc12345 ');
    store.blur('confirmPassword');
    expect(store.errors.confirmPassword).toBeUndefined();
    store.set('mobileNum', '138-0000 12ab34');
    expect(store.values.mobileNum).toBe('13800001234');
    // Submit: not ticking the agreement and the legal age gives their keys.
    store.setChecked('agreement', false);
    expect(await store.submit()).toBeNull();
    expect(store.errors.agreement).toEqual({ key: 'in_register_agreed' });
    expect(store.errors.legalAge).toEqual({ key: 'register_legal_age_required' });
  });

  it("an English player gets each hint built from its rule, not the config's Chinese message (issue 34)", async () => {
    const { store } = await setup({ language: 'EN' });
    const hint = (name: string) => store.inputs.find((input) => input.name === name)?.hint;
    expect(hint('username')).toEqual({
      parts: [
        { key: 'register_hint_length_range', values: { min: 6, max: 13 } },
        { key: 'register_hint_alnum' },
      ],
    });
    expect(hint('mobileNum')).toEqual({
      parts: [
        { key: 'register_hint_length_exact', values: { min: 11, max: 11 } },
        { key: 'register_hint_digits' },
      ],
    });
    expect(hint('payeeName')).toEqual({ key: 'register_hint_length_range', values: { min: 2, max: 30 } });
    expect(hint('confirmPassword')).toBeNull();
    // An optional field that breaks its rule says the rule, in the player's language.
    store.set('email', 'not-an-email');
    store.blur('email');
    expect(store.errors.email).toEqual({
      parts: [
        { key: 'register_hint_length_range', values: { min: 6, max: 50 } },
        { key: 'register_hint_email' },
      ],
    });
  });

  it('registers by username (SMS code, captcha, referralCode, tid on the wire), then logs in and goes home', async () => {
    const { root, visited, store, calls } = await setup({ query: { referralCode: 'REF9', tid: '777' } });
    store.set('mobileNum', '1390000123'); // 10 digits: no code request
    await store.sendCode();
    expect(store.errors.mobileNum).toEqual({ key: 'br_enright_cphone' });
    store.set('mobileNum', '13900001234');
    await store.sendCode();
    expect(store.errors.mobileNum).toBeUndefined();
    expect(store.countdown.state).toBe('countdown');
    expect(store.countdown.remaining).toBe(PAGE_CODE_COUNTDOWN_S);
    store.set('verificationCode', await smsCode('13900001234'));
    store.set('username', ' newuser01 ');
    store.set('password', 'abc12345');
    store.set('confirmPassword', 'abc12345');
    store.set('payeeName', 'New User');
    store.setChecked('legalAge', true);
    await solveCaptcha(store);
    const outcome = await store.submit();
    expect(outcome).toEqual({
      status: 'loggedIn',
      member: expect.objectContaining({ account: 'newuser01' }),
    });
    expect(root.session.isLoggedIn).toBe(true);
    expect(visited).toEqual(['/']);
    const [call] = calls();
    expect(call!.id).toBe('host.register');
    expect(call!.body).toEqual(
      expect.objectContaining({
        registerMethod: 'WEB',
        registerUrl: 'http://localhost',
        domain: 'localhost',
        referralCode: 'REF9',
        tid: '777',
        deviceId: root.session.device,
        login: true,
        username: 'newuser01',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        mobileNum: '13900001234',
        payeeName: 'New User',
        captcha: expect.any(String),
      }),
    );
    expect(call!.body).not.toHaveProperty('verifyPwd');
    expect(call!.body).not.toHaveProperty('affiliateCode');
  });

  it('a social sign-in registering its own account sends its firebase fields (spec/shell.md §3)', async () => {
    const { store, calls } = await setup({
      flags: { REGMOBVERF3: 0 },
      socialArgs: { firebaseChannel: 'google', firebaseIdToken: 'id-token', telegramAuth: { id: 1 } },
    });
    store.set('username', 'social01');
    store.set('password', 'abc12345');
    store.set('confirmPassword', 'abc12345');
    store.setChecked('legalAge', true);
    await solveCaptcha(store);
    expect(await store.submit()).toMatchObject({ status: 'loggedIn' });
    const [call] = calls();
    expect(call!.body).toMatchObject({ firebaseChannel: 'google', firebaseIdToken: 'id-token' });
    expect(call!.body).not.toHaveProperty('telegramAuth');
  });

  it('phone registration: the messages come one at a time in the order of §5', async () => {
    const { store, calls } = await setup({ flags: { USERNAMEREG3: 0 } });
    expect(store.showTabs).toBe(false);
    expect(store.method).toBe('phone');
    store.setChecked('agreement', false);
    const next = async () => {
      await store.submit();
      return Object.entries(store.errors);
    };
    expect(await next()).toEqual([['mobileNo', { key: 'mobile_reg_mobile_invalid' }]]);
    store.set('mobileNo', '13900005678');
    expect(await next()).toEqual([['password', { key: 'mobile_reg_password_empty' }]]);
    store.set('password', 'ab');
    expect(await next()).toEqual([
      ['password', { key: 'mobile_reg_password_pattern', values: { min: 6, max: 16 } }],
    ]);
    store.set('password', 'abc12345');
    expect(await next()).toEqual([['confirmPassword', { key: 'mobile_reg_confirm_mismatch' }]]);
    store.set('confirmPassword', 'abc12345');
    expect(await next()).toEqual([['verificationCode', { key: 'mobile_reg_sms_code_required' }]]);
    store.set('verificationCode', '123456');
    expect(await next()).toEqual([['captcha', { key: 'mobile_reg_captcha_required' }]]);
    await solveCaptcha(store);
    expect(await next()).toEqual([['agreement', { key: 'mobile_reg_agree_terms' }]]);
    expect(calls()).toHaveLength(0);
  });

  it('phone registration without a password field: the default password, defaultPassword true, forced change', async () => {
    const { root, store, calls } = await setup({ flags: { MOBILENUMPASSREG3: 0 } });
    store.setMethod('phone');
    expect(store.inputs.map((input) => input.name)).toEqual([
      'mobileNo',
      'verificationCode',
      'affiliateCode',
    ]);
    store.set('mobileNo', '13900005679');
    await store.sendCode();
    store.set('verificationCode', await smsCode('13900005679'));
    store.setChecked('legalAge', true);
    await solveCaptcha(store);
    expect(await store.submit()).toEqual({ status: 'changePassword' });
    expect(root.access.modal).toBe('changePassword');
    expect(store.countdown.remaining).toBe(CODE_COUNTDOWN_RESET_S);
    const [call] = calls();
    expect(call!.id).toBe('host.registerByMobile');
    expect(call!.body).toEqual(
      expect.objectContaining({
        mobileNo: '13900005679',
        password: DEFAULT_PASSWORD,
        confirmPassword: DEFAULT_PASSWORD,
        defaultPassword: true,
        registerMethod: 'WEB',
        login: true,
      }),
    );
    store.dispose();
  });

  it('an unknown affiliate code on an optional field: the field is hidden and registration goes on without it', async () => {
    const { store, calls } = await setup({
      flags: { REGMOBVERF3: 0 },
      query: { affiliateCode: 'NOPE1' },
    });
    expect(store.values.affiliateCode).toBe('NOPE1');
    store.set('username', 'newuser02');
    store.set('password', 'abc12345');
    store.set('confirmPassword', 'abc12345');
    store.setChecked('legalAge', true);
    await solveCaptcha(store);
    expect(await store.submit()).toEqual(expect.objectContaining({ status: 'loggedIn' }));
    expect(store.affiliateHidden).toBe(true);
    expect(store.inputs.some((input) => input.name === 'affiliateCode')).toBe(false);
    expect(calls()[0]!.body).not.toHaveProperty('affiliateCode');
  });

  it('an unknown affiliate code on a required field: the message, then the site root; nothing registered', async () => {
    const { store, calls, warnings, visited } = await setup({
      flags: { REGMOBVERF3: 0 },
      register: { affiliateCode: { required: true } },
    });
    store.set('username', 'newuser03');
    store.set('password', 'abc12345');
    store.set('confirmPassword', 'abc12345');
    store.set('affiliateCode', 'NOPE2');
    store.setChecked('legalAge', true);
    await solveCaptcha(store);
    expect(await store.submit()).toBeNull();
    expect(warnings).toEqual(['host:register_affiliate_invalid']);
    expect(visited).toEqual(['/']);
    expect(calls()).toHaveLength(0);
  });

  it('a server error keeps everything typed; a second submit while one is in flight sends nothing', async () => {
    const { store, calls } = await setup({ flags: { REGMOBVERF3: 0 } });
    server.use(
      http.put('*/wps/member/register', async () => {
        await delay(50);
        return HttpResponse.json(
          { success: false, value: null, errorCode: null, message: 'Injected 500' },
          { status: 500 },
        );
      }),
    );
    const typed = {
      username: 'newuser04',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      email: 'a@b.cd',
    };
    for (const [name, value] of Object.entries(typed)) store.set(name, value);
    store.setChecked('legalAge', true);
    await solveCaptcha(store);
    const code = (store.captcha as unknown as { code: string }).code;
    const first = store.submit();
    expect(await store.submit()).toBeNull();
    expect(await first).toBeNull();
    expect(calls()).toHaveLength(1);
    expect(store.message).toEqual({ text: expect.any(String) });
    expect(store.values).toEqual(expect.objectContaining(typed));
    expect((store.captcha as unknown as { code: string }).code).toBe(code);
    expect(store.legalAge).toBe(true);
  });
});
