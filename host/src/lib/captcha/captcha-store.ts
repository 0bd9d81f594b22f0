import { makeAutoObservable, runInAction } from 'mobx';
import { getCaptchaImage } from '../../api/captcha';
import { CAPTCHA_FLAGS } from './constants';
import {
  GeetestV3Adapter,
  GeetestV4Adapter,
  type GeetestAdapter,
  type GeetestGlobals,
} from './geetest-adapter';
import type { CaptchaDeps, CaptchaPurpose } from './captcha-deps';
import { captchaLoaded } from './captcha-registry';
import { GeetestError, toGeetestError } from './geetest-error';
import { sharedScriptLoader } from './script-loader';

/** The captcha a form shows: the image code, geetest v3 or v4, or none at all. */
export type CaptchaKind = 'none' | 'image' | 'geetest3' | 'geetest4';

/**
 * The widget's state (spec/shell.md §4: waiting, success, error). `idle` before anything was loaded, `loading` while
 * the image or the vendor's script is on its way; `waiting` for the member (a code to type, a check to pass).
 */
export type CaptchaState = 'idle' | 'loading' | 'waiting' | 'success' | 'error';

/** Options of one captcha. */
export interface CaptchaOptions {
  /**
   * Registration: whether the register config enables the captcha field (the image kind). Geetest on registration
   * follows GEETEST3 + GEETESTTEST3 regardless. Default true.
   */
  imageEnabled?: boolean;
}

/** At most one image per second (spec/shell.md §5, §9); the API table throttles too. */
export const CAPTCHA_IMAGE_MIN_INTERVAL_MS = 1000;

/** Message keys the captcha shows (namespace `host`). */
export const CAPTCHA_MESSAGES = {
  empty: 'not_empty',
  notVerified: 'verify_first',
  tooFast: 'verify_too_fast',
  noV4Config: 'not_setup_geetest_v4',
  loadTimeout: 'geetest_load_timeout',
  failed: 'geetest_failed',
  imageFailed: 'captcha_image_failed',
} as const;

const V3_LANGUAGES: Record<string, string> = {
  CN: 'zh-cn',
  TW: 'zh-tw',
  EN: 'en',
  JA: 'ja',
  TH: 'th',
  VI: 'vi',
};
const V4_LANGUAGES: Record<string, string> = {
  CN: 'zho',
  TW: 'zho-tw',
  EN: 'eng',
  JA: 'jpn',
  TH: 'tha',
  VI: 'vie',
};

/**
 * One captcha of one form (spec/shell.md §4 "Captcha widget", §5, §8, §9). The kind comes from the flags: GEETEST3
 * gives geetest in the version of `gw.GEETEST_VERSION`, else the image code; registration uses geetest only with
 * GEETESTTEST3 as well; the SMS-code request uses geetest v4 when GEETESTVCODE3 is on (`not setup geetest v4` without
 * a v4 captcha id) and nothing otherwise. The login captcha is off until the server demands it ({@link demand}).
 *
 * Forms use: {@link enabled}, {@link validate}, {@link ensureVerified} before sending, {@link result} in the payload,
 * {@link reset} after a failed submit, and `<CaptchaField store={...} />`.
 */
export class CaptchaStore {
  state: CaptchaState = 'idle';
  /** The typed image code (input name `captcha`). */
  code = '';
  /** The image as base64 PNG (no `data:` prefix). */
  image: string | null = null;
  /** What to show under the widget: a message key, and the vendor's code when there is one. */
  message: { key: string; code?: string } | null = null;
  /** A geetest popup is open: another verification is refused (verify too fast). */
  verifying = false;
  /** The login captcha is needed since the server flagged it. */
  demanded = false;
  private adapter: GeetestAdapter | null = null;
  private passed: Record<string, unknown> | null = null;
  private lastImageAt = Number.NEGATIVE_INFINITY;
  private pending: ((passed: boolean) => void) | null = null;
  private starting: Promise<boolean> | null = null;
  private generation = 0;

  constructor(
    private readonly deps: CaptchaDeps,
    readonly purpose: CaptchaPurpose,
    private readonly options: CaptchaOptions = {},
  ) {
    makeAutoObservable<
      CaptchaStore,
      'deps' | 'options' | 'adapter' | 'passed' | 'lastImageAt' | 'pending' | 'starting' | 'generation'
    >(this, {
      deps: false,
      options: false,
      adapter: false,
      passed: false,
      lastImageAt: false,
      pending: false,
      starting: false,
      generation: false,
    });
  }

  /** The geetest version the settings ask for (v3 unless GEETEST_VERSION is 4). */
  private get geetestKind(): CaptchaKind {
    return String(this.deps.gw()?.GEETEST_VERSION ?? '3') === '4' ? 'geetest4' : 'geetest3';
  }

  /** The kind of captcha this purpose uses on this merchant. */
  get kind(): CaptchaKind {
    const on = (flag: string) => this.deps.flags.isOn(flag);
    switch (this.purpose) {
      case 'sms':
        return on(CAPTCHA_FLAGS.geetestOnSmsCode) ? 'geetest4' : 'none';
      case 'register':
        if (on(CAPTCHA_FLAGS.geetest) && on(CAPTCHA_FLAGS.geetestOnRegister)) return this.geetestKind;
        return this.options.imageEnabled === false ? 'none' : 'image';
      case 'login':
        return on(CAPTCHA_FLAGS.geetest) ? this.geetestKind : 'image';
    }
  }

  /** Whether this form needs a captcha at all (the login one only once the server asked for it). */
  get enabled(): boolean {
    if (this.kind === 'none') return false;
    return this.purpose === 'login' ? this.demanded : true;
  }

  /** Is it a geetest captcha? */
  get isGeetest(): boolean {
    return this.kind === 'geetest3' || this.kind === 'geetest4';
  }

  /** The image as a data URL for `<img src>`. */
  get imageSrc(): string | null {
    return this.image ? `data:image/png;base64,${this.image}` : null;
  }

  /** The login failed with the captcha flagged (spec/shell.md §4): show it from now on. */
  demand(): void {
    if (this.demanded) return;
    this.demanded = true;
    void this.start();
  }

  setCode(value: string): void {
    this.code = value;
    if (this.message?.key === CAPTCHA_MESSAGES.empty && value.trim()) this.message = null;
  }

  /** Load what the widget shows (idempotent): the image, or the vendor's captcha with one retry on failure. */
  start(): Promise<boolean> {
    if (!this.enabled) return Promise.resolve(false);
    if (this.kind === 'image') {
      if (this.image === null && this.state !== 'loading') return this.refreshImage();
      return Promise.resolve(this.image !== null);
    }
    if (this.adapter && (this.state === 'waiting' || this.state === 'success')) return Promise.resolve(true);
    if (!this.starting) {
      const starting: Promise<boolean> = this.startGeetest().finally(() => {
        if (this.starting === starting) this.starting = null;
      });
      this.starting = starting;
    }
    return this.starting;
  }

  /** A new image; ignored inside a second of the last one (spec/shell.md §9). */
  async refreshImage(): Promise<boolean> {
    const now = this.now();
    if (now - this.lastImageAt < CAPTCHA_IMAGE_MIN_INTERVAL_MS) return this.image !== null;
    this.lastImageAt = now;
    this.state = 'loading';
    try {
      const image = await this.deps.api.call(getCaptchaImage, { alerts: false });
      runInAction(() => {
        this.image = image;
        this.state = 'waiting';
        if (this.message?.key === CAPTCHA_MESSAGES.imageFailed) this.message = null;
      });
      return true;
    } catch (error) {
      console.warn('[captcha] image failed', error);
      runInAction(() => {
        this.state = 'error';
        this.message = { key: CAPTCHA_MESSAGES.imageFailed };
      });
      return false;
    }
  }

  /** The message key to show before sending, or null when the captcha is fine (or not needed). */
  validate(): string | null {
    if (!this.enabled) return null;
    const key = this.missingKey();
    runInAction(() => (this.message = key ? { key } : null));
    return key;
  }

  /**
   * Make sure the captcha is passed before sending. Image: true when a code is typed. Geetest: true when passed,
   * else opens the vendor's popup and resolves when the member passes (true) or closes it (false). A second call
   * while the popup is open answers false with "verify too fast".
   */
  async ensureVerified(): Promise<boolean> {
    if (!this.enabled) return true;
    if (this.kind === 'image') return this.validate() === null;
    if (this.state === 'success' && this.passed) return true;
    if (this.verifying) {
      this.message = { key: CAPTCHA_MESSAGES.tooFast };
      return false;
    }
    this.verifying = true;
    try {
      if (!(await this.start()) || !this.adapter) return false;
      const adapter = this.adapter;
      const passed = new Promise<boolean>((resolve) => (this.pending = resolve));
      runInAction(() => (this.message = null));
      try {
        adapter.show();
      } catch (error) {
        this.fail(toGeetestError(error));
      }
      return await passed;
    } finally {
      runInAction(() => {
        this.verifying = false;
        this.pending = null;
      });
    }
  }

  /** The captcha part of the payload (docs/endpoints.md "Access"); empty when no captcha is needed. */
  result(): Record<string, unknown> {
    if (!this.enabled) return {};
    if (this.kind === 'image') return { captcha: this.code.trim() };
    return this.state === 'success' && this.passed ? { ...this.passed } : {};
  }

  /** After a failed submit: a new image (the typed code cleared), or a fresh geetest (a used one is spent). */
  reset(): void {
    if (!this.enabled) return;
    if (this.kind === 'image') {
      this.code = '';
      void this.refreshImage();
      return;
    }
    this.teardown();
    this.state = 'idle';
    void this.start();
  }

  /** Stop the vendor's captcha (the form unmounts). */
  dispose(): void {
    this.teardown();
  }

  private missingKey(): string | null {
    if (this.kind === 'image') return this.code.trim() ? null : CAPTCHA_MESSAGES.empty;
    if (this.kind === 'geetest4' && !this.captchaId) return CAPTCHA_MESSAGES.noV4Config;
    return this.state === 'success' && this.passed ? null : CAPTCHA_MESSAGES.notVerified;
  }

  private get captchaId(): string | null {
    return this.deps.gw()?.GEETEST_ID || null;
  }

  private async startGeetest(): Promise<boolean> {
    if (this.kind === 'geetest4' && !this.captchaId) {
      this.state = 'error';
      this.message = { key: CAPTCHA_MESSAGES.noV4Config };
      return false;
    }
    if (this.adapter) {
      this.adapter.destroy();
      this.adapter = null;
    }
    this.state = 'loading';
    this.message = null;
    // One retry on init failure (spec/shell.md §4).
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const generation = ++this.generation;
      const adapter = this.createAdapter();
      try {
        await adapter.init({
          onSuccess: () => generation === this.generation && this.succeed(adapter),
          onError: (error) => generation === this.generation && this.fail(error),
          onClose: () => generation === this.generation && this.closed(),
        });
        if (generation !== this.generation) return false;
        runInAction(() => {
          this.adapter = adapter;
          this.state = 'waiting';
        });
        return true;
      } catch (error) {
        adapter.destroy();
        if (generation !== this.generation) return false;
        if (attempt === 1) {
          this.fail(toGeetestError(error));
          return false;
        }
        console.warn('[captcha] geetest init failed, retrying once', error);
      }
    }
    return false;
  }

  private createAdapter(): GeetestAdapter {
    const loader = this.deps.loader ?? sharedScriptLoader();
    const globals = this.deps.globals ?? (() => globalThis as GeetestGlobals);
    const language = this.deps.language?.() ?? 'CN';
    if (this.kind === 'geetest4') {
      return new GeetestV4Adapter({
        loader,
        globals,
        language: () => V4_LANGUAGES[language] ?? 'zho',
        captchaId: this.captchaId ?? '',
        scriptUrl: this.deps.scripts.v4ScriptUrl,
      });
    }
    return new GeetestV3Adapter({
      loader,
      globals,
      language: () => V3_LANGUAGES[language] ?? 'zh-cn',
      api: this.deps.api,
      scriptUrl: this.deps.scripts.v3ScriptUrl,
      now: () => this.now(),
    });
  }

  private succeed(adapter: GeetestAdapter): void {
    const result = adapter.result();
    if (!result) return;
    runInAction(() => {
      this.passed = result;
      this.state = 'success';
      this.message = null;
    });
    this.pending?.(true);
  }

  private fail(error: GeetestError): void {
    runInAction(() => {
      this.passed = null;
      this.state = 'error';
      this.message = error.isLoadTimeout
        ? { key: CAPTCHA_MESSAGES.loadTimeout, code: error.code }
        : { key: CAPTCHA_MESSAGES.failed, code: error.code };
    });
    this.pending?.(false);
  }

  private closed(): void {
    this.pending?.(false);
  }

  private teardown(): void {
    // An init still running is abandoned (its generation is stale); the next start() begins a fresh one.
    this.generation += 1;
    this.starting = null;
    if (this.state === 'loading' && this.isGeetest) this.state = 'idle';
    this.adapter?.destroy();
    this.adapter = null;
    this.passed = null;
    this.pending?.(false);
    this.pending = null;
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }
}

export { GeetestError };
export type { CaptchaDeps, CaptchaPurpose, GeetestScripts, GeetestSetting } from './captcha-deps';

// Forms that import CaptchaStore make it available to the root store's captcha factory (./captcha-registry.ts, ./captcha-loader.ts).
captchaLoaded(CaptchaStore);
