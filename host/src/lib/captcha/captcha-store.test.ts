import { geetestSign } from '@wl/sandbox';
import { setupSandboxServer } from '@wl/sandbox/testing';
import type { RootStore } from '../../stores/root-store';
import { startTestRoot } from '../../features/access/access-test-root';
import { CAPTCHA_FLAGS } from './constants';
import { CaptchaStore, type CaptchaDeps, type CaptchaPurpose, type GeetestSetting } from './captcha-store';
import type { GeetestGlobals } from './geetest-adapter';
import { GeetestError } from './geetest-error';
import type { ScriptLoader } from './script-loader';

setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete (window as { initGeetest?: unknown }).initGeetest;
  delete (window as { initGeetest4?: unknown }).initGeetest4;
  document.body.innerHTML = '';
});

const SCRIPTS = { v3ScriptUrl: '/__sandbox/geetest/gt.js', v4ScriptUrl: '/__sandbox/geetest/gt4.js' };

/**
 * A fake script loader: fetches the sandbox's stand-in script through MSW (no `<script>` tags in jsdom) and runs it,
 * so the store talks to the stand-in's real `initGeetest` / `initGeetest4`. It counts loads and can fail on demand.
 */
class FakeLoader implements ScriptLoader {
  loads: string[] = [];
  failures: GeetestError[] = [];
  private done = new Set<string>();

  async load(url: string): Promise<void> {
    this.loads.push(url);
    const failure = this.failures.shift();
    if (failure) throw failure;
    if (this.done.has(url)) return;
    const source = await new Promise<string>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('GET', url);
      xhr.onload = () => resolve(xhr.responseText);
      xhr.onerror = () => reject(new Error(`load ${url}`));
      xhr.send();
    });
    new Function(source)();
    this.done.add(url);
  }
}

function flags(...on: string[]) {
  return { isOn: (flag: string) => on.includes(flag) };
}

let clock = 10_000;
function captcha(
  root: RootStore,
  purpose: CaptchaPurpose,
  on: string[],
  gw: GeetestSetting | null = { GEETEST_ID: 'sandbox-geetest-demo', GEETEST_VERSION: '3' },
  loader = new FakeLoader(),
  extra: Partial<CaptchaDeps> = {},
) {
  return new CaptchaStore(
    {
      api: root.api,
      flags: flags(...on),
      gw: () => gw,
      scripts: SCRIPTS,
      loader,
      now: () => clock,
      ...extra,
    },
    purpose,
  );
}

/** Clicks a button of the stand-in's panel (it is rendered into the jsdom document). */
function panelClick(testId: 'geetest-verify' | 'geetest-close') {
  const button = document.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);
  if (!button) throw new Error(`no ${testId} in the document`);
  button.click();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('CaptchaStore: which captcha (spec/shell.md §4, §6 flags)', () => {
  it('picks the kind from GEETEST3, GEETEST_VERSION, GEETESTTEST3 and GEETESTVCODE3', async () => {
    const { root } = await startTestRoot();
    const { geetest, geetestOnRegister, geetestOnSmsCode } = CAPTCHA_FLAGS;
    expect(captcha(root, 'login', []).kind).toBe('image');
    expect(captcha(root, 'login', [geetest]).kind).toBe('geetest3');
    expect(captcha(root, 'login', [geetest], { GEETEST_ID: 'x', GEETEST_VERSION: '4' }).kind).toBe(
      'geetest4',
    );
    expect(captcha(root, 'register', [geetest]).kind).toBe('image');
    expect(captcha(root, 'register', [geetest, geetestOnRegister]).kind).toBe('geetest3');
    expect(captcha(root, 'sms', [geetest]).kind).toBe('none');
    expect(captcha(root, 'sms', [geetestOnSmsCode]).kind).toBe('geetest4');
    const none = captcha(root, 'sms', []);
    expect(none.enabled).toBe(false);
    expect(none.validate()).toBeNull();
    expect(none.result()).toEqual({});
    await expect(none.ensureVerified()).resolves.toBe(true);
  });

  it('the login captcha is off until the server demands it', async () => {
    const { root } = await startTestRoot('lite.localhost');
    const store = captcha(root, 'login', []);
    expect(store.enabled).toBe(false);
    expect(store.result()).toEqual({});
    store.demand();
    expect(store.enabled).toBe(true);
    await settle();
    await settle();
    expect(store.image).toEqual(expect.any(String));
  });
});

describe('CaptchaStore: image captcha (spec/shell.md §5, §9)', () => {
  it('loads a base64 png, refreshes at most once per second, validates not_empty, sends { captcha }', async () => {
    const { root } = await startTestRoot('lite.localhost');
    const call = jest.spyOn(root.api, 'call');
    const store = captcha(root, 'register', []);
    await store.start();
    expect(store.state).toBe('waiting');
    expect(store.imageSrc).toMatch(/^data:image\/png;base64,iVBOR/);
    const images = () => call.mock.calls.filter(([endpoint]) => endpoint.id === 'host.captchaImage').length;
    expect(images()).toBe(1);
    clock += 400;
    await store.refreshImage();
    expect(images()).toBe(1);
    clock += 700;
    await store.refreshImage();
    expect(images()).toBe(2);

    expect(store.validate()).toBe('not_empty');
    expect(store.message).toEqual({ key: 'not_empty' });
    await expect(store.ensureVerified()).resolves.toBe(false);
    store.setCode(' 1234 ');
    expect(store.message).toBeNull();
    expect(store.validate()).toBeNull();
    await expect(store.ensureVerified()).resolves.toBe(true);
    expect(store.result()).toEqual({ captcha: '1234' });

    clock += 1000;
    store.reset();
    expect(store.code).toBe('');
    await settle();
    expect(images()).toBe(3);
  });

  it('a failed image shows captcha_image_failed and the next refresh recovers', async () => {
    const { root } = await startTestRoot('lite.localhost');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const store = captcha(root, 'register', []);
    const call = jest.spyOn(root.api, 'call').mockRejectedValueOnce(new Error('offline'));
    await store.start();
    expect(store.state).toBe('error');
    expect(store.message).toEqual({ key: 'captcha_image_failed' });
    call.mockRestore();
    clock += 1000;
    await store.refreshImage();
    expect(store.state).toBe('waiting');
    expect(store.message).toBeNull();
    expect(warn).toHaveBeenCalledWith('[captcha] image failed', expect.any(Error));
    warn.mockRestore();
  });
});

describe('CaptchaStore: geetest through the sandbox stand-ins (spec/shell.md §4 "Captcha widget")', () => {
  it('v3: register, waiting, verify_first, popup, verify too fast, success with the v3 fields; script loaded once', async () => {
    const { root } = await startTestRoot();
    const loader = new FakeLoader();
    const call = jest.spyOn(root.api, 'call');
    const on = [CAPTCHA_FLAGS.geetest, CAPTCHA_FLAGS.geetestOnRegister];
    const store = captcha(root, 'register', on, undefined, loader);
    const started = store.start();
    expect(store.state).toBe('loading');
    await expect(started).resolves.toBe(true);
    expect(store.state).toBe('waiting');
    const register = call.mock.calls.find(([endpoint]) => endpoint.id === 'host.geetestRegister');
    expect(register?.[1]?.params).toEqual({ t: clock });
    expect(store.validate()).toBe('verify_first');
    expect(store.result()).toEqual({});

    const verified = store.ensureVerified();
    await settle();
    expect(store.verifying).toBe(true);
    await expect(store.ensureVerified()).resolves.toBe(false);
    expect(store.message).toEqual({ key: 'verify_too_fast' });
    panelClick('geetest-verify');
    await expect(verified).resolves.toBe(true);
    expect(store.state).toBe('success');
    expect(store.validate()).toBeNull();
    const result = store.result() as Record<string, string>;
    expect(Object.keys(result).sort()).toEqual(['geetestChallenge', 'geetestSeccode', 'geetestValidate']);
    expect(result.geetestValidate).toBe(geetestSign.validate3(result.geetestChallenge!));
    expect(result.geetestSeccode).toBe(geetestSign.seccode3(result.geetestChallenge!));
    await expect(store.ensureVerified()).resolves.toBe(true);

    // A second captcha on the page reuses the loaded script; a reset after a failed submit registers anew.
    await captcha(root, 'register', on, undefined, loader).start();
    store.reset();
    expect(store.state).not.toBe('success');
    await settle();
    await settle();
    expect(store.state).toBe('waiting');
    expect(store.result()).toEqual({});
    expect(call.mock.calls.filter(([endpoint]) => endpoint.id === 'host.geetestRegister')).toHaveLength(3);
    expect(loader.loads.every((url) => url === SCRIPTS.v3ScriptUrl)).toBe(true);
  });

  it('disposed while starting (the field unmounted) and started again: a fresh init reaches waiting', async () => {
    const { root } = await startTestRoot();
    const store = captcha(root, 'register', [CAPTCHA_FLAGS.geetest, CAPTCHA_FLAGS.geetestOnRegister]);
    const first = store.start();
    store.dispose();
    const second = store.start();
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(true);
    expect(store.state).toBe('waiting');
  });

  it('v3: closing the popup resolves false and stays waiting', async () => {
    const { root } = await startTestRoot();
    const store = captcha(root, 'login', [CAPTCHA_FLAGS.geetest]);
    store.demand();
    const verified = store.ensureVerified();
    await settle();
    await settle();
    panelClick('geetest-close');
    await expect(verified).resolves.toBe(false);
    expect(store.state).toBe('waiting');
    expect(store.verifying).toBe(false);
  });

  it('v4 for the SMS code (GEETESTVCODE3): captchaId = GEETEST_ID, result geetestValidateV4', async () => {
    const { root } = await startTestRoot();
    const loader = new FakeLoader();
    const store = captcha(root, 'sms', [CAPTCHA_FLAGS.geetestOnSmsCode], { GEETEST_ID: 'gid-4' }, loader);
    const verified = store.ensureVerified();
    await settle();
    await settle();
    expect(loader.loads).toEqual([SCRIPTS.v4ScriptUrl]);
    panelClick('geetest-verify');
    await expect(verified).resolves.toBe(true);
    const { geetestValidateV4 } = store.result() as { geetestValidateV4: Record<string, string> };
    expect(geetestValidateV4).toMatchObject({ captcha_id: 'gid-4', gen_time: expect.any(String) });
    expect(geetestValidateV4.captcha_output).toBe(geetestSign.output4(geetestValidateV4.lot_number!));
    expect(geetestValidateV4.pass_token).toBe(geetestSign.passToken4(geetestValidateV4.lot_number!));
  });

  it('v4 without a captcha id: not_setup_geetest_v4, nothing loaded', async () => {
    const { root } = await startTestRoot();
    const loader = new FakeLoader();
    const store = captcha(root, 'sms', [CAPTCHA_FLAGS.geetestOnSmsCode], { GEETEST_VERSION: '3' }, loader);
    await expect(store.ensureVerified()).resolves.toBe(false);
    expect(store.state).toBe('error');
    expect(store.message).toEqual({ key: 'not_setup_geetest_v4' });
    expect(store.validate()).toBe('not_setup_geetest_v4');
    expect(loader.loads).toEqual([]);
  });

  it('one retry on init failure; a second failure with loader code 60204 shows the load timeout', async () => {
    const { root } = await startTestRoot();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const loader = new FakeLoader();
    loader.failures.push(new GeetestError('60204', 'timeout'));
    const store = captcha(root, 'login', [CAPTCHA_FLAGS.geetest], undefined, loader);
    store.demand();
    await settle();
    await settle();
    expect(store.state).toBe('waiting');
    expect(loader.loads).toHaveLength(2);

    const failing = new FakeLoader();
    failing.failures.push(new GeetestError('60204', 'timeout'), new GeetestError('60205', 'failed'));
    const broken = captcha(
      root,
      'register',
      [CAPTCHA_FLAGS.geetest, CAPTCHA_FLAGS.geetestOnRegister],
      undefined,
      failing,
    );
    await expect(broken.start()).resolves.toBe(false);
    expect(failing.loads).toHaveLength(2);
    expect(broken.state).toBe('error');
    expect(broken.message).toEqual({ key: 'geetest_load_timeout', code: '60205' });
    // The member may try again: a fresh init.
    const retried = broken.ensureVerified();
    await settle();
    await settle();
    expect(broken.state).toBe('waiting');
    panelClick('geetest-verify');
    await expect(retried).resolves.toBe(true);
    warn.mockRestore();
  });

  it("a vendor error other than a load timeout shows geetest_failed with the vendor's code", async () => {
    const { root } = await startTestRoot();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    // The stand-in reports 60001 for a config without a captcha id: the vendor's own refusal, before ready (so the
    // store retries once, then shows it).
    const gw: GeetestSetting = { GEETEST_ID: 'gid', GEETEST_VERSION: '4' };
    const store = new CaptchaStore(
      {
        api: root.api,
        flags: flags(CAPTCHA_FLAGS.geetest),
        gw: () => gw,
        scripts: SCRIPTS,
        loader: new FakeLoader(),
        globals: () => ({
          initGeetest4: (config, callback) =>
            (window as unknown as Required<GeetestGlobals>).initGeetest4(
              { ...config, captchaId: '' },
              callback,
            ),
        }),
      },
      'login',
    );
    store.demand();
    await settle();
    await settle();
    await settle();
    expect(store.state).toBe('error');
    expect(store.message).toEqual({ key: 'geetest_failed', code: '60001' });
  });
});
