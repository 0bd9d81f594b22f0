import type { SandboxState } from '../data/state';
import { geetestSign } from './geetest-sign';

/** Which captcha result a call must carry. */
export type CaptchaKind = 'image' | 'geetest3' | 'geetest4';

/** Where a captcha is asked for: a login once demanded, a registration, an SMS code request. */
export type CaptchaPurpose = 'login' | 'register' | 'sms';

/** Error code and message of a missing or wrong captcha result (the message names the captcha, as the site shows). */
export const CAPTCHA_INVALID = {
  errorCode: 'captcha.invalid',
  message: '验证码错误 (invalid captcha)',
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The merchant's geetest settings (`settings.gw`): the version ('3' unless '4') and the id. */
function geetestSettings(state: SandboxState, merchant: string): { version: '3' | '4'; id: string } {
  const gw = state.merchant(merchant)?.settings.gw as
    { GEETEST_VERSION?: unknown; GEETEST_ID?: unknown } | undefined;
  return { version: String(gw?.GEETEST_VERSION ?? '3') === '4' ? '4' : '3', id: text(gw?.GEETEST_ID) };
}

/**
 * The captcha a call needs on a merchant, or null for none (docs/endpoints.md, Access): a login asks for geetest
 * (version from `gw.GEETEST_VERSION`) when GEETEST3 is on, else the image code; a registration always asks, for
 * geetest when GEETEST3 and GEETESTTEST3 are on; an SMS code request asks for geetest v4 when GEETESTVCODE3 is on.
 */
export function captchaKind(
  state: SandboxState,
  merchant: string,
  purpose: CaptchaPurpose,
): CaptchaKind | null {
  const geetest: CaptchaKind = geetestSettings(state, merchant).version === '4' ? 'geetest4' : 'geetest3';
  switch (purpose) {
    case 'login':
      return state.isFlagOn(merchant, 'GEETEST3') ? geetest : 'image';
    case 'register':
      return state.isFlagOn(merchant, 'GEETEST3') && state.isFlagOn(merchant, 'GEETESTTEST3')
        ? geetest
        : 'image';
    case 'sms':
      return state.isFlagOn(merchant, 'GEETESTVCODE3') ? 'geetest4' : null;
  }
}

/**
 * Whether the body carries a right result of that kind: `captcha` equal to the merchant's last image code (any
 * case); v3 `geetestChallenge` issued by the sandbox with its `geetestValidate` and `geetestSeccode`; v4
 * `geetestValidateV4` for the merchant's captcha id whose `captcha_output` and `pass_token` match its lot number.
 */
export function captchaPasses(
  state: SandboxState,
  merchant: string,
  kind: CaptchaKind,
  body: Record<string, unknown>,
): boolean {
  switch (kind) {
    case 'image': {
      const expected = state.access.imageCode(merchant);
      return expected !== null && text(body.captcha).trim().toLowerCase() === expected.toLowerCase();
    }
    case 'geetest3': {
      const challenge = text(body.geetestChallenge);
      return (
        challenge !== '' &&
        state.access.hasChallenge(merchant, challenge) &&
        text(body.geetestValidate) === geetestSign.validate3(challenge) &&
        text(body.geetestSeccode) === geetestSign.seccode3(challenge)
      );
    }
    case 'geetest4': {
      const v4 = body.geetestValidateV4;
      if (typeof v4 !== 'object' || v4 === null) return false;
      const result = v4 as Record<string, unknown>;
      const lot = text(result.lot_number);
      return (
        lot !== '' &&
        text(result.captcha_id) === geetestSettings(state, merchant).id &&
        text(result.captcha_output) === geetestSign.output4(lot) &&
        text(result.pass_token) === geetestSign.passToken4(lot) &&
        /^[0-9]+$/.test(text(result.gen_time))
      );
    }
  }
}
