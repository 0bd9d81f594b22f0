import { SMS_CODE_MINUTES } from '@wl/sandbox';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { standInMessages, startTestRoot } from '../access-test-root';
import { SECONDS_PER_MINUTE } from '../constants';
import { parseMethods } from './two-factor-store';

setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The code the sandbox texted to a number (GET /__sandbox/sms/:mobile). */
async function smsCode(mobile: string): Promise<string> {
  const response = await fetch(`http://localhost/__sandbox/sms/${mobile}`);
  return ((await response.json()) as { value: { code: string } }).value.code;
}

describe('two-factor (spec/shell.md §4, §5)', () => {
  it('reads the methods of the error value in tab order, dropping unknown letters', () => {
    expect(parseMethods(['E', 'G', 'S', 'P', 'X'])).toEqual(['P', 'S', 'G', 'E']);
    expect(parseMethods(null)).toEqual([]);
  });

  // lite: the SMS-code request needs no geetest (GEETESTVCODE3 off).
  it('secure02 (S and P): payee name required then accepted; the payload names the method', async () => {
    const { root } = await startTestRoot('lite.localhost');
    expect(await root.access.login({ type: 'username', username: 'secure02', password: 'pass1234' })).toEqual(
      {
        status: 'twoFactor',
        methods: ['P', 'S'],
      },
    );
    const twoFactor = root.access.twoFactor!;
    expect(twoFactor.tabs.map((t) => t.key)).toEqual(['payeeName', 'sms']);
    expect(await twoFactor.submit()).toBe(false);
    expect(twoFactor.invalid).toEqual({ field: 'payeeName', key: 'in_please_information' });
    const calls = jest.spyOn(root.api, 'call');
    twoFactor.set('payeeName', ' Secure 02 Payee ');
    expect(await twoFactor.submit()).toBe(true);
    expect(calls.mock.calls.find(([e]) => e.id === 'host.loginVerification')![1]!.body).toEqual({
      username: 'secure02',
      password: 'pass1234',
      method: 'P',
      payeeName: 'Secure 02 Payee',
    });
    expect(root.session.member?.account).toBe('secure02');
    await root.dispose();
  });

  it('a social identity waiting to be bound rides along with the verification that finishes the login', async () => {
    const { root } = await startTestRoot();
    const { fresh } = await standInMessages(
      'http://localhost/__sandbox/social/firebase?origin=http://localhost',
    );
    root.access.openBind({ firebaseChannel: 'google', firebaseIdToken: fresh.idToken }, false);
    await root.access.login({ type: 'username', username: 'secure01', password: 'pass1234' });
    const calls = jest.spyOn(root.api, 'call');
    root.access.twoFactor!.selectTab('G');
    root.access.twoFactor!.set('authCode', '123456');
    await root.access.twoFactor!.submit();
    expect(calls.mock.calls.find(([e]) => e.id === 'host.loginVerification')![1]!.body).toMatchObject({
      username: 'secure01',
      method: 'G',
      authCode: '123456',
      firebaseChannel: 'google',
      firebaseIdToken: fresh.idToken,
    });
    expect(root.session.member?.account).toBe('secure01');
    await root.dispose();
  });

  it('secure02 S: a valid number first, the code request, its countdown, then the texted code gets in', async () => {
    const { root } = await startTestRoot('lite.localhost');
    await root.access.login({ type: 'username', username: 'secure02', password: 'pass1234' });
    const twoFactor = root.access.twoFactor!;
    twoFactor.selectTab('S');
    twoFactor.set('mobileNum', '123');
    await twoFactor.sendCode();
    expect(twoFactor.invalid).toEqual({ field: 'mobileNum', key: 'br_enright_cphone' });
    expect(twoFactor.countdown.state).toBe('idle');
    twoFactor.set('mobileNum', '13800000007');
    await twoFactor.sendCode();
    expect(twoFactor.countdown.state).toBe('countdown');
    // The modal counts expiredMinutes × 60 s.
    expect(twoFactor.countdown.remaining).toBe(SMS_CODE_MINUTES * SECONDS_PER_MINUTE);
    expect(await twoFactor.submit()).toBe(false);
    expect(twoFactor.invalid).toEqual({ field: 'verificationCode', key: 'in_please_information' });
    twoFactor.set('verificationCode', await smsCode('13800000007'));
    expect(await twoFactor.submit()).toBe(true);
    expect(root.session.member?.account).toBe('secure02');
    expect(twoFactor.countdown.state).toBe('idle');
    await root.dispose();
  });

  it('an SMS login (lite) with the texted code: type sms, isSms, mobileNum, verificationCode on the payload', async () => {
    const { root } = await startTestRoot('lite.localhost');
    const calls = jest.spyOn(root.api, 'call');
    await fetch('http://localhost/wps/verification/sms/noLogin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'lite' },
      body: JSON.stringify({ mobileNum: '13800000001', countryDialingCode: '86' }),
    });
    const outcome = await root.access.login({
      type: 'sms',
      mobileNum: '13800000001',
      countryDialingCode: '86',
      verificationCode: await smsCode('13800000001'),
    });
    expect(outcome).toMatchObject({ status: 'loggedIn', member: { account: 'player01' } });
    expect(calls.mock.calls.find(([e]) => e.id === 'host.login')![1]!.body).toEqual({
      username: '13800000001',
      mobileNum: '13800000001',
      countryDialingCode: '86',
      verificationCode: expect.stringMatching(/^\d{6}$/),
      type: 'sms',
      isSms: true,
      deviceId: root.session.device,
    });
    await root.dispose();
  });
});
