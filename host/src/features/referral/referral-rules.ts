import { AGENT_REGISTER_PATH, AGENT_TYPES, MEMBER_REFERRAL_PATH } from './constants';

/** Who clicks the referral entry. */
export interface ReferralViewer {
  loggedIn: boolean;
  /** The session's isAgent (null when logged out). */
  isAgent: number | null;
  /** REFERRAL.enabled in the merchant's flag tree. */
  referralOn: boolean;
}

/** What a click on the referral entry does. */
export type ReferralAction =
  { kind: 'navigate'; path: string } | { kind: 'customerService' } | { kind: 'overview' };

/** An agent with an agent centre (isAgent 1, 2, 41, 42). */
export function isAgentAccount(isAgent: number | null): boolean {
  return isAgent !== null && AGENT_TYPES.includes(isAgent);
}

/** Referral visibility (spec/shell.md §6): REFERRAL.enabled, or always for agents. */
export function referralVisible({ loggedIn, isAgent, referralOn }: ReferralViewer): boolean {
  return referralOn || (loggedIn && isAgentAccount(isAgent));
}

/**
 * The referral click (spec/shell.md §4): a logged-in agent goes to the agent centre's register page; a member with
 * referral on to the member centre's referral page; any other member gets customer service; a visitor the friend
 * overview overlay.
 */
export function referralClick(viewer: ReferralViewer): ReferralAction {
  if (!viewer.loggedIn) return { kind: 'overview' };
  if (isAgentAccount(viewer.isAgent)) return { kind: 'navigate', path: AGENT_REGISTER_PATH };
  if (referralVisible(viewer)) return { kind: 'navigate', path: MEMBER_REFERRAL_PATH };
  return { kind: 'customerService' };
}
