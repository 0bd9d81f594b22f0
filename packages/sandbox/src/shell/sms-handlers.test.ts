import { accessTestKit, KIT_NOW } from './access-test-kit';

const { call, geetest4, lastSms, flags } = accessTestKit();

describe('POST /wps/verification/sms/noLogin', () => {
  it('texts a 6-digit code valid 5 minutes, readable at /__sandbox/sms/:mobile', async () => {
    const reply = await call('POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: '13800000001', countryDialingCode: '86', ...geetest4() },
    });
    expect(reply.body).toMatchObject({
      success: true,
      value: { expiredMinutes: 5, expirationTime: KIT_NOW + 5 * 60_000 },
    });
    const sms = await lastSms('13800000001');
    expect(sms).toEqual({
      code: expect.stringMatching(/^[0-9]{6}$/),
      purpose: 'noLogin',
      sentAt: KIT_NOW,
      text: expect.any(String),
    });
    expect(sms.text).toContain(sms.code);
    expect(sms.text).toContain('Demo Gaming');
  });

  it('wants a geetest v4 result where GEETESTVCODE3 is on, and none where it is off', async () => {
    const body = { mobileNum: '13800000002', countryDialingCode: '86' };
    const refused = await call('POST', '/wps/verification/sms/noLogin', { body });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
    expect(refused.body.message).toContain('captcha');
    expect(
      (await call('POST', '/wps/verification/sms/noLogin', { body: { ...body, ...geetest4('lite') } })).body
        .errorCode,
    ).toBe('captcha.invalid');
    // lite has GEETEST3 (the parent of GEETESTVCODE3) off.
    expect(
      (await call('POST', '/wps/verification/sms/noLogin', { merchant: 'lite', body })).body.success,
    ).toBe(true);
    await flags('demo', { GEETESTVCODE3: 0 });
    expect((await call('POST', '/wps/verification/sms/noLogin', { body })).body.success).toBe(true);
  });

  it('refuses a number that does not fit the settings (sms.mobile.invalid)', async () => {
    for (const mobileNum of ['1380000000', '23800000001', '1380000000a', '']) {
      const reply = await call('POST', '/wps/verification/sms/noLogin', {
        merchant: 'lite',
        body: { mobileNum, countryDialingCode: '86' },
      });
      expect(reply.body.errorCode).toBe('sms.mobile.invalid');
    }
    expect((await call('POST', '/wps/verification/sms/noLogin', { merchant: 'lite' })).status).toBe(400);
  });
});

describe('POST /wps/verification/sms/register', () => {
  it('texts a register code and answers its expirationTime', async () => {
    const reply = await call('POST', '/wps/verification/sms/register', {
      merchant: 'lite',
      body: { mobileNo: '13912345678', countryDialingCode: '86' },
    });
    expect(reply.body.value).toEqual({ expirationTime: KIT_NOW + 5 * 60_000 });
    expect(await lastSms('13912345678')).toMatchObject({ purpose: 'register' });
  });
});

describe('GET /__sandbox/sms/:mobile', () => {
  it('answers the 404 envelope when nothing was sent, and forgets at a reset', async () => {
    const none = await call('GET', '/__sandbox/sms/13800000001');
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ success: false, errorCode: 'sms.not.found' });
    await call('POST', '/wps/verification/sms/noLogin', {
      merchant: 'lite',
      body: { mobileNum: '13800000001' },
    });
    expect((await call('GET', '/__sandbox/sms/13800000001')).status).toBe(200);
    await call('POST', '/__sandbox/reset');
    expect((await call('GET', '/__sandbox/sms/13800000001')).status).toBe(404);
  });
});
