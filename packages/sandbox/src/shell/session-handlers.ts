import { http } from 'msw';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';
import { readJsonObject } from '../core/request-body';
import { CAPTCHA_AFTER_FAILURES } from '../data/access-state';
import { SEED_AUTH_CODE, type MemberRecord } from '../data/accounts';
import { CAPTCHA_INVALID, captchaKind, captchaPasses } from './captcha-check';
import { startSession } from './login-value';
import { socialIdentityOf, type SocialIdentity } from './social-identity';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Message of `login.fail`. */
const LOGIN_FAIL_MESSAGE = '用户名或密码错误';

/**
 * Login (types username, mobileNum and sms), two-factor verification (E, G, S, P), free play and logout
 * (spec/shell.md §4, §7; docs/endpoints.md Access). Login and verification are encrypted on the wire; the envelope
 * guard (core/envelope-guard.ts) has already checked and decrypted them, so these handlers read the plain JSON body.
 * From the 3rd failed login of a username on a merchant the captcha is demanded until a success; a login carrying
 * a social identity (after `bind_customer_required`) binds it to the account.
 */
export function sessionHandlers(core: SandboxCore) {
  const { state, context, signer } = core;

  /**
   * The member whose username (or, with MOBILELOGIN3, mobile number) and password the body carries, or null.
   * Free-play and social-only members have no password.
   */
  const checkCredentials = (merchant: string, body: Record<string, unknown>): MemberRecord | null => {
    const username = text(body.username);
    let member = state.findMember(merchant, username);
    if (!member && state.isFlagOn(merchant, 'MOBILELOGIN3'))
      member = state.findMemberByMobile(merchant, username);
    return member && member.password !== '' && member.password === text(body.password) ? member : null;
  };

  /** The social identity of the body, checked against existing bindings; an error response when it cannot bind. */
  const bindableIdentity = async (
    merchant: string,
    member: MemberRecord,
    body: Record<string, unknown>,
  ): Promise<{ identity: SocialIdentity | null } | { error: Response }> => {
    const identity = await socialIdentityOf(signer, body);
    if (identity === 'invalid') return { error: context.fail('social.token.invalid', '第三方登录凭证无效') };
    const owner = identity ? state.access.boundAccount(merchant, identity.key) : null;
    if (identity && owner !== null && owner.toLowerCase() !== member.account.toLowerCase()) {
      return { error: context.fail('social.already.bound', '该第三方账号已绑定其他会员') };
    }
    return { identity };
  };

  /** Binds the identity (if any) and starts the session. */
  const succeed = (merchant: string, member: MemberRecord, identity: SocialIdentity | null) => {
    if (identity) state.access.bind(merchant, identity.key, member.account);
    return context.ok(startSession(state, merchant, member, context.now()));
  };

  return [
    http.post(anyOrigin('/wps/session/login'), async ({ request }) => {
      const merchant = context.merchantOf(request);
      const body = await readJsonObject(request);
      if (!body) return context.fail('request.invalid', '请求格式错误', 400);
      const isSms = text(body.type) === 'sms';
      const mobile = text(body.mobileNum).trim() || text(body.username).trim();
      const username = isSms ? mobile : text(body.username);

      if (state.access.failuresOf(merchant, username) >= CAPTCHA_AFTER_FAILURES) {
        const kind = captchaKind(state, merchant, 'login') ?? 'image';
        if (!captchaPasses(state, merchant, kind, body)) {
          return context.fail(CAPTCHA_INVALID.errorCode, CAPTCHA_INVALID.message, 200, { captcha: true });
        }
      }
      const failed = (errorCode: string, message: string) => {
        const count = state.access.recordFailure(merchant, username);
        return context.fail(errorCode, message, 200, { captcha: count >= CAPTCHA_AFTER_FAILURES });
      };

      let member: MemberRecord | null;
      if (isSms) {
        if (!state.isFlagOn(merchant, 'MOBILEVERCODELOGIN3')) {
          return context.fail('login.type.disabled', '不支持短信验证码登录');
        }
        member = state.findMemberByMobile(merchant, mobile);
        if (!member) return failed('login.fail', LOGIN_FAIL_MESSAGE);
        const code = text(body.verificationCode);
        if (!state.access.takeSmsCode(merchant, mobile, 'noLogin', code, context.now())) {
          return failed('sms.code.invalid', '短信验证码错误或已过期');
        }
      } else {
        member = checkCredentials(merchant, body);
        if (!member) return failed('login.fail', LOGIN_FAIL_MESSAGE);
      }
      state.access.clearFailures(merchant, username);

      const social = await bindableIdentity(merchant, member, body);
      if ('error' in social) return social.error;
      // The site opens the two-factor modal on this code; value lists the methods the member must use.
      if (member.twoFactor.length > 0) {
        return context.fail('login_verify_required', '需要登录验证', 200, [...member.twoFactor]);
      }
      return succeed(merchant, member, social.identity);
    }),

    http.post(anyOrigin('/wps/session/login/verification'), async ({ request }) => {
      const merchant = context.merchantOf(request);
      const body = await readJsonObject(request);
      if (!body) return context.fail('request.invalid', '请求格式错误', 400);
      const member = checkCredentials(merchant, body);
      if (!member) return context.fail('login.fail', LOGIN_FAIL_MESSAGE);
      const method = text(body.method);
      if (!member.twoFactor.includes(method)) return context.fail('login_verify_fail', '验证方式无效');
      const mobile = text(body.mobileNum).trim();
      const passed =
        (method === 'G' && text(body.authCode) === SEED_AUTH_CODE) ||
        (method === 'E' && member.email !== '' && text(body.email).trim().toLowerCase() === member.email) ||
        (method === 'P' && member.payeeName !== '' && text(body.payeeName).trim() === member.payeeName) ||
        (method === 'S' &&
          mobile === member.mobileNum &&
          state.access.takeSmsCode(merchant, mobile, 'noLogin', text(body.verificationCode), context.now()));
      if (!passed) return context.fail('login_verify_fail', '验证失败');
      const social = await bindableIdentity(merchant, member, body);
      if ('error' in social) return social.error;
      return succeed(merchant, member, social.identity);
    }),

    // The body's deviceId is not needed: every call makes a new account, as docs/endpoints.md says.
    http.post(anyOrigin('/wps/session/login/freeplay'), ({ request }) => {
      const merchant = context.merchantOf(request);
      if (!state.isFlagOn(merchant, 'FREEPLAY3')) return context.fail('freeplay.disabled', '试玩功能未开放');
      const member = state.createFreePlayMember(merchant);
      return context.ok(startSession(state, merchant, member, context.now()));
    }),

    http.delete(anyOrigin('/wps/session/logout'), ({ request }) => {
      const token = request.headers.get('Authorization');
      if (!token || !core.sessionOf(request)) return context.unauthorized();
      state.tokens.revoke(token);
      return context.ok(null);
    }),
  ];
}
