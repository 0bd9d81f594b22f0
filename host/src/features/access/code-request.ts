import type { CaptchaHandle } from '../../lib/captcha/captcha-handle';
import type { CodeCountdown } from './code-countdown';

/** How a mobile-code request ended. */
export type CodeRequestResult =
  /** Sent: the button counts down. */
  | { status: 'sent' }
  /** The captcha check before the request did not pass; `key` is its message key (null: the player closed it). */
  | { status: 'captcha'; key: string | null }
  /** The server refused or did not answer: the button is idle again. */
  | { status: 'failed'; error: unknown };

/** What {@link requestCode} needs: the form's countdown and SMS captcha, the call, and the countdown length. */
export interface CodeRequest<TValue> {
  countdown: CodeCountdown;
  /** The SMS request's captcha (geetest v4 with GEETESTVCODE3), or null. */
  captcha: CaptchaHandle | null;
  /** Makes the call with the captcha's result fields. */
  send(captchaResult: Record<string, unknown>): Promise<TValue>;
  /** Countdown seconds for the answer (expiredMinutes × 60 in the modals, 120 on the page buttons). */
  seconds(value: TValue): number;
}

/**
 * The mobile-code request every access form makes (spec/shell.md §4): the captcha check first, then the button goes
 * idle → loading → countdown; a failure returns it to idle. The number has been checked by the caller. A geetest
 * result is spent by the request whatever the answer, so the captcha starts over.
 */
export async function requestCode<TValue>(request: CodeRequest<TValue>): Promise<CodeRequestResult> {
  const { countdown, captcha } = request;
  if (captcha?.enabled && !(await captcha.ensureVerified())) {
    return { status: 'captcha', key: captcha.validate() };
  }
  countdown.begin();
  try {
    const value = await request.send(captcha?.result() ?? {});
    countdown.start(request.seconds(value));
    return { status: 'sent' };
  } catch (error) {
    countdown.reset();
    return { status: 'failed', error };
  } finally {
    captcha?.reset();
  }
}
