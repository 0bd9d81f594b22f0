import { http } from 'msw';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';
import { readJsonObject } from '../core/request-body';
import { startSession } from '../shell/login-value';

/**
 * What tests read instead of a phone or an image: GET /__sandbox/sms/:mobile (the last text to that number:
 * `{ code, purpose, sentAt, text }`) and GET /__sandbox/captcha (the last image code of the request's merchant).
 * Both answer a 404 envelope when nothing was sent. And a session without the login page: POST /__sandbox/session
 * `{ account }` logs the account in on the request's merchant as a password login does (token, lastLogin) and
 * answers `{ token }`; an unknown account is a 404 `member.not.found`.
 */
export function accessAdminHandlers({ state, context }: SandboxCore) {
  return [
    http.post(anyOrigin('/__sandbox/session'), async ({ request }) => {
      const merchant = context.merchantOf(request);
      const account = (await readJsonObject(request))?.account;
      if (typeof account !== 'string' || account === '')
        return context.fail('request.invalid', 'account (a string) is required', 400);
      const member = state.findMember(merchant, account);
      if (!member) return context.fail('member.not.found', `no account ${account} on ${merchant}`, 404);
      return context.ok({ token: startSession(state, merchant, member, context.now()).token });
    }),

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
