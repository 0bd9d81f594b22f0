import { http } from 'msw';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';

/**
 * What tests read instead of a phone or an image: GET /__sandbox/sms/:mobile (the last text to that number:
 * `{ code, purpose, sentAt, text }`) and GET /__sandbox/captcha (the last image code of the request's merchant).
 * Both answer a 404 envelope when nothing was sent.
 */
export function accessAdminHandlers({ state, context }: SandboxCore) {
  return [
    http.get(anyOrigin('/__sandbox/sms/:mobile'), ({ params }) => {
      const mobile = String(params.mobile);
      const sms = state.access.lastSms(mobile);
      if (!sms) return context.fail('sms.not.found', `no SMS was sent to ${mobile}`, 404);
      return context.ok({ code: sms.code, purpose: sms.purpose, sentAt: sms.sentAt, text: sms.text });
    }),

    http.get(anyOrigin('/__sandbox/captcha'), ({ request }) => {
      const merchant = context.merchantOf(request);
      const code = state.access.imageCode(merchant);
      if (code === null)
        return context.fail('captcha.not.found', `no image captcha was issued for ${merchant}`, 404);
      return context.ok({ code });
    }),
  ];
}
