/**
 * @jest-environment jest-fixed-jsdom
 */
import { geetestSign } from '../geetest-sign';
import { GEETEST_V3_JS, GEETEST_V4_JS } from './geetest-scripts';

interface CaptchaObject {
  onReady(fn: () => void): CaptchaObject;
  onSuccess(fn: () => void): CaptchaObject;
  onError(fn: (error: { code: string }) => void): CaptchaObject;
  onClose(fn: () => void): CaptchaObject;
  verify(): CaptchaObject;
  showCaptcha(): CaptchaObject;
  reset(): CaptchaObject;
  appendTo(target: unknown): CaptchaObject;
  getValidate(): Record<string, string> | false;
}

type Init = (config: Record<string, unknown>, callback: (captcha: CaptchaObject) => void) => void;

declare global {
  interface Window {
    initGeetest?: Init;
    initGeetest4?: Init;
  }
}

// The scripts are plain browser scripts: run them as a <script> would.
const run = (source: string) => new Function(source)() as void;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const panel = () => document.querySelector<HTMLElement>('[role="dialog"][aria-label="Geetest"]');

function init(which: 'v3' | 'v4', config: Record<string, unknown>) {
  const events: string[] = [];
  let captcha: CaptchaObject | undefined;
  const initFn = which === 'v3' ? window.initGeetest : window.initGeetest4;
  initFn?.(config, (obj) => {
    captcha = obj;
    obj
      .onReady(() => events.push('ready'))
      .onSuccess(() => events.push('success'))
      .onError((e) => events.push(`error ${e.code}`))
      .onClose(() => events.push('close'));
  });
  if (!captcha) throw new Error('callback not called');
  return { captcha, events };
}

beforeAll(() => {
  run(GEETEST_V3_JS);
  run(GEETEST_V4_JS);
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('gt.js (v3 stand-in)', () => {
  it('shows the panel on verify() and succeeds with values the sandbox checks', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { captcha, events } = init('v3', {
      gt: 'g',
      challenge: 'abc',
      offline: false,
      new_captcha: true,
      product: 'bind',
    });
    expect(captcha.appendTo(document.body)).toBe(captcha);
    await flush();
    expect(events).toEqual(['ready']);
    expect(captcha.getValidate()).toBe(false);

    captcha.verify();
    const dialog = panel();
    expect(dialog?.style.position).toBe('fixed');
    const verify = dialog?.querySelector<HTMLButtonElement>('[data-testid="geetest-verify"]');
    expect(verify?.textContent).toBe('verify');
    expect(document.activeElement).toBe(verify);
    verify?.click();

    expect(events).toEqual(['ready', 'success']);
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(captcha.getValidate()).toEqual({
      geetest_challenge: 'abc',
      geetest_validate: geetestSign.validate3('abc'),
      geetest_seccode: geetestSign.seccode3('abc'),
    });
    captcha.reset();
    expect(captcha.getValidate()).toBe(false);
  });

  it('reports onClose for "close" and Escape', () => {
    const { captcha, events } = init('v3', { gt: 'g', challenge: 'abc' });
    captcha.verify();
    panel()?.querySelector<HTMLButtonElement>('[data-testid="geetest-close"]')?.click();
    captcha.verify();
    panel()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(events).toEqual(['close', 'close']);
    expect(panel()).toBeNull();
  });

  it('reports onError 60100 without a challenge', async () => {
    const { captcha, events } = init('v3', { gt: 'g' });
    await flush();
    captcha.verify();
    expect(events).toEqual(['error 60100']);
    expect(panel()).toBeNull();
  });
});

describe('gt4.js (v4 stand-in)', () => {
  it('succeeds on showCaptcha() + verify with a lot number and matching output and pass token', async () => {
    const { captcha, events } = init('v4', { captchaId: 'sandbox-geetest-demo', product: 'bind' });
    await flush();
    captcha.showCaptcha();
    panel()?.querySelector<HTMLButtonElement>('[data-testid="geetest-verify"]')?.click();
    expect(events).toEqual(['ready', 'success']);
    const result = captcha.getValidate() as Record<string, string>;
    expect(result).toEqual({
      lot_number: expect.stringMatching(/^[0-9a-f]{32}$/),
      captcha_output: geetestSign.output4(result.lot_number as string),
      pass_token: geetestSign.passToken4(result.lot_number as string),
      gen_time: expect.stringMatching(/^[0-9]+$/),
      captcha_id: 'sandbox-geetest-demo',
    });
  });

  it('reports onError without a captchaId', async () => {
    const { events } = init('v4', {});
    await flush();
    expect(events).toEqual(['error 60001']);
  });
});
