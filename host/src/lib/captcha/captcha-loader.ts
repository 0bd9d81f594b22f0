import type { CaptchaDeps, CaptchaPurpose } from './captcha-deps';
import type { CaptchaHandle } from './captcha-handle';
import { loadedCaptcha } from './captcha-registry';

/*
 * The captcha code (CaptchaStore, the geetest adapters, the script loader) is not part of the host's start: the
 * forms that show a captcha import CaptchaStore themselves, so it arrives and registers (./captcha-registry.ts) with
 * them, and the one flow that needs a captcha without such a form (the two-factor modal after a refused login)
 * awaits `loadCaptcha()` first.
 */

/** Load the captcha code (done once; the forms' chunks usually brought it already). */
export async function loadCaptcha(): Promise<void> {
  // Evaluating the store registers it.
  if (!loadedCaptcha()) await import('./captcha-store');
}

/** A captcha for a form. Throws when the captcha code is not loaded: import it with the form, or await loadCaptcha. */
export function createCaptcha(deps: CaptchaDeps, purpose: CaptchaPurpose): CaptchaHandle {
  const Captcha = loadedCaptcha();
  if (!Captcha)
    throw new Error('captcha code not loaded (import CaptchaStore with the form, or await loadCaptcha())');
  return new Captcha(deps, purpose);
}
