import type { ApiClient } from '@wl/api-client';
import type { FlagView } from '@wl/shell-contract';
import { createCaptcha, loadCaptcha } from './captcha-loader';
import type { CaptchaDeps } from './captcha-store';

const deps: CaptchaDeps = {
  api: {} as ApiClient,
  flags: { isOn: () => false } as unknown as FlagView,
  gw: () => null,
  scripts: { v3ScriptUrl: '/gt.js', v4ScriptUrl: '/gt4.js' },
};

describe('captcha loader', () => {
  it('makes no captcha before the captcha code is here, and makes one once it is loaded', async () => {
    // Nothing in this test module imports the captcha code (the forms do, in the site).
    expect(() => createCaptcha(deps, 'sms')).toThrow(/captcha code not loaded/);
    await loadCaptcha();
    const { CaptchaStore } = await import('./captcha-store');
    const captcha = createCaptcha(deps, 'sms');
    expect(captcha).toBeInstanceOf(CaptchaStore);
    expect(captcha.enabled).toBe(false);
    captcha.dispose();
  });
});
