// Test-only helpers of the access handlers' Jest files (not exported by the package).
import { setupServer } from 'msw/node';
import type { Envelope } from '../core/envelope';
import { createSandbox } from '../sandbox';
import { sealForSandbox } from '../testing-encryption';
import { geetestSign } from './geetest-sign';

/** The fixed sandbox time of the access tests. */
export const KIT_NOW = Date.UTC(2025, 0, 15, 8, 30, 0);

/** A reply: HTTP status and envelope. */
export interface KitReply {
  status: number;
  body: Envelope;
}

/** Options of one call. */
export interface KitCallOptions {
  token?: string;
  merchant?: string;
  body?: unknown;
  /** Seal the body as docs/encryption.md describes. */
  encrypt?: boolean;
  /** Send the body as a form (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
}

/**
 * A sandbox on an msw server for one test file (hooks registered; every test starts from the seed) and the calls the
 * access tests make, as the site makes them.
 */
export function accessTestKit() {
  const sandbox = createSandbox({ now: () => KIT_NOW });
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => sandbox.reset());
  afterAll(() => server.close());

  async function call(method: string, path: string, options: KitCallOptions = {}): Promise<KitReply> {
    const headers: Record<string, string> = { Device: 'web', Language: 'CN' };
    if (options.token) headers.Authorization = options.token;
    if (options.merchant) headers.Merchant = options.merchant;
    let body: BodyInit | undefined;
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      let payload = options.body;
      if (options.encrypt) {
        const sealed = await sealForSandbox(sandbox, method, path.split('?')[0] as string, payload);
        Object.assign(headers, sealed.headers);
        payload = sealed.body;
      }
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    }
    const response = await fetch(`http://localhost:8080${path}`, { method, headers, body });
    return { status: response.status, body: (await response.json()) as Envelope };
  }

  /** An encrypted login (type username unless `extra` says otherwise). */
  const login = (
    username: string,
    password: string,
    extra: Record<string, unknown> = {},
    merchant?: string,
  ) =>
    call('POST', '/wps/session/login', {
      merchant,
      encrypt: true,
      body: { username, password, type: 'username', isSms: false, deviceId: 'd'.repeat(36), ...extra },
    });

  /** Issues an image captcha for the merchant and answers its code (read back through the admin hook). */
  const imageCaptcha = async (merchant = 'demo'): Promise<{ captcha: string }> => {
    await call('GET', '/wps/captcha', { merchant });
    const { body } = await call('GET', '/__sandbox/captcha', { merchant });
    return { captcha: (body.value as { code: string }).code };
  };

  /** A passing geetest v3 result: registers a challenge and validates it as the stand-in script does. */
  const geetest3 = async (merchant = 'demo') => {
    const { body } = await call('GET', `/wps/captcha/geetest?t=${KIT_NOW}`, { merchant });
    const { challenge } = body.value as { challenge: string };
    return {
      geetestChallenge: challenge,
      geetestValidate: geetestSign.validate3(challenge),
      geetestSeccode: geetestSign.seccode3(challenge),
    };
  };

  /** A passing geetest v4 result for the merchant's captcha id. */
  const geetest4 = (merchant = 'demo', lot = '0123456789abcdef0123456789abcdef') => ({
    geetestValidateV4: {
      lot_number: lot,
      captcha_output: geetestSign.output4(lot),
      pass_token: geetestSign.passToken4(lot),
      gen_time: String(Math.floor(KIT_NOW / 1000)),
      captcha_id: `sandbox-geetest-${merchant}`,
    },
  });

  /** The last SMS to a number, through the admin hook. */
  const lastSms = async (mobile: string) =>
    (await call('GET', `/__sandbox/sms/${mobile}`)).body.value as {
      code: string;
      purpose: string;
      sentAt: number;
      text: string;
    };

  /** Switches flags of a merchant. */
  const flags = (merchant: string, whitelabel: Record<string, 0 | 1>) =>
    call('PATCH', `/__sandbox/merchants/${merchant}`, { body: { whitelabel } });

  return { sandbox, server, call, login, imageCaptcha, geetest3, geetest4, lastSms, flags };
}
