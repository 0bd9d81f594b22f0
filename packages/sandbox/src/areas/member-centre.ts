import { http } from 'msw';
import { anyOrigin, type SandboxAreaFactory } from '../context';

/** GET /wps/member/rank/progress value (spec/shell.md §3 VIP progress). */
export interface SandboxRankProgress {
  completedConditions: number;
  totalExpectedConditions: number;
  labelId: number | null;
}

/** Members without a VIP rank to progress to: the client shows full progress (labelId null). */
const NO_RANK: SandboxRankProgress = { completedConditions: 0, totalExpectedConditions: 0, labelId: null };

/** The seed, by account: player01 has completed 3 of 5 conditions towards label 3; everyone else has no label. */
function seed(): Record<string, SandboxRankProgress> {
  return { player01: { completedConditions: 3, totalExpectedConditions: 5, labelId: 3 } };
}

/**
 * The member-centre area of the sandbox: VIP rank progress per account. Member info and balance belong to the
 * sandbox core (the shell's endpoints).
 */
export const memberCentreArea: SandboxAreaFactory = (ctx) => {
  let byAccount = seed();
  return {
    handlers: [
      http.get(anyOrigin('/wps/member/rank/progress'), ({ request }) => {
        const account = ctx.accountOf(request);
        if (!account) return ctx.unauthorized();
        return ctx.ok({ ...(byAccount[account.account] ?? NO_RANK) });
      }),
    ],
    reset() {
      byAccount = seed();
    },
  };
};
