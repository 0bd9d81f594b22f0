import { http } from 'msw';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';

/** A member's balance as both balance calls answer it: the sum of the wallets with the merchant's currency. */
export function balanceSummary(
  core: SandboxCore,
  session: NonNullable<ReturnType<SandboxCore['sessionOf']>>,
) {
  const config = core.state.merchant(session.merchant);
  return {
    sumBalance: core.state.wallets.sum(session.merchant, session.member.id),
    currencySymbol: config?.settings.currency.symbol ?? '¥',
    currency: config?.currency ?? 'CNY',
  };
}

/**
 * GET /wps/member/info, GET /wps/v2/wallets/balance and POST /wps/member/firstLogin (the first-login action: the
 * first-time flag goes off) of the logged-in member.
 */
export function memberHandlers(core: SandboxCore) {
  const { state, context } = core;
  return [
    http.get(anyOrigin('/wps/member/info'), ({ request }) => {
      const session = core.sessionOf(request);
      if (!session) return context.unauthorized();
      const m = session.member;
      return context.ok({
        id: m.id,
        account: m.account,
        nickname: m.nickname,
        type: m.type,
        lastLogin: m.lastLogin,
        toUpline: m.toUpline,
        clubLabel: m.clubLabel ? { ...m.clubLabel } : null,
        memberLabel: m.memberLabel,
        firstTimeLogin: m.firstTimeLogin,
        passwordExpired: m.passwordExpired,
      });
    }),

    http.post(anyOrigin('/wps/member/firstLogin'), ({ request }) => {
      const session = core.sessionOf(request);
      if (!session) return context.unauthorized();
      session.member.firstTimeLogin = false;
      return context.ok(null);
    }),

    // typeId=0 (every wallet) is the only query the site sends, so it is not read.
    http.get(anyOrigin('/wps/v2/wallets/balance'), ({ request }) => {
      const session = core.sessionOf(request);
      if (!session) return context.unauthorized();
      return context.ok({
        ...balanceSummary(core, session),
        balance: state.wallets.list(session.merchant, session.member.id),
      });
    }),
  ];
}
