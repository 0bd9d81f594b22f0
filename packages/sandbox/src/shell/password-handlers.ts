import { http } from 'msw';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';
import { readJsonObject } from '../core/request-body';
import { DEFAULT_PASSWORD, type MemberRecord } from '../data/accounts';
import { fieldProblem } from './field-rules';
import { sendSms } from './sms';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The password rule when the settings give none (spec/shell.md §5: 6 to 12). */
const FALLBACK_RULE = { minLength: 6, maxLength: 12, acceptedPattern: '*' };

/**
 * Passwords (spec/shell.md §4, §5, §7): change (encrypted, auth; no old password while the current one is the
 * default), forgot by email (form body) and by SMS (a new password texted to the member's number), and set by phone
 * with an SMS code (encrypted).
 */
export function passwordHandlers(core: SandboxCore) {
  const { state, context } = core;

  /** What a new password must fit: the settings' defaultPasswordRule, else 6 to 12 of anything. */
  const newPasswordProblem = (merchant: string, password: string, confirm: string): Response | null => {
    if (password !== confirm) return context.fail('password.mismatch', '两次密码不一致');
    const rule = (state.merchant(merchant)?.settings.defaultPasswordRule ??
      FALLBACK_RULE) as typeof FALLBACK_RULE;
    const message = `密码须为${rule.minLength}-${rule.maxLength}位字母或数字`;
    if (fieldProblem({ ...rule, message }, password)) return context.fail('password.pattern', message);
    // A new password equal to the default would keep the member in the forced change.
    if (password === DEFAULT_PASSWORD) return context.fail('password.pattern', '新密码不能为默认密码');
    return null;
  };

  const setPassword = (member: MemberRecord, password: string) => {
    member.password = password;
    member.passwordExpired = false;
  };

  return [
    http.post(anyOrigin('/wps/member/password'), async ({ request }) => {
      const session = core.sessionOf(request);
      if (!session) return context.unauthorized();
      const body = await readJsonObject(request);
      if (!body) return context.fail('request.invalid', '请求格式错误', 400);
      const { member, merchant } = session;
      if (member.password !== DEFAULT_PASSWORD && text(body.oldPassword) !== member.password) {
        return context.fail('password.old.incorrect', '原密码错误');
      }
      const problem = newPasswordProblem(merchant, text(body.newPassword), text(body.confirmNewPassword));
      if (problem) return problem;
      setPassword(member, text(body.newPassword));
      return context.ok(null);
    }),

    // A form body (username, email), as the platform takes it; the mail itself is not simulated.
    http.post(anyOrigin('/wps/member/password/email'), async ({ request }) => {
      const type = request.headers.get('Content-Type') ?? '';
      if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
        return context.fail('request.invalid', 'a form body (username, email) is expected', 400);
      }
      const form = await request.formData();
      const member = state.findMember(context.merchantOf(request), text(form.get('username')));
      const email = text(form.get('email')).toLowerCase();
      if (!member || email === '' || member.email !== email) {
        return context.fail('password.email.mismatch', '用户名与邮箱不匹配');
      }
      return context.ok(null);
    }),

    http.post(anyOrigin('/wps/member/password/sms'), async ({ request }) => {
      const merchant = context.merchantOf(request);
      const body = await readJsonObject(request);
      if (!body) return context.fail('request.invalid', '请求格式错误', 400);
      const member = state.findMember(merchant, text(body.username));
      const mobile = text(body.mobileNumber);
      if (!member || mobile === '' || member.mobileNum !== mobile) {
        return context.fail('password.mobile.mismatch', '用户名与手机号码不匹配');
      }
      const password = `pw${state.access.newDigits(`password:${member.account}`, 6)}`;
      setPassword(member, password);
      sendSms(core, merchant, mobile, 'password', password);
      return context.ok(null);
    }),

    http.post(anyOrigin('/wps/member/password/verification'), async ({ request }) => {
      const merchant = context.merchantOf(request);
      const body = await readJsonObject(request);
      if (!body) return context.fail('request.invalid', '请求格式错误', 400);
      const member = state.findMember(merchant, text(body.username));
      const mobile = text(body.mobileNum);
      if (!member || mobile === '' || member.mobileNum !== mobile) {
        return context.fail('password.mobile.mismatch', '用户名与手机号码不匹配');
      }
      const problem = newPasswordProblem(merchant, text(body.newPassword), text(body.confirmNewPassword));
      if (problem) return problem;
      // Checked last, so a typo elsewhere does not use the code up.
      if (
        !state.access.takeSmsCode(merchant, mobile, 'noLogin', text(body.verificationCode), context.now())
      ) {
        return context.fail('sms.code.invalid', '短信验证码错误或已过期');
      }
      setPassword(member, text(body.newPassword));
      return context.ok(null);
    }),
  ];
}
