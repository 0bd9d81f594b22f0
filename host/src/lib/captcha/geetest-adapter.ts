import type { ApiClient } from '@wl/api-client';
import { registerGeetest } from '../../api/captcha';
import { GEETEST_V4_TIMEOUT_MS } from './constants';
import { GeetestError, toGeetestError } from './geetest-error';
import { SCRIPT_LOAD_TIMEOUT_MS, type ScriptLoader } from './script-loader';

/** The captcha object the vendor's `initGeetest` / `initGeetest4` hands to its callback (the parts we use). */
export interface GeetestCaptchaObject {
  onReady(callback: () => void): unknown;
  onSuccess(callback: () => void): unknown;
  onError(callback: (error: unknown) => void): unknown;
  onClose?(callback: () => void): unknown;
  /** v3 'bind' product: opens the popup. */
  verify?(): void;
  /** v4 'bind' product: opens the popup. */
  showCaptcha?(): void;
  getValidate(): Record<string, unknown> | false | null | undefined;
  reset(): void;
  destroy?(): void;
}

/** The vendor's global entry points (gt.js defines `initGeetest`, gt4.js `initGeetest4`). */
export interface GeetestGlobals {
  initGeetest?: (config: Record<string, unknown>, callback: (captcha: GeetestCaptchaObject) => void) => void;
  initGeetest4?: (config: Record<string, unknown>, callback: (captcha: GeetestCaptchaObject) => void) => void;
}

/** What the adapter reports after init. */
export interface GeetestEvents {
  onSuccess(): void;
  onError(error: GeetestError): void;
  onClose(): void;
}

/**
 * One interface over geetest v3 and v4: start the vendor's captcha in 'bind' mode (a popup on demand), open it,
 * read its result in the payload's field names.
 */
export interface GeetestAdapter {
  readonly version: 3 | 4;
  /** Load the script and start the captcha; resolves when it is ready, rejects with a {@link GeetestError}. */
  init(events: GeetestEvents): Promise<void>;
  /** Open the vendor's popup. */
  show(): void;
  /** The passed verification in the payload's field names (docs/endpoints.md "Access"), or null. */
  result(): Record<string, unknown> | null;
  destroy(): void;
}

/** What both adapters need. */
export interface GeetestAdapterDeps {
  loader: ScriptLoader;
  globals: () => GeetestGlobals;
  /** The vendor's language code for the popup. */
  language: () => string;
}

/** Starts the vendor's captcha and waits for onReady (or an error, or the timeout). */
function startCaptcha(
  init: NonNullable<GeetestGlobals['initGeetest']>,
  config: Record<string, unknown>,
  events: GeetestEvents,
  keep: (captcha: GeetestCaptchaObject) => void,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (error?: GeetestError) => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
      return true;
    };
    // Geetest v4's own timeout is GEETEST_V4_TIMEOUT_MS; v3 gets the same bound so a silent vendor never hangs the form.
    const timer = setTimeout(
      () => settle(new GeetestError('60204', 'geetest did not become ready')),
      GEETEST_V4_TIMEOUT_MS,
    );
    try {
      init(config, (captcha) => {
        keep(captcha);
        captcha.onReady(() => settle());
        captcha.onSuccess(() => events.onSuccess());
        captcha.onError((raw) => {
          const error = toGeetestError(raw);
          // Before ready it is an init failure (the store retries once); afterwards the store shows it.
          if (!settle(error)) events.onError(error);
        });
        captcha.onClose?.(() => events.onClose());
      });
    } catch (error) {
      settle(toGeetestError(error));
    }
  });
}

/** Geetest v3: GET /wps/captcha/geetest?t= registers a challenge, then `initGeetest` with product 'bind'. */
export class GeetestV3Adapter implements GeetestAdapter {
  readonly version = 3 as const;
  private captcha: GeetestCaptchaObject | null = null;

  constructor(
    private readonly deps: GeetestAdapterDeps & { api: ApiClient; scriptUrl: string; now: () => number },
  ) {}

  async init(events: GeetestEvents): Promise<void> {
    const registration = await this.deps.api.call(registerGeetest, {
      params: { t: this.deps.now() },
      alerts: false,
    });
    await this.deps.loader.load(this.deps.scriptUrl, SCRIPT_LOAD_TIMEOUT_MS);
    const init = this.deps.globals().initGeetest;
    if (!init) throw new GeetestError('60205', 'initGeetest is missing after the script loaded');
    await startCaptcha(
      init,
      {
        gt: registration.gt,
        challenge: registration.challenge,
        offline: !registration.success,
        new_captcha: registration.newCaptcha ?? true,
        product: 'bind',
        lang: this.deps.language(),
      },
      events,
      (captcha) => (this.captcha = captcha),
    );
  }

  show(): void {
    if (!this.captcha) throw new GeetestError('not_ready', 'geetest is not ready');
    (this.captcha.verify ?? this.captcha.showCaptcha)?.call(this.captcha);
  }

  result(): Record<string, unknown> | null {
    const value = this.captcha?.getValidate();
    if (!value) return null;
    return {
      geetestChallenge: value.geetest_challenge,
      geetestValidate: value.geetest_validate,
      geetestSeccode: value.geetest_seccode,
    };
  }

  destroy(): void {
    this.captcha?.destroy?.();
    this.captcha = null;
  }
}

/** Geetest v4: `initGeetest4` with captchaId = gw.GEETEST_ID and the v4 timeout (spec/shell.md §9). */
export class GeetestV4Adapter implements GeetestAdapter {
  readonly version = 4 as const;
  private captcha: GeetestCaptchaObject | null = null;

  constructor(private readonly deps: GeetestAdapterDeps & { captchaId: string; scriptUrl: string }) {}

  async init(events: GeetestEvents): Promise<void> {
    await this.deps.loader.load(this.deps.scriptUrl, SCRIPT_LOAD_TIMEOUT_MS);
    const init = this.deps.globals().initGeetest4;
    if (!init) throw new GeetestError('60205', 'initGeetest4 is missing after the script loaded');
    await startCaptcha(
      init,
      {
        captchaId: this.deps.captchaId,
        product: 'bind',
        timeout: GEETEST_V4_TIMEOUT_MS,
        language: this.deps.language(),
      },
      events,
      (captcha) => (this.captcha = captcha),
    );
  }

  show(): void {
    if (!this.captcha) throw new GeetestError('not_ready', 'geetest is not ready');
    (this.captcha.showCaptcha ?? this.captcha.verify)?.call(this.captcha);
  }

  result(): Record<string, unknown> | null {
    const value = this.captcha?.getValidate();
    if (!value) return null;
    return { geetestValidateV4: { captcha_id: this.deps.captchaId, ...value } };
  }

  destroy(): void {
    this.captcha?.destroy?.();
    this.captcha = null;
  }
}
