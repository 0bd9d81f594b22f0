import { http } from 'msw';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';
import { readJsonObject } from '../core/request-body';
import { startSession } from './login-value';
import { readFirebaseToken, readTelegramAuth, type SocialIdentity } from './social-identity';

/**
 * Social login (spec/shell.md §3, §4): POST /wps/session/login/firebase and /telegram with an identity signed by the
 * sandbox's stand-in pages, and GET /wps/system/setting/telegram. A bound identity logs its account in; an unbound
 * one gets `bind_customer_required` with `{ autoCreate }` from SSOREG3 (the site then binds it by a login, or
 * registers through PUT /wps/member/register/autoUsername).
 */
export function socialHandlers(core: SandboxCore) {
  const { state, context, signer } = core;

  const loginWith = (merchant: string, identity: SocialIdentity | null) => {
    if (!identity) return context.fail('social.token.invalid', '第三方登录凭证无效');
    const account = state.access.boundAccount(merchant, identity.key);
    const member = account ? state.findMember(merchant, account) : null;
    if (!member) {
      return context.fail('bind_customer_required', '请绑定会员账号', 200, {
        autoCreate: state.isFlagOn(merchant, 'SSOREG3'),
      });
    }
    return context.ok(startSession(state, merchant, member, context.now()));
  };

  // The firebase text is the spec's (§8); the site shows its own translation of either.
  const disabled = (provider: 'firebase' | 'telegram') =>
    context.fail(
      'social.disabled',
      provider === 'firebase' ? 'Site not support Google Service.' : 'Site not support Telegram login.',
    );

  return [
    http.post(anyOrigin('/wps/session/login/firebase'), async ({ request }) => {
      const merchant = context.merchantOf(request);
      const body = await readJsonObject(request);
      if (!body) return context.fail('request.invalid', '请求格式错误', 400);
      if (!state.isFlagOn(merchant, 'FIREBASELOGIN3') || !state.merchant(merchant)?.settings.firebase) {
        return disabled('firebase');
      }
      return loginWith(merchant, await readFirebaseToken(signer, body.firebaseIdToken, body.firebaseChannel));
    }),

    http.post(anyOrigin('/wps/session/login/telegram'), async ({ request }) => {
      const merchant = context.merchantOf(request);
      const body = await readJsonObject(request);
      if (!body) return context.fail('request.invalid', '请求格式错误', 400);
      if (!state.isFlagOn(merchant, 'TELEGRAMLOGIN3') || !state.merchant(merchant)?.telegram)
        return disabled('telegram');
      return loginWith(merchant, await readTelegramAuth(signer, body.telegramAuth));
    }),

    http.get(anyOrigin('/wps/system/setting/telegram'), ({ request }) => {
      const telegram = state.merchant(context.merchantOf(request))?.telegram ?? null;
      return context.ok(telegram ? { ...telegram } : null);
    }),
  ];
}
