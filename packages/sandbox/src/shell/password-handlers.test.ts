import { DEFAULT_PASSWORD, SEED_PASSWORD } from '../data/accounts';
import { accessTestKit } from './access-test-kit';

const { sandbox, call, login, geetest4, lastSms } = accessTestKit();

const change = (account: string, body: Record<string, unknown>) =>
  call('POST', '/wps/member/password', { token: sandbox.issueToken(account), encrypt: true, body });

describe('POST /wps/member/firstLogin', () => {
  it('turns the first-time flag off (auth)', async () => {
    const token = sandbox.issueToken('newbie01');
    expect((await call('POST', '/wps/member/firstLogin', { token })).body).toMatchObject({
      success: true,
      value: null,
    });
    expect((await call('GET', '/wps/member/info', { token })).body.value).toMatchObject({
      firstTimeLogin: false,
    });
    expect((await call('POST', '/wps/member/firstLogin')).status).toBe(401);
  });
});

describe('POST /wps/member/password', () => {
  it('changes the default password without the old one', async () => {
    const reply = await change('newbie01', { newPassword: 'fresh123', confirmNewPassword: 'fresh123' });
    expect(reply.body).toMatchObject({ success: true, value: null });
    expect((await login('newbie01', 'fresh123')).body.success).toBe(true);
    expect((await login('newbie01', DEFAULT_PASSWORD)).body.errorCode).toBe('login.fail');
  });

  it('wants the right old password otherwise, and clears the expired flag', async () => {
    const wrong = await change('expired01', {
      oldPassword: 'nope',
      newPassword: 'fresh123',
      confirmNewPassword: 'fresh123',
    });
    expect(wrong.body.errorCode).toBe('password.old.incorrect');
    const right = await change('expired01', {
      oldPassword: SEED_PASSWORD,
      newPassword: 'fresh123',
      confirmNewPassword: 'fresh123',
    });
    expect(right.body.success).toBe(true);
    expect((await login('expired01', 'fresh123')).body.value).toMatchObject({ passwordExpired: false });
  });

  it.each([
    [{ newPassword: 'fresh123', confirmNewPassword: 'fresh124' }, 'password.mismatch'],
    [{ newPassword: 'abc', confirmNewPassword: 'abc' }, 'password.pattern'],
    [{ newPassword: 'abcdefghijklm', confirmNewPassword: 'abcdefghijklm' }, 'password.pattern'],
    [{ newPassword: 'abc 1234', confirmNewPassword: 'abc 1234' }, 'password.pattern'],
    [{ newPassword: DEFAULT_PASSWORD, confirmNewPassword: DEFAULT_PASSWORD }, 'password.pattern'],
  ])('refuses %j with %s', async (body, errorCode) => {
    expect((await change('newbie01', body)).body.errorCode).toBe(errorCode);
  });

  it('is encrypted and needs a session', async () => {
    const plain = await call('POST', '/wps/member/password', {
      token: sandbox.issueToken('player01'),
      body: {},
    });
    expect(plain.body.errorCode).toBe('encryption.required');
    const anonymous = await call('POST', '/wps/member/password', {
      encrypt: true,
      body: { newPassword: 'a' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /wps/member/password/email', () => {
  it('takes a form with the username and its email', async () => {
    const ok = await call('POST', '/wps/member/password/email', {
      form: { username: 'player01', email: 'Player01@example.com' },
    });
    expect(ok.body).toMatchObject({ success: true, value: null });
    const mismatch = await call('POST', '/wps/member/password/email', {
      form: { username: 'player01', email: 'agent01@example.com' },
    });
    expect(mismatch.body.errorCode).toBe('password.email.mismatch');
    const json = await call('POST', '/wps/member/password/email', {
      body: { username: 'player01', email: 'player01@example.com' },
    });
    expect(json.status).toBe(400);
  });
});

describe('POST /wps/member/password/sms', () => {
  it('texts a new password to the member’s number, which then logs in', async () => {
    const reply = await call('POST', '/wps/member/password/sms', {
      body: { username: 'player01', mobileNumber: '13800000001' },
    });
    expect(reply.body).toMatchObject({ success: true, value: null });
    const sms = await lastSms('13800000001');
    expect(sms.purpose).toBe('password');
    expect(sms.text).toContain(sms.code);
    expect((await login('player01', sms.code)).body.success).toBe(true);
    expect((await login('player01', SEED_PASSWORD)).body.errorCode).toBe('login.fail');
  });

  it('answers password.mobile.mismatch for another number', async () => {
    const reply = await call('POST', '/wps/member/password/sms', {
      body: { username: 'player01', mobileNumber: '13800000002' },
    });
    expect(reply.body.errorCode).toBe('password.mobile.mismatch');
  });
});

describe('POST /wps/member/password/verification', () => {
  it('sets a password with the code sent to the member’s number', async () => {
    await call('POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: '13800000002', ...geetest4() },
    });
    const { code } = await lastSms('13800000002');
    const set = (extra: Record<string, unknown>) =>
      call('POST', '/wps/member/password/verification', {
        encrypt: true,
        body: {
          username: 'agent01',
          mobileNum: '13800000002',
          verificationCode: code,
          newPassword: 'fresh123',
          confirmNewPassword: 'fresh123',
          ...extra,
        },
      });
    expect((await set({ mobileNum: '13800000001' })).body.errorCode).toBe('password.mobile.mismatch');
    expect((await set({ verificationCode: '000000' })).body.errorCode).toBe('sms.code.invalid');
    expect((await set({ confirmNewPassword: 'x' })).body.errorCode).toBe('password.mismatch');
    expect((await set({})).body.success).toBe(true);
    expect((await login('agent01', 'fresh123')).body.success).toBe(true);
  });
});
