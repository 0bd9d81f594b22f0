import { http } from 'msw';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';
import { readJsonObject } from '../core/request-body';
import { SEED_AUTH_CODE, type MemberRecord } from '../data/accounts';
import { startSession } from './login-value';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Login, two-factor verification, free play and logout (spec/shell.md §4, §7). Login and verification are encrypted
 * on the wire; the envelope guard (core/envelope-guard.ts) has already checked and decrypted them, so these handlers
 * read the plain JSON body.
 */
export function sessionHandlers(core: SandboxCore) {
  const { state, context } = core;

  /** The member whose username and password the body carries, or null. Free-play members have no password. */
  const checkCredentials = (merchant: string, body: Record<string, unknown>): MemberRecord | null => {
    const member = state.findMember(merchant, text(body.username));
    return member && member.password !== '' && member.password === text(body.password) ? member : null;
  };

  return [
    http.post(anyOrigin('/wps/session/login'), async ({ request }) => {
      const merchant = context.merchantOf(request);
      const body = await readJsonObject(request);
      if (!body) return context.fail('request.invalid', '请求格式错误', 400);
      const member = checkCredentials(merchant, body);
      if (!member) return context.fail('login.fail', '用户名或密码错误');
      // The site opens the two-factor modal on this code; value lists the methods the member must use.
      if (member.twoFactor.length > 0) {
        return context.fail('login_verify_required', '需要登录验证', 200, [...member.twoFactor]);
      }
      return context.ok(startSession(state, merchant, member, context.now()));
    }),

    http.post(anyOrigin('/wps/session/login/verification'), async ({ request }) => {
      const merchant = context.merchantOf(request);
      const body = await readJsonObject(request);
      if (!body) return context.fail('request.invalid', '请求格式错误', 400);
      const member = checkCredentials(merchant, body);
      if (!member) return context.fail('login.fail', '用户名或密码错误');
      const method = text(body.method);
      if (!member.twoFactor.includes(method)) return context.fail('login_verify_fail', '验证方式无效');
      const passed =
        (method === 'G' && text(body.authCode) === SEED_AUTH_CODE) ||
        (method === 'E' && text(body.email).trim().toLowerCase() === member.email);
      if (!passed) return context.fail('login_verify_fail', '验证失败');
      return context.ok(startSession(state, merchant, member, context.now()));
    }),

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
