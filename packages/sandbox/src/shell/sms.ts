import type { SandboxCore } from '../core/core';
import { SMS_CODE_MINUTES, type SmsPurpose } from '../data/access-state';

/** Digits of an SMS code. */
export const SMS_CODE_LENGTH = 6;

/** Whether a mobile number fits the merchant's SMS settings (`settings.sms`: pattern and length bounds). */
export function isValidMobile(core: SandboxCore, merchant: string, mobile: string): boolean {
  const sms = core.state.merchant(merchant)?.settings.sms as
    { mobilePattern?: unknown; mobileMinLength?: unknown; mobileMaxLength?: unknown } | undefined;
  const min = typeof sms?.mobileMinLength === 'number' ? sms.mobileMinLength : 11;
  const max = typeof sms?.mobileMaxLength === 'number' ? sms.mobileMaxLength : 11;
  const pattern = typeof sms?.mobilePattern === 'string' ? sms.mobilePattern : '^[0-9]+$';
  return (
    /^[0-9]+$/.test(mobile) &&
    mobile.length >= min &&
    mobile.length <= max &&
    new RegExp(pattern).test(mobile)
  );
}

/**
 * "Sends" a text: records it as the last SMS to the number (what `GET /__sandbox/sms/:mobile` shows). `code` is the
 * SMS code, or the new password for purpose `password`. Answers the expiry (epoch ms).
 */
export function sendSms(
  core: SandboxCore,
  merchant: string,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): number {
  const now = core.context.now();
  const site = core.state.merchant(merchant)?.settings.siteName ?? merchant;
  const expiresAt = now + SMS_CODE_MINUTES * 60_000;
  const text =
    purpose === 'password'
      ? `【${site}】您的新密码是 ${code}，请登录后尽快修改。`
      : `【${site}】您的验证码是 ${code}，${SMS_CODE_MINUTES}分钟内有效。`;
  core.state.access.recordSms({ merchant, mobile, code, purpose, sentAt: now, expiresAt, text });
  return expiresAt;
}
