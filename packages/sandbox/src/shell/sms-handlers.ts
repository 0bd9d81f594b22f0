import { http } from 'msw';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';
import { readJsonObject } from '../core/request-body';
import { SMS_CODE_MINUTES, type SmsPurpose } from '../data/access-state';
import { CAPTCHA_INVALID, captchaKind, captchaPasses } from './captcha-check';
import { isValidMobile, sendSms, SMS_CODE_LENGTH } from './sms';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * POST /wps/verification/sms/noLogin (codes for SMS login, two-factor S and set password by phone) and
 * POST /wps/verification/sms/register (codes for registration). Both want a geetest v4 result when GEETESTVCODE3 is on.
 */
export function smsHandlers(core: SandboxCore) {
  const { state, context } = core;

  const send = async (request: Request, mobileKey: string, purpose: SmsPurpose) => {
    const merchant = context.merchantOf(request);
    const body = await readJsonObject(request);
    if (!body) return { error: context.fail('request.invalid', '请求格式错误', 400) };
    const mobile = text(body[mobileKey]);
    if (!isValidMobile(core, merchant, mobile)) {
      return { error: context.fail('sms.mobile.invalid', '请填写正确的手机号码') };
    }
    const kind = captchaKind(state, merchant, 'sms');
    if (kind && !captchaPasses(state, merchant, kind, body)) {
      return {
        error: context.fail(CAPTCHA_INVALID.errorCode, CAPTCHA_INVALID.message, 200, { captcha: true }),
      };
    }
    const code = state.access.newDigits(`sms:${mobile}`, SMS_CODE_LENGTH);
    return { expirationTime: sendSms(core, merchant, mobile, purpose, code) };
  };

  return [
    http.post(anyOrigin('/wps/verification/sms/noLogin'), async ({ request }) => {
      const sent = await send(request, 'mobileNum', 'noLogin');
      if ('error' in sent) return sent.error;
      return context.ok({ expiredMinutes: SMS_CODE_MINUTES, expirationTime: sent.expirationTime });
    }),

    http.post(anyOrigin('/wps/verification/sms/register'), async ({ request }) => {
      const sent = await send(request, 'mobileNo', 'register');
      if ('error' in sent) return sent.error;
      return context.ok({ expirationTime: sent.expirationTime });
    }),
  ];
}
