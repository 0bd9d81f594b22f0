import { http } from 'msw';
import { anyOrigin } from '../context';
import { toBase64 } from '../core/base64';
import type { SandboxCore } from '../core/core';
import { captchaPng } from './captcha-image';

/** Digits of an image captcha code. */
export const IMAGE_CODE_LENGTH = 4;

/**
 * GET /wps/captcha (a new image code for the merchant, as a base64 PNG; only the last one issued counts) and
 * GET /wps/captcha/geetest (a geetest v3 register: a new challenge the stand-in script validates).
 */
export function captchaHandlers({ state, context }: SandboxCore) {
  return [
    http.get(anyOrigin('/wps/captcha'), ({ request }) => {
      const merchant = context.merchantOf(request);
      const code = state.access.newDigits(`captcha:${merchant}`, IMAGE_CODE_LENGTH);
      state.access.setImageCode(merchant, code);
      return context.ok(toBase64(captchaPng(code)));
    }),

    http.get(anyOrigin('/wps/captcha/geetest'), ({ request }) => {
      const merchant = context.merchantOf(request);
      const gw = state.merchant(merchant)?.settings.gw as { GEETEST_ID?: unknown } | undefined;
      const challenge = state.access.newHex(`geetest:${merchant}`);
      state.access.addChallenge(merchant, challenge);
      return context.ok({ gt: String(gw?.GEETEST_ID ?? ''), challenge, newCaptcha: true, success: 1 });
    }),
  ];
}
