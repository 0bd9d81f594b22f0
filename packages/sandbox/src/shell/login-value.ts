import type { MemberRecord } from '../data/accounts';
import type { SandboxState } from '../data/state';

/** Formats epoch ms as 'YYYY-MM-DD HH:mm:ss' in UTC (UTC keeps the seed identical on every machine). */
export function formatDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Starts a session: issues the token, stamps lastLogin, answers the login value of docs/endpoints.md. */
export function startSession(state: SandboxState, merchant: string, member: MemberRecord, now: number) {
  const token = state.tokens.issue(member.account, merchant);
  member.lastLogin = formatDateTime(now);
  return {
    token,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: member.passwordExpired,
    captcha: false,
  };
}
