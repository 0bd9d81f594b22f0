import { DEFAULT_PASSWORD } from '../data/accounts';
import { REGISTER_FIELD_KEYS } from '../data/register-config';
import { accessTestKit } from './access-test-kit';

const kit = accessTestKit();
const { call, login, imageCaptcha, geetest3, lastSms, flags } = kit;

/** A username registration on lite (image captcha) with an SMS code for the mobile number. */
async function registerOnLite(extra: Record<string, unknown> = {}) {
  const mobileNum = '13911112222';
  await call('POST', '/wps/verification/sms/register', { merchant: 'lite', body: { mobileNo: mobileNum } });
  const { code } = await lastSms(mobileNum);
  return call('PUT', '/wps/member/register', {
    merchant: 'lite',
    encrypt: true,
    body: {
      registerMethod: 'WEB',
      registerUrl: 'http://lite.localhost:8080/register',
      domain: 'lite.localhost',
      username: 'newuser01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobileNum,
      verificationCode: code,
      deviceId: 'd'.repeat(36),
      login: true,
      ...(await imageCaptcha('lite')),
      ...extra,
    },
  });
}

describe('GET /wps/system/setting/register', () => {
  it('lists every field of the spec with its rule, captcha last', async () => {
    const fields = (await call('GET', '/wps/system/setting/register')).body.value as { key: string }[];
    expect(fields.map((f) => f.key)).toEqual([...REGISTER_FIELD_KEYS]);
    expect(fields[0]).toEqual({
      key: 'username',
      type: 'text',
      required: true,
      enabled: true,
      updateRequired: false,
      minLength: 6,
      maxLength: 13,
      acceptedPattern: '^[A-Za-z0-9]+$',
      patternId: 1,
      message: '用户名须为(min)-(max)位字母或数字',
    });
  });

  it('follows PATCH /__sandbox/merchants/:code { register } and refuses unknown fields', async () => {
    const patched = await call('PATCH', '/__sandbox/merchants/demo', {
      body: { register: { qqNum: { enabled: true, required: true }, affiliateCode: { required: true } } },
    });
    expect(patched.body.success).toBe(true);
    const fields = (await call('GET', '/wps/system/setting/register')).body.value as Record<
      string,
      unknown
    >[];
    expect(fields.find((f) => f.key === 'qqNum')).toMatchObject({
      enabled: true,
      required: true,
      minLength: 5,
    });
    expect(fields.find((f) => f.key === 'affiliateCode')).toMatchObject({ required: true });
    expect(
      (await call('PATCH', '/__sandbox/merchants/demo', { body: { register: { nope: {} } } })).status,
    ).toBe(400);
    expect(
      (await call('PATCH', '/__sandbox/merchants/demo', { body: { register: { qqNum: { key: 'x' } } } }))
        .status,
    ).toBe(400);
  });
});

describe('GET /wps/agent/affiliate', () => {
  it('knows the seeded codes and answers affiliate.invalid for others', async () => {
    expect((await call('GET', '/wps/agent/affiliate?code=AFF001&domain=localhost')).body.value).toEqual({
      valid: true,
      agent: 'agent01',
    });
    expect((await call('GET', '/wps/agent/affiliate?code=NOPE&domain=localhost')).body).toMatchObject({
      success: false,
      errorCode: 'affiliate.invalid',
    });
  });
});

describe('PUT /wps/member/register', () => {
  it('makes an account that can log in at once, and keeps it until a reset', async () => {
    const reply = await registerOnLite({
      email: 'New@Example.com',
      payeeName: 'New User',
      affiliateCode: 'AFF002',
    });
    expect(reply.body).toMatchObject({
      success: true,
      value: { customerName: 'newuser01', profile: { mobileNo: '13911112222' } },
    });
    const logged = await login('newuser01', 'abc12345', {}, 'lite');
    expect(logged.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    expect((await registerOnLite()).body.errorCode).toBe('register.username.exists');
    kit.sandbox.reset();
    expect((await login('newuser01', 'abc12345', {}, 'lite')).body.errorCode).toBe('login.fail');
  });

  it('refuses a plain body (encrypted endpoint)', async () => {
    const reply = await call('PUT', '/wps/member/register', { merchant: 'lite', body: { username: 'x' } });
    expect(reply.status).toBe(400);
    expect(reply.body.errorCode).toBe('encryption.required');
  });

  it('always wants the captcha: image on lite, geetest v3 on demo (GEETEST3 and GEETESTTEST3 on)', async () => {
    const wrong = await registerOnLite({ captcha: 'zzzz' });
    expect(wrong.body).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });
    expect(wrong.body.message).toContain('captcha');

    await flags('demo', { REGMOBVERF3: 0 });
    const body = {
      registerMethod: 'WEB',
      username: 'demouser1',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      deviceId: 'd',
      login: true,
    };
    const { captcha } = await imageCaptcha('demo');
    const image = await call('PUT', '/wps/member/register', { encrypt: true, body: { ...body, captcha } });
    expect(image.body.errorCode).toBe('captcha.invalid');
    const geetest = await call('PUT', '/wps/member/register', {
      encrypt: true,
      body: { ...body, ...(await geetest3()) },
    });
    expect(geetest.body.success).toBe(true);
  });

  it.each([
    [{ username: 'ab' }, 'username: 用户名须为6-13位字母或数字'],
    [{ username: 'bad name!' }, 'username: 用户名须为6-13位字母或数字'],
    [{ password: '' }, 'password: 密码须为6-16位字母或数字，区分大小写'],
    [{ confirmPassword: 'other123' }, 'confirmPassword: 两次密码不一致'],
    [{ email: 'not-an-email' }, 'email: 请填写正确的邮箱地址'],
    [{ mobileNum: '12345' }, 'mobileNum: 请填写正确的手机号码'],
  ])('answers register.field.invalid naming the field for %j', async (extra, message) => {
    const reply = await registerOnLite(extra);
    expect(reply.body).toMatchObject({ success: false, errorCode: 'register.field.invalid', message });
  });

  it('wants a field the config makes required', async () => {
    await call('PATCH', '/__sandbox/merchants/lite', {
      body: { register: { qqNum: { enabled: true, required: true } } },
    });
    expect((await registerOnLite()).body.message).toBe('qqNum: QQ号须为5-12位数字');
    expect((await registerOnLite({ qqNum: '123456' })).body.success).toBe(true);
  });

  it('checks the SMS code (REGMOBVERF3), the affiliate code and a taken mobile number', async () => {
    expect((await registerOnLite({ verificationCode: '000000' })).body.errorCode).toBe('sms.code.invalid');
    expect((await registerOnLite({ affiliateCode: 'NOPE99' })).body.errorCode).toBe('affiliate.invalid');
    expect((await registerOnLite({ mobileNum: '13800000001' })).body.errorCode).toBe(
      'register.mobile.exists',
    );
    await flags('lite', { REGMOBVERF3: 0 });
    expect((await registerOnLite({ verificationCode: '' })).body.success).toBe(true);
  });

  it('is refused where USERNAMEREG3 is off', async () => {
    await flags('lite', { USERNAMEREG3: 0 });
    expect((await registerOnLite()).body.errorCode).toBe('register.type.disabled');
  });
});

describe('PUT /wps/member/register/mobile', () => {
  const registerMobile = async (extra: Record<string, unknown> = {}, mobileNo = '13987654321') => {
    await call('POST', '/wps/verification/sms/register', { merchant: 'lite', body: { mobileNo } });
    const { code } = await lastSms(mobileNo);
    return call('PUT', '/wps/member/register/mobile', {
      merchant: 'lite',
      encrypt: true,
      body: {
        registerMethod: 'WEB',
        registerUrl: 'http://lite.localhost:8080/register',
        domain: 'lite.localhost',
        mobileNo,
        password: 'abc12345',
        confirmPassword: 'abc12345',
        defaultPassword: false,
        verificationCode: code,
        deviceId: 'd',
        login: true,
        ...(await imageCaptcha('lite')),
        ...extra,
      },
    });
  };

  it("makes the username 'm' + the last 8 digits, then another for a clash", async () => {
    expect((await registerMobile()).body.value).toEqual({
      customerName: 'm87654321',
      profile: { mobileNo: '13987654321' },
    });
    expect((await login('m87654321', 'abc12345', {}, 'lite')).body.success).toBe(true);
    expect((await registerMobile({}, '13887654321')).body.value).toMatchObject({
      customerName: 'm876543212',
    });
    expect((await registerMobile()).body.errorCode).toBe('register.mobile.exists');
  });

  it('uses the default password when the site says so', async () => {
    const reply = await registerMobile({
      password: DEFAULT_PASSWORD,
      confirmPassword: '',
      defaultPassword: true,
    });
    expect(reply.body.success).toBe(true);
    expect((await login('m87654321', DEFAULT_PASSWORD, {}, 'lite')).body.success).toBe(true);
  });

  it('checks number, password, confirmation, SMS code and captcha', async () => {
    expect((await registerMobile({ mobileNo: '12345' })).body.message).toBe('mobileNo: 请填写正确的手机号码');
    expect((await registerMobile({ password: '' })).body.message).toBe('password: 请输入密码');
    expect((await registerMobile({ password: 'a' })).body.errorCode).toBe('register.field.invalid');
    expect((await registerMobile({ confirmPassword: 'x' })).body.message).toBe(
      'confirmPassword: 两次密码不一致',
    );
    expect((await registerMobile({ verificationCode: '1' })).body.errorCode).toBe('sms.code.invalid');
    expect((await registerMobile({ captcha: '' })).body.errorCode).toBe('captcha.invalid');
    await flags('lite', { MOBILENUMREG3: 0 });
    expect((await registerMobile()).body.errorCode).toBe('register.type.disabled');
  });
});
