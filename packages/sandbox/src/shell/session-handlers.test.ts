import { DEFAULT_PASSWORD, SEED_PASSWORD } from '../data/accounts';
import { accessTestKit } from './access-test-kit';

const kit = accessTestKit();
const { call, login, imageCaptcha, geetest3, geetest4, lastSms, flags } = kit;

const failTimes = async (count: number, username = 'player01', merchant?: string) => {
  const replies = [];
  for (let i = 0; i < count; i++) replies.push(await login(username, 'wrong', {}, merchant));
  return replies;
};

describe('captcha after failed logins', () => {
  it('flags the captcha from the 3rd failure of a username on a merchant', async () => {
    const replies = await failTimes(3);
    expect(replies.map((r) => r.body.errorCode)).toEqual(['login.fail', 'login.fail', 'login.fail']);
    expect(replies.map((r) => r.body.value)).toEqual([
      { captcha: false },
      { captcha: false },
      { captcha: true },
    ]);
    // Another username and another merchant are counted apart.
    expect((await login('agent01', SEED_PASSWORD)).body.success).toBe(true);
    expect((await login('player01', SEED_PASSWORD, {}, 'lite')).body.success).toBe(true);
  });

  it('then refuses a login without the right image code on lite (GEETEST3 off), case-insensitively', async () => {
    await failTimes(3, 'player01', 'lite');
    const missing = await login('player01', SEED_PASSWORD, {}, 'lite');
    expect(missing.body).toMatchObject({
      success: false,
      errorCode: 'captcha.invalid',
      value: { captcha: true },
    });
    expect(missing.body.message).toContain('captcha');

    const { captcha } = await imageCaptcha('lite');
    expect((await login('player01', SEED_PASSWORD, { captcha: '0000x' }, 'lite')).body.errorCode).toBe(
      'captcha.invalid',
    );
    // A right captcha with a wrong password is still a failure, and the captcha stays demanded.
    expect((await login('player01', 'wrong', { captcha }, 'lite')).body).toMatchObject({
      errorCode: 'login.fail',
      value: { captcha: true },
    });
    expect(
      (await login('player01', SEED_PASSWORD, { captcha: ` ${captcha.toUpperCase()} ` }, 'lite')).body,
    ).toMatchObject({
      success: true,
      value: { captcha: false },
    });
    // The success reset the count.
    expect((await login('player01', SEED_PASSWORD, {}, 'lite')).body.success).toBe(true);
  });

  it('asks for geetest v3 on demo (GEETEST3 on, GEETEST_VERSION 3): image codes do not count', async () => {
    await failTimes(3);
    const { captcha } = await imageCaptcha('demo');
    expect((await login('player01', SEED_PASSWORD, { captcha })).body.errorCode).toBe('captcha.invalid');
    const result = await geetest3();
    expect(
      (await login('player01', SEED_PASSWORD, { ...result, geetestValidate: 'f'.repeat(32) })).body.errorCode,
    ).toBe('captcha.invalid');
    // A challenge the sandbox never issued is refused even with matching values.
    expect(
      (await login('player01', SEED_PASSWORD, { ...result, geetestChallenge: 'made-up' })).body.errorCode,
    ).toBe('captcha.invalid');
    expect((await login('player01', SEED_PASSWORD, result)).body.success).toBe(true);
  });

  it('asks for geetest v4 when the settings say GEETEST_VERSION 4', async () => {
    await call('PATCH', '/__sandbox/merchants/demo', {
      body: { settings: { gw: { GEETEST_VERSION: '4' } } },
    });
    await failTimes(3);
    expect((await login('player01', SEED_PASSWORD, await geetest3())).body.errorCode).toBe('captcha.invalid');
    const wrongId = geetest4('lite');
    expect((await login('player01', SEED_PASSWORD, wrongId)).body.errorCode).toBe('captcha.invalid');
    expect((await login('player01', SEED_PASSWORD, geetest4())).body.success).toBe(true);
  });

  it('forgets failures at a reset', async () => {
    await failTimes(3);
    kit.sandbox.reset();
    expect((await login('player01', SEED_PASSWORD)).body.success).toBe(true);
  });
});

describe('login types', () => {
  it('takes the mobile number as username where MOBILELOGIN3 is on', async () => {
    expect((await login('13800000001', SEED_PASSWORD)).body.success).toBe(true);
    await flags('demo', { MOBILELOGIN3: 0 });
    expect((await login('13800000001', SEED_PASSWORD)).body.errorCode).toBe('login.fail');
  });

  it('logs in by SMS code (type sms) once, with the code of /wps/verification/sms/noLogin', async () => {
    const mobile = '13800000001';
    await call('POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: mobile, countryDialingCode: '86', ...geetest4() },
    });
    const { code } = await lastSms(mobile);
    const sms = (verificationCode: string) =>
      login(mobile, '', {
        type: 'sms',
        isSms: true,
        mobileNum: mobile,
        countryDialingCode: '86',
        verificationCode,
      });
    expect((await sms('000000')).body).toMatchObject({
      errorCode: 'sms.code.invalid',
      value: { captcha: false },
    });
    const ok = await sms(code);
    expect(ok.body.success).toBe(true);
    const token = (ok.body.value as { token: string }).token;
    expect((await call('GET', '/wps/member/info', { token })).body.value).toMatchObject({
      account: 'player01',
    });
    // Used up.
    expect((await sms(code)).body.errorCode).toBe('sms.code.invalid');
  });

  it('refuses SMS login for an unknown number and where MOBILEVERCODELOGIN3 is off', async () => {
    const sms = { type: 'sms', isSms: true, mobileNum: '13999999999', verificationCode: '123456' };
    expect((await login('13999999999', '', sms)).body.errorCode).toBe('login.fail');
    await flags('demo', { MOBILEVERCODELOGIN3: 0 });
    expect((await login('13999999999', '', sms)).body.errorCode).toBe('login.type.disabled');
  });

  it('lets newbie01 in with the default password and its first-time flag', async () => {
    expect((await login('newbie01', DEFAULT_PASSWORD)).body.value).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
    });
  });
});

describe('two-factor', () => {
  const verify = (username: string, extra: Record<string, unknown>) =>
    call('POST', '/wps/session/login/verification', {
      encrypt: true,
      body: { username, password: SEED_PASSWORD, ...extra },
    });

  it('asks secure02 for S and P', async () => {
    expect((await login('secure02', SEED_PASSWORD)).body).toMatchObject({
      errorCode: 'login_verify_required',
      value: ['S', 'P'],
    });
    expect((await verify('secure02', { method: 'G', authCode: '123456' })).body.errorCode).toBe(
      'login_verify_fail',
    );
  });

  it('accepts the payee name (P), trimmed, and nothing else', async () => {
    expect((await verify('secure02', { method: 'P', payeeName: 'Someone' })).body.errorCode).toBe(
      'login_verify_fail',
    );
    expect(
      (await verify('secure02', { method: 'P', payeeName: ' Secure 02 Payee ' })).body.value,
    ).toHaveProperty('token');
  });

  it('accepts the SMS code sent to the member’s own number (S)', async () => {
    const mobile = '13800000007';
    await call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: mobile, ...geetest4() } });
    const { code } = await lastSms(mobile);
    expect(
      (await verify('secure02', { method: 'S', mobileNum: '13800000001', verificationCode: code })).body
        .errorCode,
    ).toBe('login_verify_fail');
    expect(
      (await verify('secure02', { method: 'S', mobileNum: mobile, verificationCode: '999999' })).body
        .errorCode,
    ).toBe('login_verify_fail');
    expect(
      (await verify('secure02', { method: 'S', mobileNum: mobile, verificationCode: code })).body.success,
    ).toBe(true);
  });
});

describe('free play', () => {
  it('takes the deviceId body and still refuses where FREEPLAY3 is off', async () => {
    const demo = await call('POST', '/wps/session/login/freeplay', { body: { deviceId: 'd'.repeat(36) } });
    expect(demo.body.value).toMatchObject({ firstTimeLogin: false, captcha: false });
    const lite = await call('POST', '/wps/session/login/freeplay', {
      merchant: 'lite',
      body: { deviceId: 'x' },
    });
    expect(lite.body.errorCode).toBe('freeplay.disabled');
  });
});
