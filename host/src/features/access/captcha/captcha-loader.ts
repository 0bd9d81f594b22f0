import type { CaptchaHandle } from './captcha-handle';
import type { CaptchaDeps, CaptchaPurpose, CaptchaStore } from './captcha-store';

/**
 * The captcha code (CaptchaStore, the geetest adapters, the script loader) is not part of the host's start: the
 * forms that show a captcha import CaptchaStore themselves, so it arrives and registers here with them, and the
 * one flow that needs a captcha without such a form (the two-factor modal after a refused login) awaits
 * `loadCaptcha()` first.
 */
let loaded: typeof CaptchaStore | null = null;

/** captcha-store.ts hands its class over when it is evaluated, with whichever chunk brought it. */
export function captchaLoaded(store: typeof CaptchaStore): void {
  loaded = store;
}

/** Load the captcha code (done once; the forms' chunks usually brought it already). */
export async function loadCaptcha(): Promise<void> {
  if (!loaded) captchaLoaded((await import('./captcha-store')).CaptchaStore);
}

/** A captcha for a form. Throws when the captcha code is not loaded: import it with the form, or await loadCaptcha. */
export function createCaptcha(deps: CaptchaDeps, purpose: CaptchaPurpose): CaptchaHandle {
  if (!loaded)
    throw new Error('captcha code not loaded (import CaptchaStore with the form, or await loadCaptcha())');
  return new loaded(deps, purpose);
}
