import type { CaptchaDeps, CaptchaPurpose } from './captcha-deps';
import type { CaptchaHandle } from './captcha-handle';

/** What makes a captcha: CaptchaStore's constructor. */
export type CaptchaConstructor = new (deps: CaptchaDeps, purpose: CaptchaPurpose) => CaptchaHandle;

// The slot between CaptchaStore and its loader: the store fills it when evaluated, the loader reads it, and neither
// imports the other's module for it (the store importing the loader that imports it made an import circle).
let loaded: CaptchaConstructor | null = null;

/** captcha-store.ts hands its class over when it is evaluated, with whichever chunk brought it. */
export function captchaLoaded(store: CaptchaConstructor): void {
  loaded = store;
}

/** CaptchaStore, once some chunk has brought it; else null. */
export function loadedCaptcha(): CaptchaConstructor | null {
  return loaded;
}
